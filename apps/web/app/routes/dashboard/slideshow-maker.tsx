import {
  MAX_SLIDE_TEXT,
  SLIDE_SECONDS,
  SLIDE_TRANSITIONS,
  SLIDESHOW_IMAGES,
  type TCreateGeneration,
  type TUpload,
} from "@reelforge/contract";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import { CancelButton } from "../../components/generators/cancel-button";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import {
  type CaptionStyle,
  CaptionStyleSelect,
  DEFAULT_VOICE,
  type MusicMood,
  MusicSelect,
  type Platform,
  PlatformSelect,
  type VoiceChoice,
  VoiceFields,
  voiceRequest,
} from "../../components/generators/option-fields";
import { PageFrame } from "../../components/generators/page-frame";
import { ProgressBar } from "../../components/generators/progress-bar";
import { UploadChooser } from "../../components/generators/upload-chooser";
import { useGeneration } from "../../components/generators/use-generation";
import { VideoResult } from "../../components/generators/video-result";
import { UseBrandKit } from "../../components/media/use-brand-kit";
import { Button } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";
import { controlClasses, Input, Options, Select } from "../../components/ui/field";
import { SlideshowIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";

export function meta() {
  return [{ title: "Slideshow maker · ReelForge" }];
}

const labelClass = "block text-sm font-semibold text-slate-800 dark:text-slate-100";
const TRANSITION_LABELS: Record<(typeof SLIDE_TRANSITIONS)[number], string> = {
  fade: "Fade",
  slideleft: "Slide left",
  slideup: "Slide up",
  wipeleft: "Wipe",
  circleopen: "Circle",
  none: "Cut",
};
const OWN_MUSIC = "own";
type Music = MusicMood | typeof OWN_MUSIC;

export default function SlideshowMakerPage() {
  const [pictures, setPictures] = useState<TUpload[]>([]);
  const images = pictures.map((p) => p.id);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [narrate, setNarrate] = useState(false);
  const [voice, setVoice] = useState<VoiceChoice>(DEFAULT_VOICE);
  const [captions, setCaptions] = useState<CaptionStyle>("clean");
  const [platform, setPlatform] = useState<Platform>("Instagram");
  const [music, setMusic] = useState<Music>("upbeat");
  const [songs, setSongs] = useState<TUpload[]>([]);
  const song = songs.map((s) => s.id);
  const [fit, setFit] = useState(true);
  const [seconds, setSeconds] = useState(3);
  const [transition, setTransition] = useState<(typeof SLIDE_TRANSITIONS)[number]>("fade");
  const [brand, setBrand] = useState(true);
  const { generation, busy, start, reset } = useGeneration();

  const ownMusic = music === OWN_MUSIC;
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (images.length < SLIDESHOW_IMAGES.min) {
      toast.error(`Choose at least ${SLIDESHOW_IMAGES.min} pictures`);
      return;
    }
    if (ownMusic && !song[0]) {
      toast.error("Choose or upload your music");
      return;
    }
    const request: TCreateGeneration = {
      kind: "slideshow",
      input: {
        images,
        texts: images.map((id) => texts[id] ?? ""),
        narrate,
        ...(narrate ? { ...voiceRequest(voice), captions } : {}),
        platform,
        ...(ownMusic ? { musicUpload: song[0] } : { music: music as MusicMood }),
        ...(ownMusic && fit ? { fitToMusic: true } : { secondsPerSlide: seconds }),
        transition,
        brand,
      },
    };
    try {
      const done = await start(request);
      if (done.status === "succeeded") toast.success("Slideshow Generated");
      else if (done.status === "failed") toast.error(done.error ?? "Something went wrong!");
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "Something went wrong!");
    }
  }

  const finished = generation?.status === "succeeded" ? generation : null;
  return (
    <PageFrame
      icon={SlideshowIcon}
      title="Slideshow maker"
      lead="Your photos as a video: gentle motion, transitions, your words on each slide and music."
    >
      {finished ? (
        <VideoResult generation={finished} onClose={reset} />
      ) : (
        <form onSubmit={onSubmit} noValidate className={`${cardClass} space-y-6`}>
          <UploadChooser
            kind="image"
            label={`Pictures, in order (${SLIDESHOW_IMAGES.min} to ${SLIDESHOW_IMAGES.max})`}
            choose="Choose pictures"
            description="In the order you choose them. Upload new ones here too."
            multiple
            value={pictures}
            onChange={(chosen) => setPictures(chosen.slice(0, SLIDESHOW_IMAGES.max))}
            disabled={busy}
          />
          {images.length > 0 && (
            <fieldset className="space-y-2" disabled={busy}>
              <legend className={labelClass}>Text on each slide (optional)</legend>
              {images.map((id, i) => (
                <label
                  key={id}
                  className="flex items-center gap-3 text-sm text-slate-700 dark:text-slate-300"
                >
                  <span className="w-16 shrink-0">Slide {i + 1}</span>
                  <input
                    type="text"
                    maxLength={MAX_SLIDE_TEXT}
                    value={texts[id] ?? ""}
                    onChange={(e) => setTexts({ ...texts, [id]: e.target.value })}
                    className={controlClasses()}
                    aria-label={`Text of slide ${i + 1}`}
                  />
                </label>
              ))}
              <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-100">
                <input type="checkbox" checked={narrate} onChange={(e) => setNarrate(e.target.checked)} />
                Read the texts aloud (with captions)
              </label>
            </fieldset>
          )}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <PlatformSelect value={platform} onChange={setPlatform} disabled={busy} />
            <Select
              label="Transition"
              value={transition}
              disabled={busy}
              onChange={(e) => setTransition(e.target.value as typeof transition)}
            >
              <Options values={SLIDE_TRANSITIONS} labelFor={(t) => TRANSITION_LABELS[t]} />
            </Select>
            <MusicSelect
              value={music}
              onChange={setMusic}
              own={{ value: OWN_MUSIC, label: "My own music" }}
              disabled={busy}
            />
            {!(ownMusic && fit) && (
              <Input
                label="Seconds per slide"
                type="number"
                min={SLIDE_SECONDS.min}
                max={SLIDE_SECONDS.max}
                step={0.5}
                value={seconds}
                disabled={busy}
                onChange={(e) => setSeconds(Number(e.target.value))}
              />
            )}
            {narrate && (
              <>
                <VoiceFields value={voice} onChange={setVoice} disabled={busy} />
                <CaptionStyleSelect value={captions} onChange={setCaptions} disabled={busy} />
              </>
            )}
          </div>
          {ownMusic && (
            <div className="space-y-3">
              <UploadChooser
                kind="audio"
                label="Your music"
                choose="Choose your music"
                description="It plays under the slides. Upload a song here too."
                multiple={false}
                value={songs}
                onChange={setSongs}
                disabled={busy}
              />
              <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-100">
                <input type="checkbox" checked={fit} onChange={(e) => setFit(e.target.checked)} />
                Fit the slides to the length of the music
              </label>
            </div>
          )}
          <UseBrandKit checked={brand} onChange={setBrand} disabled={busy} />
          <GenerationEstimate
            kind="slideshow"
            input={{ images, platform, secondsPerSlide: seconds }}
            busy={busy}
          />
          {busy ? (
            <div className="space-y-4">
              <div className="flex items-center gap-3 text-slate-700 dark:text-slate-200">
                <Spinner label="Making your slideshow" /> Making your slideshow…
              </div>
              {generation && <ProgressBar stage={generation.stage} percent={generation.percent} />}
              <CancelButton generation={generation} />
            </div>
          ) : (
            <Button type="submit" variant="strong" size="block" className="sm:w-auto">
              Make the Slideshow
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
