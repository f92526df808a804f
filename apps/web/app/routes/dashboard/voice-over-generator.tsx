import { zodResolver } from "@hookform/resolvers/zod";
import { MAX_VOICE_OVER_TEXT, type TGeneration, type TUpload, ZVoiceOverInput } from "@reelforge/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import type { z } from "zod";
import { CreditsList } from "../../components/generators/credits-list";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { GeneratorActions } from "../../components/generators/generator-actions";
import {
  type Accent,
  CaptionStyleSelect,
  DEFAULT_VOICE,
  type Gender,
  type Language,
  type VoiceChoice,
  VoiceFields,
  voiceRequest,
} from "../../components/generators/option-fields";
import { PageFrame } from "../../components/generators/page-frame";
import { ShareButton } from "../../components/generators/share-button";
import { UploadChooser } from "../../components/generators/upload-chooser";
import { toastFirstError, useGenerator } from "../../components/generators/use-generator";
import { editorPath, VideoResult } from "../../components/generators/video-result";
import { UseBrandKit } from "../../components/media/use-brand-kit";
import { Button, ButtonLink, buttonClasses } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";
import { Checkbox, Textarea } from "../../components/ui/field";
import { MicIcon } from "../../components/ui/icons";

export function meta() {
  return [{ title: "Voice-over generator · ReelForge" }];
}

// The narration on its own: a player, Share, and the MP3, WAV and SRT to download.
function AudioResult({ generation, onClose }: { generation: TGeneration; onClose: () => void }) {
  const r = generation.result;
  return (
    <section aria-label="Generated voice-over" className={`${cardClass} space-y-4`}>
      <h2 className="font-semibold text-slate-900 dark:text-white">{generation.title}</h2>
      {/* biome-ignore lint/a11y/useMediaCaption: the words are offered as an SRT file beside it */}
      <audio controls src={r?.audioUrl} className="w-full" data-testid="voice-over-audio" />
      <CreditsList credits={r?.credits} />
      <div className="flex flex-wrap gap-2">
        <ShareButton id={generation.id} />
        <ButtonLink to={editorPath(generation.id)} variant="outline" size="box">
          Edit
        </ButtonLink>
        <Button variant="outline" size="box" onClick={onClose}>
          Close
        </Button>
        {r?.audioUrl && (
          <a href={`${r.audioUrl}?download=1`} download className={buttonClasses("outline", "box")}>
            Download MP3
          </a>
        )}
        {r?.wavUrl && (
          <a href={`${r.wavUrl}?download=1`} download className={buttonClasses("outline", "box")}>
            Download WAV
          </a>
        )}
        {r?.srtUrl && (
          <a href={`${r.srtUrl}?download=1`} download className={buttonClasses("outline", "box")}>
            Words (.srt)
          </a>
        )}
      </div>
    </section>
  );
}

type Values = z.input<typeof ZVoiceOverInput>;
type Request = z.output<typeof ZVoiceOverInput>;

export default function VoiceOverGeneratorPage() {
  // The request is the form's value, checked by the contract's schema before it is sent.
  const form = useForm<Values, unknown, Request>({
    resolver: zodResolver(ZVoiceOverInput),
    defaultValues: {
      text: "",
      ...DEFAULT_VOICE,
      burnCaptions: true,
      captions: "clean",
      brand: true,
    },
  });
  const { errors } = form.formState;
  const [text, language, gender, accent, speed, burnCaptions, captions, brand] = form.watch([
    "text",
    "language",
    "gender",
    "accent",
    "speed",
    "burnCaptions",
    "captions",
    "brand",
  ]);
  // The schema's input types are plain strings; the fields only offer the vocabularies' values.
  const voice: VoiceChoice = {
    language: language as Language,
    gender: gender as Gender,
    accent: (accent ?? "") as Accent,
    speed: speed ?? 1,
  };
  const setVoice = (next: VoiceChoice) => {
    for (const name of ["language", "gender", "accent", "speed"] as const) form.setValue(name, next[name]);
  };
  // Which video to narrate is the user's own upload, chosen in the media picker.
  const [onVideo, setOnVideo] = useState(false);
  const [clips, setClips] = useState<TUpload[]>([]);
  const video = clips.map((c) => c.id);
  const [preview, setPreview] = useState<string | null>(null);
  const { generation, busy, reset, submit, finished } = useGenerator({
    succeeded: "Voice-over Generated",
    failed: "Something went wrong!",
    unexpected: "Something went wrong!",
  });

  const spoken = voiceRequest(voice);

  function playPreview() {
    // The browser fetches it (with the session cookie) and plays it; the server caches each voice.
    setPreview(`/api/voice-over/preview?${new URLSearchParams({ ...spoken, speed: String(speed) })}`);
  }

  async function onSubmit(request: Request) {
    if (onVideo && !video[0]) {
      toast.error("Choose or upload the video to narrate");
      return;
    }
    await submit({
      kind: "voice-over",
      input: {
        text: request.text,
        ...voiceRequest({
          ...voice,
          language: request.language as Language,
          gender: request.gender as Gender,
        }),
        speed: request.speed,
        ...(onVideo
          ? {
              video: video[0],
              burnCaptions: request.burnCaptions,
              ...(request.burnCaptions ? { captions: request.captions } : {}),
              brand: request.brand,
            }
          : {}),
      },
    });
  }

  return (
    <PageFrame
      icon={MicIcon}
      title="Voice-over generator"
      lead="Your text read aloud in 15 languages, as MP3 and WAV with its words as subtitles, or over your own video."
    >
      {finished ? (
        <div className="space-y-4">
          {finished.result?.videoUrl && <VideoResult generation={finished} />}
          <AudioResult generation={finished} onClose={reset} />
        </div>
      ) : (
        <form
          noValidate
          // SPEC 5: text without a letter or digit says "Write Something!" (as a toast and at the field).
          onSubmit={form.handleSubmit(onSubmit, toastFirstError())}
          className={`${cardClass} space-y-5`}
        >
          <Textarea
            id="voice-over-text"
            label="Text"
            aside={
              <span aria-live="polite">
                {(text ?? "").length}/{MAX_VOICE_OVER_TEXT}
              </span>
            }
            rows={6}
            maxLength={MAX_VOICE_OVER_TEXT}
            placeholder="What should the voice say?"
            readOnly={busy}
            error={errors.text?.message}
            {...form.register("text")}
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <VoiceFields value={voice} onChange={setVoice} speed disabled={busy} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="outline" size="box" onClick={playPreview}>
              Preview this voice
            </Button>
            {preview && (
              // biome-ignore lint/a11y/useMediaCaption: a voice sample; its line is the language's greeting
              <audio key={preview} src={preview} controls autoPlay aria-label="Voice preview" />
            )}
          </div>
          <Checkbox
            label="Put the voice-over on my own video"
            checked={onVideo}
            onChange={(e) => setOnVideo(e.target.checked)}
          />
          {onVideo && (
            <div className="space-y-3">
              <UploadChooser
                kind="video"
                label="Your video"
                choose="Choose your video"
                description="The voice-over is laid over it; its own sound plays quieter under the voice."
                multiple={false}
                value={clips}
                onChange={setClips}
                disabled={busy}
              />
              <Checkbox label="Show the words as captions on the video" {...form.register("burnCaptions")} />
              {burnCaptions && (
                <CaptionStyleSelect
                  className="sm:max-w-xs"
                  value={captions ?? "clean"}
                  onChange={(value) => form.setValue("captions", value)}
                  disabled={busy}
                />
              )}
              <UseBrandKit
                checked={brand !== false}
                onChange={(value) => form.setValue("brand", value)}
                disabled={busy}
              />
            </div>
          )}
          <GenerationEstimate kind="voice-over" input={{ text, ...spoken, speed }} busy={busy} />
          <GeneratorActions
            generation={generation}
            busy={busy}
            submit="Generate the Voice-over"
            working={{ label: "Making your voice-over", text: "Making your voice-over…" }}
          />
        </form>
      )}
    </PageFrame>
  );
}
