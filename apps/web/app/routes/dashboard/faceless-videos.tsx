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
import type { z } from "zod";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { GeneratorActions } from "../../components/generators/generator-actions";
import { PageFrame } from "../../components/generators/page-frame";
import { toastFirstError, useGenerator } from "../../components/generators/use-generator";
import { VideoResult } from "../../components/generators/video-result";
import { type MediaChoice, MediaFields, mediaInput, NO_MEDIA } from "../../components/media/media-fields";
import { Card } from "../../components/ui/card";
import { Options, Select, Textarea } from "../../components/ui/field";
import { FacelessIcon } from "../../components/ui/icons";

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
  const { generation, busy, reset, submit, finished } = useGenerator({
    succeeded: "Video Generated",
    failed: "Something went wrong!",
    unexpected: "Something went wrong!",
  });

  async function onSubmit({ accent, ...input }: Request) {
    await submit({
      kind: "faceless",
      // An accent is an English voice's only.
      input: {
        ...input,
        ...(accent && input.language === "English" ? { accent: accent.toLowerCase() } : {}),
        ...mediaInput(mine),
      },
    });
  }

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
          onSubmit={form.handleSubmit(onSubmit, toastFirstError())}
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
          <GeneratorActions
            generation={generation}
            busy={busy}
            submit="Generate a Faceless Video"
            working={{ label: "Generating your faceless video", text: "Generating your video…" }}
          />
        </Card>
      )}
    </PageFrame>
  );
}
