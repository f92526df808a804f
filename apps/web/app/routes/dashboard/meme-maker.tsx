import { zodResolver } from "@hookform/resolvers/zod";
import {
  MAX_MEME_TEXT,
  MEME_TEMPLATES,
  type MemeTemplateId,
  type TUpload,
  VIDEO_PLATFORMS,
  ZMemeInput,
} from "@reelforge/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { GeneratorActions } from "../../components/generators/generator-actions";
import { PageFrame } from "../../components/generators/page-frame";
import { UploadChooser } from "../../components/generators/upload-chooser";
import { toastFirstError, useGenerator } from "../../components/generators/use-generator";
import { VideoResult } from "../../components/generators/video-result";
import { Button } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";
import { Options, RadioCard, Select, Textarea } from "../../components/ui/field";
import { VideoIcon } from "../../components/ui/icons";
import { api } from "../../lib/api-client";

export function meta() {
  return [{ title: "Meme video maker · ReelForge" }];
}

// A small drawing of each template's layout: where the words go (lines) and where the picture goes.
function TemplatePreview({ id }: { id: MemeTemplateId }) {
  const picture = "fill-sky-300 dark:fill-sky-700";
  const words = "fill-slate-900 dark:fill-slate-100";
  const outlined = "fill-white stroke-slate-900 [stroke-width:1.5]";
  return (
    <svg viewBox="0 0 54 96" aria-hidden="true" className="h-24 w-[54px] shrink-0 rounded-lg">
      <rect width="54" height="96" className="fill-slate-700" />
      {id === "caption-bar" && (
        <>
          <rect y="16" width="54" height="20" className="fill-white" />
          <rect x="8" y="21" width="38" height="4" rx="2" className={words} />
          <rect x="14" y="28" width="26" height="4" rx="2" className={words} />
          <rect y="36" width="54" height="40" className={picture} />
        </>
      )}
      {id === "top-bottom" && (
        <>
          <rect width="54" height="96" className={picture} />
          <rect x="7" y="12" width="40" height="7" rx="2" className={outlined} />
          <rect x="11" y="76" width="32" height="7" rx="2" className={outlined} />
        </>
      )}
      {id === "reaction-split" && (
        <>
          <rect width="54" height="48" className="fill-slate-900" />
          <rect x="7" y="18" width="40" height="6" rx="2" className={outlined} />
          <rect x="12" y="27" width="30" height="6" rx="2" className={outlined} />
          <rect y="48" width="54" height="48" className={picture} />
        </>
      )}
    </svg>
  );
}

type Values = z.input<typeof ZMemeInput>;
type Request = z.output<typeof ZMemeInput>;

// Meme video maker (issue 13): a template, the words (emoji and any script welcome), the user's photo or
// clip (or an illustration of the words), the platform's frame.
export default function MemeMakerPage() {
  const templates = useQuery({
    queryKey: ["meme-templates"],
    queryFn: () => api("GET /api/meme-templates"),
    placeholderData: { items: MEME_TEMPLATES.map((t) => ({ ...t, fields: [...t.fields] })) },
  });
  const form = useForm<Values, unknown, Request>({
    resolver: zodResolver(ZMemeInput),
    defaultValues: { template: "top-bottom", topText: "", bottomText: "", platform: "TikTok" },
  });
  const { errors } = form.formState;
  const [template, topText, bottomText, platform] = form.watch([
    "template",
    "topText",
    "bottomText",
    "platform",
  ]);
  const [media, setMedia] = useState<TUpload[]>([]);
  const { generation, busy, reset, submit, finished } = useGenerator({
    succeeded: "Meme Generated",
    failed: "The meme could not be made.",
  });
  const items = templates.data?.items ?? [];
  const chosen = items.find((t) => t.id === template) ?? items[0];

  async function onSubmit(request: Request) {
    await submit({
      kind: "meme",
      input: { ...request, ...(media[0] ? { media: media[0].id } : {}) },
    });
  }

  return (
    <PageFrame
      icon={VideoIcon}
      title="Meme video maker"
      lead="Pick a template, write the joke (emoji welcome) and add your own photo or clip, or let ReelForge draw a picture of your words."
    >
      {finished ? (
        <VideoResult generation={finished} onClose={reset} />
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit, toastFirstError())}
          className={`${cardClass} space-y-5`}
        >
          <fieldset disabled={busy}>
            <legend className="mb-2 block text-sm font-semibold text-slate-800 dark:text-slate-100">
              Template
            </legend>
            <div role="radiogroup" aria-label="Template" className="grid gap-3 sm:grid-cols-3">
              {items.map((t) => (
                <RadioCard key={t.id} value={t.id} {...form.register("template")}>
                  <TemplatePreview id={t.id} />
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900 dark:text-white">{t.name}</span>
                    <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                      {t.description}
                    </span>
                  </span>
                </RadioCard>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            {(chosen?.fields ?? []).map((f) => (
              <Textarea
                key={`${chosen?.id}-${f.name}`}
                id={`meme-${f.name}`}
                label={f.label}
                aside={
                  <span aria-live="polite">
                    {((f.name === "topText" ? topText : bottomText) ?? "").length}/{MAX_MEME_TEXT}
                  </span>
                }
                rows={2}
                maxLength={f.maxLength}
                placeholder={f.placeholder}
                readOnly={busy}
                error={errors[f.name]?.message}
                {...form.register(f.name)}
              />
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <UploadChooser
              kind={["image", "video"]}
              label="Your photo or clip (optional)"
              choose="Choose a photo or clip"
              description="The meme's picture: a clip keeps its length (up to 20 seconds), a photo moves gently. Without one, ReelForge draws a picture of your words."
              multiple={false}
              value={media}
              onChange={setMedia}
              disabled={busy}
            />
            <Select label="Platform" disabled={busy} {...form.register("platform")}>
              <Options values={VIDEO_PLATFORMS} />
            </Select>
          </div>
          {media.length > 0 && (
            <Button type="button" variant="quiet" size="box" onClick={() => setMedia([])} disabled={busy}>
              Use a drawn picture instead
            </Button>
          )}
          <GenerationEstimate kind="meme" input={{ template, topText, bottomText, platform }} busy={busy} />
          <GeneratorActions
            generation={generation}
            busy={busy}
            submit="Make the meme"
            working={{ label: "Making your meme", text: "Making your meme…" }}
          />
        </form>
      )}
    </PageFrame>
  );
}
