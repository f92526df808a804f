import {
  CLIP_COUNT,
  CLIP_REFRAMES,
  CLIP_SECONDS,
  type TGeneration,
  type TUpload,
  ZClipsInput,
} from "@reelforge/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ExportLink } from "../../components/generators/export-download";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { GeneratorActions } from "../../components/generators/generator-actions";
import {
  type CaptionFont,
  CaptionFontSelect,
  type CaptionStyle,
  CaptionStyleSelect,
  type Platform,
  PlatformSelect,
} from "../../components/generators/option-fields";
import { PageFrame } from "../../components/generators/page-frame";
import { pageResolver } from "../../components/generators/page-resolver";
import { UploadChooser } from "../../components/generators/upload-chooser";
import { toastFirstError, useGenerator } from "../../components/generators/use-generator";
import { canEdit, editorPath } from "../../components/generators/video-result";
import { Button, ButtonLink, buttonClasses } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";
import { Input, Select } from "../../components/ui/field";
import { VideoIcon } from "../../components/ui/icons";

export function meta() {
  return [{ title: "Clip generator · ReelForge" }];
}

const REFRAME_LABELS: Record<(typeof CLIP_REFRAMES)[number], string> = {
  blur: "Whole picture over a blurred fill",
  crop: "Centre crop",
};

const time = (seconds: number) => {
  const m = Math.floor(seconds / 60);
  const s = seconds - m * 60;
  return `${m}:${s.toFixed(1).padStart(4, "0")}`;
};

function ClipsResult({ generation, onClose }: { generation: TGeneration; onClose: () => void }) {
  const clips = generation.result?.clips ?? [];
  return (
    <section aria-label="Your clips" className={`${cardClass} space-y-4`}>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {clips.length} clip{clips.length === 1 ? "" : "s"} from your video
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {clips.map((clip, i) => (
          <li key={clip.videoUrl} data-testid="clip" className="space-y-2">
            {/* biome-ignore lint/a11y/useMediaCaption: the clip's own sound; no speech text to caption */}
            <video
              src={clip.videoUrl}
              poster={clip.thumbnailUrl}
              controls
              preload="metadata"
              aria-label={`Clip ${i + 1}`}
              className="max-h-96 w-full rounded-xl bg-black"
            />
            <p className="text-sm text-slate-700 dark:text-slate-200">
              Clip {i + 1}: {time(clip.start)} – {time(clip.end)}
            </p>
            <ExportLink
              href={`${clip.videoUrl}?download=1`}
              filename={`clip-${i + 1}.mp4`}
              className={buttonClasses("outline", "box")}
            >
              Download clip {i + 1}
            </ExportLink>
          </li>
        ))}
      </ul>
      {generation.result?.notes?.length ? (
        <ul
          aria-label="Notes"
          className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300"
        >
          {generation.result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canEdit(generation) && (
          <ButtonLink to={editorPath(generation.id)} variant="outline" size="box">
            Edit
          </ButtonLink>
        )}
        <Button type="button" variant="outline" size="box" onClick={onClose}>
          Make more clips
        </Button>
      </div>
    </section>
  );
}

type Request = z.output<typeof ZClipsInput>;
// The form's values: the request's fields, the video as the id of the upload chosen in the picker
// ("" until one is).
type Values = {
  video: string;
  count: number;
  maxSeconds: number;
  platform: Platform;
  reframe: (typeof CLIP_REFRAMES)[number];
  // The captions' look when the speech is heard: the six styles and four fonts of the subtitles.
  captions: CaptionStyle;
  font: CaptionFont;
};

const DEFAULTS: Values = {
  video: "",
  count: 3,
  maxSeconds: 60,
  platform: "TikTok",
  reframe: "blur",
  captions: "bold-pop",
  font: "Montserrat",
};

/** The video is chosen, not typed: the page says so; then the contract's schema checks the request. */
export const clipsResolver = pageResolver(
  ZClipsInput,
  (values: Values) => values,
  (values) =>
    values.video ? {} : { video: { type: "required", message: "Choose or upload the video to cut" } },
);

// Clip generator (issue 13): the user's long video cut at its scene changes and pauses into clips for a
// platform, each one playable and downloadable.
export default function ClipGeneratorPage() {
  const form = useForm<Values, unknown, Request>({
    resolver: clipsResolver,
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const values = form.watch();
  // What is chosen in the picker (its thumbnail and name); the form holds its id.
  const [videos, setVideos] = useState<TUpload[]>([]);
  const { generation, busy, reset, submit, finished } = useGenerator({
    succeeded: "Clips Generated",
    failed: "The clips could not be made.",
  });
  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    form.setValue(name, value as never, { shouldValidate: form.formState.isSubmitted });

  function chooseVideo(chosen: TUpload[]) {
    setVideos(chosen);
    set("video", chosen[0]?.id ?? "");
  }

  async function onSubmit(input: Request) {
    await submit({ kind: "clips", input });
  }

  return (
    <PageFrame
      icon={VideoIcon}
      title="Clip generator"
      lead="Upload a long video: ReelForge cuts it into short clips where the scene changes or the speaker pauses, framed for your platform."
    >
      {finished ? (
        <ClipsResult generation={finished} onClose={reset} />
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit, toastFirstError())}
          className={`${cardClass} space-y-5`}
        >
          <UploadChooser
            kind="video"
            label="Your long video"
            choose="Choose your video"
            description="The video to cut into clips."
            multiple={false}
            value={videos}
            onChange={chooseVideo}
            disabled={busy}
            error={errors.video?.message}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label="Number of clips"
              type="number"
              min={CLIP_COUNT.min}
              max={CLIP_COUNT.max}
              disabled={busy}
              error={errors.count?.message}
              {...form.register("count", { valueAsNumber: true })}
            />
            <Input
              label="Longest clip (seconds)"
              type="number"
              min={CLIP_SECONDS.min}
              max={CLIP_SECONDS.max}
              disabled={busy}
              error={errors.maxSeconds?.message}
              {...form.register("maxSeconds", { valueAsNumber: true })}
            />
            <PlatformSelect
              value={values.platform}
              onChange={(value) => set("platform", value)}
              disabled={busy}
            />
            <Select
              label="Framing"
              disabled={busy}
              error={errors.reframe?.message}
              {...form.register("reframe")}
            >
              {CLIP_REFRAMES.map((r) => (
                <option key={r} value={r}>
                  {REFRAME_LABELS[r]}
                </option>
              ))}
            </Select>
            <CaptionStyleSelect
              value={values.captions}
              onChange={(value) => set("captions", value)}
              disabled={busy}
            />
            <CaptionFontSelect value={values.font} onChange={(value) => set("font", value)} disabled={busy} />
          </div>
          <GenerationEstimate
            kind="clips"
            input={{ count: values.count, maxSeconds: values.maxSeconds }}
            busy={busy}
          />
          <GeneratorActions
            generation={generation}
            busy={busy}
            submit="Make clips"
            working={{ label: "Cutting your clips", text: "Finding the clips and cutting them…" }}
          />
        </form>
      )}
    </PageFrame>
  );
}
