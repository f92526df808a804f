import {
  CAPTION_FONT_CHOICES,
  CAPTION_STYLE_CHOICES,
  CAPTION_STYLES,
  CLIP_COUNT,
  CLIP_REFRAMES,
  CLIP_SECONDS,
  type TGeneration,
  type TUpload,
  VIDEO_PLATFORMS,
} from "@reelforge/contract";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import { CancelButton } from "../../components/generators/cancel-button";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { PageFrame } from "../../components/generators/page-frame";
import { ProgressBar } from "../../components/generators/progress-bar";
import { UploadChooser } from "../../components/generators/upload-chooser";
import { useGeneration } from "../../components/generators/use-generation";
import { Button, buttonClasses } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";
import { Input, Options, Select } from "../../components/ui/field";
import { VideoIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { errorText } from "../../lib/api-client";

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
  const [platform, setPlatform] = useState<(typeof VIDEO_PLATFORMS)[number]>("TikTok");
  const [reframe, setReframe] = useState<(typeof CLIP_REFRAMES)[number]>("blur");
  // The captions' look when the speech is heard: the six styles and four fonts of the subtitles.
  const [captions, setCaptions] = useState<(typeof CAPTION_STYLE_CHOICES)[number]>("bold-pop");
  const [font, setFont] = useState<(typeof CAPTION_FONT_CHOICES)[number]>("Montserrat");
  const { generation, busy, start, reset } = useGeneration();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const video = videos[0]?.id;
    if (!video) {
      toast.error("Choose or upload the video to cut");
      return;
    }
    try {
      const done = await start({
        kind: "clips",
        input: { video, count, maxSeconds, platform, reframe, captions, font },
      });
      if (done.status === "succeeded") toast.success("Clips Generated");
      else if (done.status === "failed") toast.error(done.error ?? "The clips could not be made.");
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  const finished = generation?.status === "succeeded" ? generation : null;
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
            <Select
              label="Platform"
              value={platform}
              onChange={(event) => setPlatform(event.target.value as typeof platform)}
              disabled={busy}
            >
              <Options values={VIDEO_PLATFORMS} />
            </Select>
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
            <Select
              label="Caption style"
              value={captions}
              onChange={(event) => setCaptions(event.target.value as typeof captions)}
              disabled={busy}
            >
              <Options values={CAPTION_STYLE_CHOICES} labelFor={(c) => CAPTION_STYLES[c]} />
            </Select>
            <Select
              label="Font"
              value={font}
              onChange={(event) => setFont(event.target.value as typeof font)}
              disabled={busy}
            >
              <Options values={CAPTION_FONT_CHOICES} />
            </Select>
          </div>
          <GenerationEstimate kind="clips" input={{ count, maxSeconds }} busy={busy} />
          {busy ? (
            <div className="space-y-4">
              <div className="flex items-center gap-3 text-slate-700 dark:text-slate-200">
                <Spinner label="Cutting your clips" /> Finding the clips and cutting them…
              </div>
              {generation && <ProgressBar stage={generation.stage} percent={generation.percent} />}
              <CancelButton generation={generation} />
            </div>
          ) : (
            <Button type="submit" variant="strong" size="block" className="sm:w-auto">
              Make clips
            </Button>
          )}
          {generation?.status === "failed" && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {generation.error}
            </p>
          )}
        </form>
      )}
    </PageFrame>
  );
}
