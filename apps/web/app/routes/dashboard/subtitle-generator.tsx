import {
  MAX_CUE_TEXT,
  MAX_TRANSCRIPT,
  type TGeneration,
  type TSubtitleCue,
  type TUpload,
  VIDEO_LANGUAGES,
} from "@reelforge/contract";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { GenerationAlert, GenerationWorking } from "../../components/generators/generator-actions";
import {
  type CaptionFont,
  CaptionFontSelect,
  type CaptionStyle,
  CaptionStyleSelect,
} from "../../components/generators/option-fields";
import { PageFrame } from "../../components/generators/page-frame";
import { UploadChooser } from "../../components/generators/upload-chooser";
import { useGeneration } from "../../components/generators/use-generation";
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

// Subtitle generator (issue 13), in two steps: the video's words become cues (heard by the server's
// recogniser, or the pasted transcript matched to the speech); the user reads and corrects them; then
// they are burned into the video in the chosen style and font, with SRT and VTT to download.
export default function SubtitleGeneratorPage() {
  const [clips, setClips] = useState<TUpload[]>([]);
  const [language, setLanguage] = useState<(typeof VIDEO_LANGUAGES)[number]>("English");
  const [captions, setCaptions] = useState<CaptionStyle>("clean");
  const [font, setFont] = useState<CaptionFont>("Montserrat");
  const [transcript, setTranscript] = useState("");
  const [cues, setCues] = useState<TSubtitleCue[] | null>(null);
  const [timed, setTimed] = useState<TGeneration | null>(null);
  const [burned, setBurned] = useState<TGeneration | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { generation, busy, start, reset } = useGeneration();
  const video = clips[0]?.id;

  async function run(input: Record<string, unknown>): Promise<TGeneration | null> {
    setProblem(null);
    try {
      const done = await start({
        kind: "subtitles",
        input: { video, language, captions, font, ...input },
      } as Parameters<typeof start>[0]);
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

  async function makeCues(event: FormEvent) {
    event.preventDefault();
    if (!video) {
      toast.error("Choose or upload your video");
      return;
    }
    const done = await run({ ...(transcript.trim() ? { transcript } : {}), burn: false });
    if (done) {
      setTimed(done);
      setCues(done.result?.cues ?? []);
      toast.success("Captions ready: check them, then burn them in");
    }
  }

  async function burn(event: FormEvent) {
    event.preventDefault();
    if (!cues?.some((c) => /[\p{L}\p{N}]/u.test(c.text))) {
      toast.error("Every caption is empty");
      return;
    }
    const done = await run({ cues: cues.filter((c) => c.text.trim()) });
    if (done) {
      setBurned(done);
      toast.success("Subtitled video ready");
    }
  }

  function startOver() {
    setCues(null);
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
      ) : cues ? (
        <form onSubmit={burn} className={`${cardClass} space-y-5`} aria-labelledby="cues-heading">
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
          <ol className="space-y-3" aria-label="Captions">
            {cues.map((cue, i) => (
              <li key={`${cue.start}-${cue.end}`}>
                <Input
                  label={`Caption ${i + 1}, ${clock(cue.start)} to ${clock(cue.end)}`}
                  value={cue.text}
                  maxLength={MAX_CUE_TEXT}
                  disabled={busy}
                  onChange={(event) => {
                    const text = event.target.value;
                    setCues((all) => all?.map((c, k) => (k === i ? { ...c, text } : c)) ?? null);
                  }}
                />
              </li>
            ))}
          </ol>
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
        <form onSubmit={makeCues} className={`${cardClass} space-y-5`}>
          <UploadChooser
            kind="video"
            label="Your video"
            choose="Choose your video"
            description="The video whose speech gets subtitles; its picture and sound stay as they are."
            multiple={false}
            value={clips}
            onChange={setClips}
            disabled={busy}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <Select
              label="Spoken language"
              value={language}
              onChange={(e) => setLanguage(e.target.value as typeof language)}
              disabled={busy}
            >
              <Options values={VIDEO_LANGUAGES} />
            </Select>
            <CaptionStyleSelect value={captions} onChange={setCaptions} disabled={busy} />
            <CaptionFontSelect value={font} onChange={setFont} disabled={busy} />
          </div>
          <Textarea
            label="Transcript (what is said in the video)"
            hint="Paste the words as they are spoken: they are matched to the speech to time each one. Leave it empty only when this server has a speech recogniser set up."
            rows={5}
            maxLength={MAX_TRANSCRIPT}
            value={transcript}
            onChange={(e) => setTranscript(e.target.value)}
            disabled={busy}
          />
          <GenerationEstimate kind="subtitles" input={{ video, transcript }} busy={busy} />
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
