import {
  MAX_CUE_TEXT,
  MAX_TRANSCRIPT,
  type TGeneration,
  type TSubtitleCue,
  type TUpload,
  VIDEO_LANGUAGES,
  ZSubtitlesInput,
} from "@reelforge/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import type { z } from "zod";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { GenerationAlert, GenerationWorking } from "../../components/generators/generator-actions";
import {
  type CaptionFont,
  CaptionFontSelect,
  type CaptionStyle,
  CaptionStyleSelect,
} from "../../components/generators/option-fields";
import { PageFrame } from "../../components/generators/page-frame";
import { pageResolver } from "../../components/generators/page-resolver";
import { UploadChooser } from "../../components/generators/upload-chooser";
import { useGeneration } from "../../components/generators/use-generation";
import { toastFirstError } from "../../components/generators/use-generator";
import { VideoResult } from "../../components/generators/video-result";
import { Button, buttonClasses } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";
import { Input, Options, Select, Textarea } from "../../components/ui/field";
import { VideoIcon } from "../../components/ui/icons";
import { errorText } from "../../lib/api-client";

export function meta() {
  return [{ title: "Subtitle generator · ReelForge" }];
}

/** 2.5 -> "0:02.5" */
function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = (seconds - 60 * m).toFixed(1).padStart(4, "0");
  return `${m}:${s}`;
}

type Request = z.output<typeof ZSubtitlesInput>;
// The first step's values: the video (the id of the upload chosen in the picker, "" until one is), its
// language, the captions' look and the transcript ("" when the recogniser is to hear the words).
type Setup = {
  video: string;
  language: (typeof VIDEO_LANGUAGES)[number];
  captions: CaptionStyle;
  font: CaptionFont;
  transcript: string;
};
// The second step's: the same video and look, and the cues as the user corrects them.
type Edited = Omit<Setup, "transcript"> & { cues: TSubtitleCue[] };

const SETUP: Setup = {
  video: "",
  language: "English",
  captions: "clean",
  font: "Montserrat",
  transcript: "",
};

const chooseVideo = { video: { type: "required", message: "Choose or upload your video" } };

/** Step one: the cues only (`burn: false`), from the transcript when one is pasted. */
export const setupResolver = pageResolver(
  ZSubtitlesInput,
  ({ transcript, ...setup }: Setup) => ({
    ...setup,
    ...(transcript.trim() ? { transcript } : {}),
    burn: false,
  }),
  (values) => (values.video ? {} : chooseVideo),
);

/** Step two: the edited cues burned in; a caption with no letter or digit in it is left out. */
export const editedResolver = pageResolver(
  ZSubtitlesInput,
  (values: Edited) => values,
  (values) => {
    if (!values.video) return chooseVideo;
    return values.cues.some((c) => /[\p{L}\p{N}]/u.test(c.text))
      ? {}
      : { cues: { type: "custom", message: "Every caption is empty" } };
  },
);

// Subtitle generator (issue 13), in two steps: the video's words become cues (heard by the server's
// recogniser, or the pasted transcript matched to the speech); the user reads and corrects them; then
// they are burned into the video in the chosen style and font, with SRT and VTT to download.
export default function SubtitleGeneratorPage() {
  const setup = useForm<Setup, unknown, Request>({ resolver: setupResolver, defaultValues: SETUP });
  const edited = useForm<Edited, unknown, Request>({
    resolver: editedResolver,
    defaultValues: { ...SETUP, cues: [] },
  });
  const setupErrors = setup.formState.errors;
  const editedErrors = edited.formState.errors;
  const { video, captions, font, transcript } = setup.watch();
  const cues = edited.watch("cues");
  // What is chosen in the picker (its thumbnail and name); the form holds its id.
  const [clips, setClips] = useState<TUpload[]>([]);
  const [timed, setTimed] = useState<TGeneration | null>(null);
  const [burned, setBurned] = useState<TGeneration | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { generation, busy, start, reset } = useGeneration();
  const set = <K extends keyof Setup>(name: K, value: Setup[K]) =>
    setup.setValue(name, value as never, { shouldValidate: setup.formState.isSubmitted });

  function chooseClip(chosen: TUpload[]) {
    setClips(chosen);
    set("video", chosen[0]?.id ?? "");
  }

  async function run(input: Request): Promise<TGeneration | null> {
    setProblem(null);
    try {
      const done = await start({ kind: "subtitles", input });
      if (done.status === "failed") {
        setProblem(done.error ?? "The subtitles could not be made.");
        toast.error(done.error ?? "The subtitles could not be made.");
        return null;
      }
      return done.status === "succeeded" ? done : null;
    } catch (error) {
      setProblem(errorText(error));
      toast.error(errorText(error));
      return null;
    }
  }

  async function makeCues(request: Request) {
    const done = await run(request);
    if (done) {
      const { transcript: _, ...chosen } = setup.getValues();
      edited.reset({ ...chosen, cues: done.result?.cues ?? [] });
      setTimed(done);
      toast.success("Captions ready: check them, then burn them in");
    }
  }

  async function burn(request: Request) {
    const done = await run({ ...request, cues: request.cues?.filter((c) => c.text.trim()) });
    if (done) {
      setBurned(done);
      toast.success("Subtitled video ready");
    }
  }

  function startOver() {
    setTimed(null);
    setBurned(null);
    setProblem(null);
    reset();
  }

  const working = busy && (
    <GenerationWorking
      generation={generation}
      label="Working on your subtitles"
      text="Working on your subtitles…"
    />
  );
  const alert = problem && <GenerationAlert>{problem}</GenerationAlert>;

  return (
    <PageFrame
      icon={VideoIcon}
      title="Subtitle generator"
      lead="Subtitles for your own video: the words timed to the speech, checked by you, then burned in in one of six styles and four fonts, with SRT and VTT files."
    >
      {burned ? (
        <VideoResult generation={burned} onClose={startOver} />
      ) : timed ? (
        <form
          noValidate
          onSubmit={edited.handleSubmit(burn, toastFirstError())}
          className={`${cardClass} space-y-5`}
          aria-labelledby="cues-heading"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="cues-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              Check your captions
            </h2>
            <div className="flex flex-wrap gap-2">
              {timed?.result?.srtUrl && (
                <a
                  href={`${timed.result.srtUrl}?download=1`}
                  download
                  className={buttonClasses("outline", "box")}
                >
                  Download SRT
                </a>
              )}
              {timed?.result?.vttUrl && (
                <a
                  href={`${timed.result.vttUrl}?download=1`}
                  download
                  className={buttonClasses("outline", "box")}
                >
                  Download VTT
                </a>
              )}
            </div>
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Correct any word, then burn the captions into your video. An emptied caption is left out.
          </p>
          <ol
            className="space-y-3"
            aria-label="Captions"
            aria-describedby={editedErrors.cues?.message ? "cues-error" : undefined}
          >
            {cues.map((cue, i) => (
              <li key={`${cue.start}-${cue.end}`}>
                <Input
                  label={`Caption ${i + 1}, ${clock(cue.start)} to ${clock(cue.end)}`}
                  maxLength={MAX_CUE_TEXT}
                  disabled={busy}
                  error={editedErrors.cues?.[i]?.text?.message ?? editedErrors.cues?.[i]?.message}
                  {...edited.register(`cues.${i}.text`)}
                />
              </li>
            ))}
          </ol>
          {editedErrors.cues?.message && (
            <p id="cues-error" className="text-sm font-medium text-red-600 dark:text-red-400">
              {editedErrors.cues.message}
            </p>
          )}
          {working || (
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="strong" size="block" className="sm:w-auto">
                Burn captions into the video
              </Button>
              <Button variant="outline" size="box" onClick={startOver}>
                Start again
              </Button>
            </div>
          )}
          {alert}
        </form>
      ) : (
        <form
          noValidate
          onSubmit={setup.handleSubmit(makeCues, toastFirstError())}
          className={`${cardClass} space-y-5`}
        >
          <UploadChooser
            kind="video"
            label="Your video"
            choose="Choose your video"
            description="The video whose speech gets subtitles; its picture and sound stay as they are."
            multiple={false}
            value={clips}
            onChange={chooseClip}
            disabled={busy}
            error={setupErrors.video?.message}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <Select
              label="Spoken language"
              disabled={busy}
              error={setupErrors.language?.message}
              {...setup.register("language")}
            >
              <Options values={VIDEO_LANGUAGES} />
            </Select>
            <CaptionStyleSelect
              value={captions}
              onChange={(value) => set("captions", value)}
              disabled={busy}
            />
            <CaptionFontSelect value={font} onChange={(value) => set("font", value)} disabled={busy} />
          </div>
          <Textarea
            label="Transcript (what is said in the video)"
            hint="Paste the words as they are spoken: they are matched to the speech to time each one. Leave it empty only when this server has a speech recogniser set up."
            rows={5}
            maxLength={MAX_TRANSCRIPT}
            disabled={busy}
            error={setupErrors.transcript?.message}
            {...setup.register("transcript")}
          />
          <GenerationEstimate
            kind="subtitles"
            input={{ video: video || undefined, transcript }}
            busy={busy}
          />
          {working || (
            <Button type="submit" variant="strong" size="block" className="sm:w-auto">
              Make captions
            </Button>
          )}
          {alert}
        </form>
      )}
    </PageFrame>
  );
}
