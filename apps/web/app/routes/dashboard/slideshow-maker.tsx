import {
  DEFAULT_SLIDE_SECONDS,
  MAX_SLIDE_TEXT,
  SLIDE_SECONDS,
  SLIDE_TRANSITIONS,
  SLIDESHOW_IMAGES,
  type TUpload,
  ZSlideshowInput,
} from "@reelforge/contract";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import type { z } from "zod";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { GeneratorActions } from "../../components/generators/generator-actions";
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
import { pageResolver } from "../../components/generators/page-resolver";
import { UploadChooser } from "../../components/generators/upload-chooser";
import { toastFirstError, useGenerator } from "../../components/generators/use-generator";
import { VideoResult } from "../../components/generators/video-result";
import { UseBrandKit } from "../../components/media/use-brand-kit";
import { cardClass } from "../../components/ui/card";
import { Checkbox, Input, Options, Select } from "../../components/ui/field";
import { SlideshowIcon } from "../../components/ui/icons";

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

type Request = z.output<typeof ZSlideshowInput>;
type Transition = (typeof SLIDE_TRANSITIONS)[number];
// The form's values: the request's fields as the page asks for them (the music a mood or "own",
// the voice as its fields); `toRequest` turns them into the request the contract's schema checks.
type Values = {
  images: string[];
  texts: string[];
  narrate: boolean;
  language: VoiceChoice["language"];
  gender: VoiceChoice["gender"];
  accent: VoiceChoice["accent"];
  captions: CaptionStyle;
  platform: Platform;
  music: Music;
  musicUpload: string;
  fitToMusic: boolean;
  secondsPerSlide: number;
  transition: Transition;
  brand: boolean;
};

function toRequest(v: Values) {
  const own = v.music === OWN_MUSIC;
  return {
    images: v.images,
    texts: v.images.map((_, i) => v.texts[i] ?? ""),
    narrate: v.narrate,
    ...(v.narrate ? { ...voiceRequest({ ...v, speed: 1 }), captions: v.captions } : {}),
    platform: v.platform,
    ...(own ? { musicUpload: v.musicUpload || undefined } : { music: v.music as MusicMood }),
    ...(own && v.fitToMusic ? { fitToMusic: true } : { secondsPerSlide: v.secondsPerSlide }),
    transition: v.transition,
    brand: v.brand,
  };
}

/**
 * The page's own two checks first (in its words: pictures and a song are chosen here, not typed),
 * then the contract's schema on the request; its errors name the form's fields.
 */
export const slideshowResolver = pageResolver(ZSlideshowInput, toRequest, (values: Values) => {
  const errors: FieldErrors<Values> = {};
  if (values.images.length < SLIDESHOW_IMAGES.min)
    errors.images = { type: "min", message: `Choose at least ${SLIDESHOW_IMAGES.min} pictures` };
  if (values.music === OWN_MUSIC && !values.musicUpload)
    errors.musicUpload = { type: "required", message: "Choose or upload your music" };
  return errors;
});

const DEFAULTS: Values = {
  images: [],
  texts: [],
  narrate: false,
  ...DEFAULT_VOICE,
  captions: "clean",
  platform: "Instagram",
  music: "upbeat",
  musicUpload: "",
  fitToMusic: true,
  secondsPerSlide: DEFAULT_SLIDE_SECONDS,
  transition: "fade",
  brand: true,
};

export default function SlideshowMakerPage() {
  // The request is the form's value, checked by the contract's schema before it is sent.
  const form = useForm<Values, unknown, Request>({
    resolver: slideshowResolver,
    defaultValues: DEFAULTS,
  });
  const { errors } = form.formState;
  const values = form.watch();
  const { images, texts, narrate, music, fitToMusic: fit } = values;
  const voice: VoiceChoice = { ...values, speed: 1 };
  // What is chosen in the pickers (their thumbnails and names); the form holds their ids.
  const [pictures, setPictures] = useState<TUpload[]>([]);
  const [songs, setSongs] = useState<TUpload[]>([]);
  const { generation, busy, reset, submit, finished } = useGenerator({
    succeeded: "Slideshow Generated",
    failed: "Something went wrong!",
    unexpected: "Something went wrong!",
  });
  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    form.setValue(name, value as never, { shouldValidate: form.formState.isSubmitted });

  function choosePictures(chosen: TUpload[]) {
    const next = chosen.slice(0, SLIDESHOW_IMAGES.max);
    // Each text stays with its picture when pictures are added, removed or reordered.
    const textOf = new Map(images.map((id, i) => [id, texts[i] ?? ""]));
    setPictures(next);
    set(
      "texts",
      next.map((p) => textOf.get(p.id) ?? ""),
    );
    set(
      "images",
      next.map((p) => p.id),
    );
  }

  function chooseSongs(chosen: TUpload[]) {
    setSongs(chosen);
    set("musicUpload", chosen[0]?.id ?? "");
  }

  const setVoice = (next: VoiceChoice) => {
    for (const name of ["language", "gender", "accent"] as const) set(name, next[name]);
  };

  async function onSubmit(request: Request) {
    await submit({ kind: "slideshow", input: request });
  }

  const ownMusic = music === OWN_MUSIC;
  return (
    <PageFrame
      icon={SlideshowIcon}
      title="Slideshow maker"
      lead="Your photos as a video: gentle motion, transitions, your words on each slide and music."
    >
      {finished ? (
        <VideoResult generation={finished} onClose={reset} />
      ) : (
        <form
          noValidate
          // The first refusal is also said in a toast; every field keeps what was entered.
          onSubmit={form.handleSubmit(onSubmit, toastFirstError("Check the highlighted fields"))}
          className={`${cardClass} space-y-6`}
        >
          <UploadChooser
            kind="image"
            label={`Pictures, in order (${SLIDESHOW_IMAGES.min} to ${SLIDESHOW_IMAGES.max})`}
            choose="Choose pictures"
            description="In the order you choose them. Upload new ones here too."
            multiple
            value={pictures}
            onChange={choosePictures}
            disabled={busy}
            error={errors.images?.message}
          />
          {images.length > 0 && (
            <fieldset className="space-y-2" disabled={busy}>
              <legend className={labelClass}>Text on each slide (optional)</legend>
              {images.map((id, i) => (
                <div key={id} className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
                  <span aria-hidden="true" className="w-16 shrink-0 pt-3">
                    Slide {i + 1}
                  </span>
                  <Input
                    label={`Text of slide ${i + 1}`}
                    hideLabel
                    className="min-w-0 flex-1"
                    maxLength={MAX_SLIDE_TEXT}
                    value={texts[i] ?? ""}
                    onChange={(e) => form.setValue(`texts.${i}`, e.target.value)}
                    error={errors.texts?.[i]?.message}
                  />
                </div>
              ))}
              <Checkbox label="Read the texts aloud (with captions)" {...form.register("narrate")} />
            </fieldset>
          )}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <PlatformSelect
              value={values.platform}
              onChange={(value) => set("platform", value)}
              disabled={busy}
            />
            <Select
              label="Transition"
              disabled={busy}
              error={errors.transition?.message}
              {...form.register("transition")}
            >
              <Options values={SLIDE_TRANSITIONS} labelFor={(t) => TRANSITION_LABELS[t]} />
            </Select>
            <MusicSelect
              value={music}
              onChange={(value) => set("music", value)}
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
                disabled={busy}
                error={errors.secondsPerSlide?.message}
                {...form.register("secondsPerSlide", { valueAsNumber: true })}
              />
            )}
            {narrate && (
              <>
                <VoiceFields value={voice} onChange={setVoice} disabled={busy} />
                <CaptionStyleSelect
                  value={values.captions}
                  onChange={(value) => set("captions", value)}
                  disabled={busy}
                />
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
                onChange={chooseSongs}
                disabled={busy}
                error={errors.musicUpload?.message ?? errors.fitToMusic?.message}
              />
              <Checkbox label="Fit the slides to the length of the music" {...form.register("fitToMusic")} />
            </div>
          )}
          <UseBrandKit checked={values.brand} onChange={(value) => set("brand", value)} disabled={busy} />
          <GenerationEstimate
            kind="slideshow"
            input={{ images, platform: values.platform, secondsPerSlide: values.secondsPerSlide }}
            busy={busy}
          />
          <GeneratorActions
            generation={generation}
            busy={busy}
            submit="Make the Slideshow"
            working={{ label: "Making your slideshow", text: "Making your slideshow…" }}
          />
        </form>
      )}
    </PageFrame>
  );
}
