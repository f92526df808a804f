import { CLIP_COUNT, CLIP_REFRAMES, CLIP_SECONDS, type TGeneration, type TUpload } from "@reelforge/contract";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
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
import { UploadChooser } from "../../components/generators/upload-chooser";
import { useGenerator } from "../../components/generators/use-generator";
import { Button, buttonClasses } from "../../components/ui/button";
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
            <a href={`${clip.videoUrl}?download=1`} download className={buttonClasses("outline", "box")}>
              Download clip {i + 1}
            </a>
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
      <Button type="button" variant="outline" size="box" onClick={onClose}>
        Make more clips
      </Button>
    </section>
  );
}

// Clip generator (issue 13): the user's long video cut at its scene changes and pauses into clips for a
// platform, each one playable and downloadable.
export default function ClipGeneratorPage() {
  const [videos, setVideos] = useState<TUpload[]>([]);
  const [count, setCount] = useState(3);
  const [maxSeconds, setMaxSeconds] = useState(60);
  const [platform, setPlatform] = useState<Platform>("TikTok");
  const [reframe, setReframe] = useState<(typeof CLIP_REFRAMES)[number]>("blur");
  // The captions' look when the speech is heard: the six styles and four fonts of the subtitles.
  const [captions, setCaptions] = useState<CaptionStyle>("bold-pop");
  const [font, setFont] = useState<CaptionFont>("Montserrat");
  const { generation, busy, reset, submit, finished } = useGenerator({
    succeeded: "Clips Generated",
    failed: "The clips could not be made.",
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const video = videos[0]?.id;
    if (!video) {
      toast.error("Choose or upload the video to cut");
      return;
    }
    await submit({
      kind: "clips",
      input: { video, count, maxSeconds, platform, reframe, captions, font },
    });
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
        <form onSubmit={onSubmit} className={`${cardClass} space-y-5`}>
          <UploadChooser
            kind="video"
            label="Your long video"
            choose="Choose your video"
            description="The video to cut into clips."
            multiple={false}
            value={videos}
            onChange={setVideos}
            disabled={busy}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label="Number of clips"
              type="number"
              min={CLIP_COUNT.min}
              max={CLIP_COUNT.max}
              value={count}
              onChange={(event) => setCount(Number(event.target.value) || CLIP_COUNT.min)}
              disabled={busy}
            />
            <Input
              label="Longest clip (seconds)"
              type="number"
              min={CLIP_SECONDS.min}
              max={CLIP_SECONDS.max}
              value={maxSeconds}
              onChange={(event) => setMaxSeconds(Number(event.target.value) || CLIP_SECONDS.min)}
              disabled={busy}
            />
            <PlatformSelect value={platform} onChange={setPlatform} disabled={busy} />
            <Select
              label="Framing"
              value={reframe}
              onChange={(event) => setReframe(event.target.value as typeof reframe)}
              disabled={busy}
            >
              {CLIP_REFRAMES.map((r) => (
                <option key={r} value={r}>
                  {REFRAME_LABELS[r]}
                </option>
              ))}
            </Select>
            <CaptionStyleSelect value={captions} onChange={setCaptions} disabled={busy} />
            <CaptionFontSelect value={font} onChange={setFont} disabled={busy} />
          </div>
          <GenerationEstimate kind="clips" input={{ count, maxSeconds }} busy={busy} />
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
