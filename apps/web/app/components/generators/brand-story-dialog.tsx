import {
  AGE_GROUP_CHOICES,
  GENDER_CHOICES,
  VIDEO_DURATIONS,
  VIDEO_LANGUAGES,
  VIDEO_PLATFORMS,
} from "@reelforge/contract";
import { useState } from "react";
import { Button } from "../ui/button";
import { Dialog, DialogClose } from "../ui/dialog";
import { Input, Options, Select, Textarea } from "../ui/field";
import { OptionChips } from "./option-chips";

export type BrandStory = {
  duration: string;
  platform: (typeof VIDEO_PLATFORMS)[number];
  languages: (typeof VIDEO_LANGUAGES)[number][];
  agegroup: (typeof AGE_GROUP_CHOICES)[number][];
  gender: (typeof GENDER_CHOICES)[number];
};

export const DEFAULT_STORY: BrandStory = {
  duration: "5 Seconds",
  platform: "Youtube",
  languages: ["English"],
  agegroup: ["All Age Groups"],
  gender: "Female",
};

/** "120 Seconds" shown as "2 Minutes" (the value stays in seconds, as the API takes it). */
const durationLabel = (value: string) => {
  const seconds = Number.parseInt(value, 10);
  return seconds >= 120 && seconds % 60 === 0 ? `${seconds / 60} Minutes` : value;
};

// SPEC 2.6 "Generative Brand Story": the video's options; Apply composes the prompt as topic plus
// description and keeps the options for the next generation.
export function BrandStoryDialog({
  open,
  onOpenChange,
  story,
  onApply,
  durations = VIDEO_DURATIONS,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  story: BrandStory;
  onApply: (story: BrandStory, prompt: string | null) => void;
  /** The lengths offered (seconds); the movie maker offers longer ones. */
  durations?: readonly number[];
}) {
  const [draft, setDraft] = useState(story);
  const [topic, setTopic] = useState("");
  const [description, setDescription] = useState("");
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(story);
        onOpenChange(next);
      }}
      title="Generative Brand Story"
      description="Tell the story of your brand in a short video."
      width="lg"
    >
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Select
          label="Duration"
          value={draft.duration}
          onChange={(event) => setDraft({ ...draft, duration: event.target.value })}
        >
          <Options values={durations.map((s) => `${s} Seconds`)} labelFor={durationLabel} />
        </Select>
        <Select
          label="Platform"
          value={draft.platform}
          onChange={(event) => setDraft({ ...draft, platform: event.target.value as BrandStory["platform"] })}
        >
          <Options values={VIDEO_PLATFORMS} />
        </Select>
      </div>

      <section
        aria-labelledby="about-heading"
        className="mt-6 rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60"
      >
        <h3 id="about-heading" className="font-semibold text-slate-900 dark:text-white">
          About
        </h3>
        <div className="mt-3 space-y-3">
          <Input
            label="Topic"
            value={topic}
            onChange={(event) => setTopic(event.target.value)}
            placeholder="Our new oat milk"
          />
          <Textarea
            label="Description"
            rows={3}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder="Creamy, made from Swedish oats, for coffee lovers"
          />
        </div>
      </section>

      <div className="mt-6 space-y-5">
        <OptionChips
          legend="Languages"
          multiple
          options={VIDEO_LANGUAGES}
          selected={draft.languages}
          onChange={(languages) => setDraft({ ...draft, languages })}
        />
        <OptionChips
          legend="Age groups"
          multiple
          options={AGE_GROUP_CHOICES}
          exclusive="All Age Groups"
          selected={draft.agegroup}
          onChange={(agegroup) => setDraft({ ...draft, agegroup })}
        />
        <OptionChips
          legend="Gender"
          options={GENDER_CHOICES}
          selected={[draft.gender]}
          onChange={([gender]) => gender && setDraft({ ...draft, gender })}
        />
      </div>

      <div className="mt-8 flex justify-end gap-2">
        <DialogClose>
          <Button variant="outline" size="box">
            Cancel
          </Button>
        </DialogClose>
        <Button
          variant="strong"
          size="box"
          onClick={() => {
            const prompt = [topic.trim(), description.trim()].filter(Boolean).join(" ");
            onApply(draft, prompt || null);
            onOpenChange(false);
          }}
        >
          Apply
        </Button>
      </div>
    </Dialog>
  );
}
