import { zodResolver } from "@hookform/resolvers/zod";
import { type VideoStyle, ZVideoInput } from "@reelforge/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type BrandStory,
  BrandStoryDialog,
  DEFAULT_STORY,
} from "../../components/generators/brand-story-dialog";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { GeneratorActions } from "../../components/generators/generator-actions";
import { PageFrame } from "../../components/generators/page-frame";
import { useGenerator } from "../../components/generators/use-generator";
import { VideoResult } from "../../components/generators/video-result";
import { type MediaChoice, MediaFields, mediaInput, NO_MEDIA } from "../../components/media/media-fields";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Textarea } from "../../components/ui/field";
import { VideoIcon } from "../../components/ui/icons";

export function meta() {
  return [{ title: "Video generator · ReelForge" }];
}

type Values = z.input<typeof ZVideoInput>;
type Request = z.output<typeof ZVideoInput>;

// The brand story's options as the request's fields, and back.
const fieldsOf = (story: BrandStory) => ({
  agegroup: story.agegroup.length ? story.agegroup : ["All Age Groups"],
  platform: story.platform,
  videoDuration: story.duration,
  gender: [story.gender],
  languages: story.languages.length ? story.languages : ["English"],
});

export default function VideoGeneratorPage() {
  return (
    <VideoGeneratorForm
      title="Video generator"
      lead="Type a prompt and get a finished video: script, voiceover, visuals, captions and music, sized for your platform."
    />
  );
}

/**
 * The video generator's form, also the body of the tools that are presets of it (issue 13): the
 * TikTok video maker is this form with TikTok chosen; every option stays the user's to change.
 */
export function VideoGeneratorForm({
  title,
  lead,
  preset,
  style,
  durations,
  note,
}: {
  title: string;
  lead: string;
  preset?: Partial<BrandStory>;
  /** The preset's look, sent with the request (the animation and movie makers). */
  style?: VideoStyle;
  /** The lengths the Generative Brand Story offers (seconds); the generator's own when absent. */
  durations?: readonly number[];
  /** What the preset makes, shown above the prompt. */
  note?: string;
}) {
  const initial: BrandStory = { ...DEFAULT_STORY, ...preset };
  const [story, setStory] = useState<BrandStory>(initial);
  const [storyOpen, setStoryOpen] = useState(false);
  // The whole request is the form's value, checked by the contract's schema before it is sent.
  const form = useForm<Values, unknown, Request>({
    resolver: zodResolver(ZVideoInput),
    defaultValues: { description: "", ...fieldsOf(initial), ...(style ? { style } : {}) },
  });
  const { errors } = form.formState;
  const prompt = form.watch("description") ?? "";
  // Photos, clips and a song from the user's uploads (the media picker), sent with the request.
  const [mine, setMine] = useState<MediaChoice>(NO_MEDIA);
  const { generation, busy, reset, submit, finished } = useGenerator({
    succeeded: "Video Generated",
    failed: "The video could not be made.",
  });
  // The languages of the running request (one video each), in the order they are made.
  const [making, setMaking] = useState<string[]>([]);

  async function onSubmit(input: Request) {
    setMaking([...new Set(input.languages ?? [])]);
    await submit({ kind: "video", input: { ...input, ...mediaInput(mine) } });
  }

  const languages = story.languages.length ? story.languages : ["English"];
  const several = (busy ? making : languages).length > 1;

  return (
    <PageFrame icon={VideoIcon} title={title} lead={lead}>
      {finished ? (
        <VideoResult generation={finished} onClose={reset} />
      ) : (
        <Card as="form" onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
          {note && (
            <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              {note}
            </p>
          )}
          {/* SPEC 5: the prompt box is required (the browser says so); the schema checks the rest. */}
          <Textarea
            id="video-prompt"
            label="Prompt"
            required
            rows={3}
            placeholder="Why bees matter for the food on our plates"
            disabled={busy}
            error={errors.description?.message}
            {...form.register("description")}
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {story.duration} · {story.platform} · {story.gender} voice · {story.agegroup.join(", ")} ·{" "}
            {languages.join(", ")} narration
            {languages.length > 1 && ` · ${languages.length} videos, one per language`}
          </p>
          <MediaFields value={mine} onChange={setMine} disabled={busy} />
          <GenerationEstimate
            kind="video"
            input={{
              description: prompt,
              videoDuration: story.duration,
              languages: story.languages,
              ...(style ? { style } : {}),
            }}
            busy={busy}
          />
          {(["videoDuration", "platform", "agegroup", "gender", "languages"] as const).map((name) =>
            errors[name] ? (
              <p key={name} role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
                {errors[name]?.message}
              </p>
            ) : null,
          )}
          <GeneratorActions
            generation={generation}
            busy={busy}
            submit="Generate a video"
            working={
              several
                ? {
                    label: `Generating ${making.length} videos`,
                    text: `Generating ${making.length} videos, one per language (${making.join(", ")})…`,
                    languages: making,
                  }
                : { label: "Generating your video", text: "Generating your video…", languages: making }
            }
            beside={
              <Button variant="outline" size="box" onClick={() => setStoryOpen(true)}>
                Generative Brand Story
              </Button>
            }
          />
        </Card>
      )}
      <BrandStoryDialog
        open={storyOpen}
        onOpenChange={setStoryOpen}
        story={story}
        durations={durations}
        onApply={(next, composed) => {
          setStory(next);
          for (const [name, value] of Object.entries(fieldsOf(next))) {
            form.setValue(name as keyof Values, value, { shouldValidate: form.formState.isSubmitted });
          }
          if (composed) form.setValue("description", composed, { shouldValidate: true });
        }}
      />
    </PageFrame>
  );
}
