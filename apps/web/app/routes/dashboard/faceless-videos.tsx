import { zodResolver } from "@hookform/resolvers/zod";
import {
  CAPTION_FONT_CHOICES,
  CAPTION_STYLE_CHOICES,
  CAPTION_STYLES,
  ENGLISH_ACCENTS,
  GENDER_CHOICES,
  MAX_FACELESS_SCRIPT,
  MUSIC_MOOD_CHOICES,
  PLATFORMS,
  VIDEO_LANGUAGES,
  VIDEO_PLATFORMS,
  ZFacelessInput,
} from "@reelforge/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { toast } from "react-toastify";
import type { z } from "zod";
import { CancelButton } from "../../components/generators/cancel-button";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { PageFrame } from "../../components/generators/page-frame";
import { ProgressBar } from "../../components/generators/progress-bar";
import { useGeneration } from "../../components/generators/use-generation";
import { VideoResult } from "../../components/generators/video-result";
import { type MediaChoice, MediaFields, mediaInput, NO_MEDIA } from "../../components/media/media-fields";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Options, Select, Textarea } from "../../components/ui/field";
import { FacelessIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
export function meta() {
  return [{ title: "Faceless videos · ReelForge" }];
}

// English accents of the built-in voice ("" is the language's default).
const ACCENTS = ["", ...ENGLISH_ACCENTS] as const;

const moodLabel = (m: string) => (m === "none" ? "No music" : m.charAt(0).toUpperCase() + m.slice(1));

type Values = z.input<typeof ZFacelessInput>;
type Request = z.output<typeof ZFacelessInput>;

/** The platform a link asks the form to start on (`?platform=youtube-shorts` from the Shorts page). */
function platformFrom(params: URLSearchParams): Values["platform"] | undefined {
  const id = params.get("platform") ?? "";
  const label = (PLATFORMS as Record<string, string>)[id];
  return (VIDEO_PLATFORMS as readonly string[]).includes(label ?? "")
    ? (label as Values["platform"])
    : undefined;
}

export default function FacelessVideosPage() {
  const [params] = useSearchParams();
  // The request is the form's value, checked by the contract's schema before it is sent.
  const form = useForm<Values, unknown, Request>({
    resolver: zodResolver(ZFacelessInput),
    defaultValues: {
      script: "",
      platform: platformFrom(params) ?? "TikTok",
      language: "English",
      gender: "Female",
      accent: "",
      captions: "bold-pop",
      font: "Montserrat",
      music: "upbeat",
    },
  });
  const { errors } = form.formState;
  const script = form.watch("script") ?? "";
  const language = form.watch("language");
  // Photos, clips and a song from the user's uploads (the media picker), sent with the request.
  const [mine, setMine] = useState<MediaChoice>(NO_MEDIA);
  const { generation, busy, start, reset } = useGeneration();

  async function onSubmit({ accent, ...input }: Request) {
    try {
      const done = await start({
        kind: "faceless",
        // An accent is an English voice's only.
        input: {
          ...input,
          ...(accent && input.language === "English" ? { accent: accent.toLowerCase() } : {}),
          ...mediaInput(mine),
        },
      });
      if (done.status === "succeeded") toast.success("Video Generated");
      else if (done.status === "failed") toast.error(done.error ?? "Something went wrong!");
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "Something went wrong!");
    }
  }

  const finished = generation?.status === "succeeded" ? generation : null;

  return (
    <PageFrame
      icon={FacelessIcon}
      title="Faceless videos"
      lead="Paste a script; get a narrated video with captions, visuals and music, no camera needed."
    >
      {finished ? (
        <VideoResult generation={finished} onClose={reset} />
      ) : (
        <Card
          as="form"
          noValidate
          // SPEC 5: an empty script says "Write Something!" (as a toast and at the field) and makes no call.
          onSubmit={form.handleSubmit(onSubmit, (invalid) => {
            if (invalid.script?.message) toast.error(invalid.script.message);
          })}
          className="space-y-5"
        >
          <Textarea
            id="faceless-script"
            label="Script"
            aside={
              <span aria-live="polite">
                {script.length}/{MAX_FACELESS_SCRIPT}
              </span>
            }
            rows={7}
            placeholder="Write or paste the narration of your video…"
            disabled={busy}
            error={errors.script?.message}
            {...form.register("script")}
          />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Select label="Platform" error={errors.platform?.message} {...form.register("platform")}>
              <Options values={VIDEO_PLATFORMS} />
            </Select>
            <Select label="Language" error={errors.language?.message} {...form.register("language")}>
              <Options values={VIDEO_LANGUAGES} />
            </Select>
            <Select label="Voice" error={errors.gender?.message} {...form.register("gender")}>
              <Options values={GENDER_CHOICES} />
            </Select>
            <Select
              label="Accent"
              disabled={language !== "English"}
              error={errors.accent?.message}
              {...form.register("accent")}
            >
              <Options values={ACCENTS} labelFor={(a) => (a === "" ? "Default" : a)} />
            </Select>
            <Select label="Caption style" error={errors.captions?.message} {...form.register("captions")}>
              <Options values={CAPTION_STYLE_CHOICES} labelFor={(c) => CAPTION_STYLES[c]} />
            </Select>
            <Select label="Font" error={errors.font?.message} {...form.register("font")}>
              <Options values={CAPTION_FONT_CHOICES} />
            </Select>
            <Select label="Music" error={errors.music?.message} {...form.register("music")}>
              <Options values={MUSIC_MOOD_CHOICES} labelFor={moodLabel} />
            </Select>
          </div>
          <MediaFields value={mine} onChange={setMine} disabled={busy} />
          <GenerationEstimate kind="faceless" input={{ script }} busy={busy} />
          {busy ? (
            <div className="space-y-4">
              <div className="flex items-center gap-3 text-slate-700 dark:text-slate-200">
                <Spinner label="Generating your faceless video" /> Generating your video…
              </div>
              {generation && <ProgressBar stage={generation.stage} percent={generation.percent} />}
              <CancelButton generation={generation} />
            </div>
          ) : (
            <Button type="submit" variant="strong" size="block" className="sm:w-auto">
              Generate a Faceless Video
            </Button>
          )}
          {generation?.status === "failed" && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {generation.error}
            </p>
          )}
        </Card>
      )}
    </PageFrame>
  );
}
