import {
  AGE_GROUP_CHOICES,
  GENDER_CHOICES,
  VIDEO_DURATIONS,
  VIDEO_LANGUAGES,
  VIDEO_PLATFORMS,
} from "@reelforge/contract";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { inputClass } from "../dashboard/form-field";
import { CloseIcon } from "../ui/icons";
import { OptionChips } from "./option-chips";
import { secondaryButtonClass, textareaClass } from "./page-frame";

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

const DURATION_LABELS = VIDEO_DURATIONS.map((s) => `${s} Seconds`);

// SPEC 2.6 "Generative Brand Story": the video's options; Apply composes the prompt as topic plus
// description and keeps the options for the next generation.
export function BrandStoryDialog({
  open,
  onOpenChange,
  story,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  story: BrandStory;
  onApply: (story: BrandStory, prompt: string | null) => void;
}) {
  const [draft, setDraft] = useState(story);
  const [topic, setTopic] = useState("");
  const [description, setDescription] = useState("");
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(story);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-2 top-[4vh] z-50 mx-auto max-h-[92vh] max-w-3xl overflow-y-auto rounded-3xl border border-slate-200 bg-white p-5 shadow-2xl focus:outline-none sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900 dark:text-white">
                Generative Brand Story
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Tell the story of your brand in a short video.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>

          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <label className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
              Duration
              <select
                value={draft.duration}
                onChange={(event) => setDraft({ ...draft, duration: event.target.value })}
                className={`${inputClass} mt-1.5 border-slate-300 dark:border-slate-700`}
              >
                {DURATION_LABELS.map((label) => (
                  <option key={label}>{label}</option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-semibold text-slate-800 dark:text-slate-100">
              Platform
              <select
                value={draft.platform}
                onChange={(event) =>
                  setDraft({ ...draft, platform: event.target.value as BrandStory["platform"] })
                }
                className={`${inputClass} mt-1.5 border-slate-300 dark:border-slate-700`}
              >
                {VIDEO_PLATFORMS.map((platform) => (
                  <option key={platform}>{platform}</option>
                ))}
              </select>
            </label>
          </div>

          <section
            aria-labelledby="about-heading"
            className="mt-6 rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60"
          >
            <h3 id="about-heading" className="font-semibold text-slate-900 dark:text-white">
              About
            </h3>
            <div className="mt-3 space-y-3">
              <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
                Topic
                <input
                  value={topic}
                  onChange={(event) => setTopic(event.target.value)}
                  placeholder="Our new oat milk"
                  className={`${inputClass} mt-1.5 border-slate-300 dark:border-slate-700`}
                />
              </label>
              <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
                Description
                <textarea
                  rows={3}
                  value={description}
                  onChange={(event) => setDescription(event.target.value)}
                  placeholder="Creamy, made from Swedish oats, for coffee lovers"
                  className={`${textareaClass} mt-1.5`}
                />
              </label>
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
            <Dialog.Close className={secondaryButtonClass}>Cancel</Dialog.Close>
            <button
              type="button"
              onClick={() => {
                const prompt = [topic.trim(), description.trim()].filter(Boolean).join(" ");
                onApply(draft, prompt || null);
                onOpenChange(false);
              }}
              className="rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 dark:bg-brand-500"
            >
              Apply
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
