import type { TGeneration } from "@reelforge/contract";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import { CreditsList } from "../../components/generators/credits-list";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { saveBlob } from "../../components/generators/generation-files";
import { PageFrame, textareaClass } from "../../components/generators/page-frame";
import { ShareButton } from "../../components/generators/share-button";
import { Button, buttonClasses } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";
import { ImageIcon } from "../../components/ui/icons";
import { api, apiFile, errorText } from "../../lib/api-client";

export function meta() {
  return [{ title: "Image generator · ReelForge" }];
}

export default function ImageGeneratorPage() {
  const [prompt, setPrompt] = useState("");
  const [pending, setPending] = useState(false);
  const [image, setImage] = useState<{ url: string; id?: string; generation?: TGeneration | null } | null>(
    null,
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const reply = await api("POST /api/image/generate", { json: { prompt: prompt.trim() } });
      const generation = await api("GET /api/generations/{id}", { params: { id: reply.id } }).catch(
        () => null,
      );
      setImage({ url: reply.imageUrl, id: reply.id, generation });
      toast.success("Generated Successfully");
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <PageFrame
      icon={ImageIcon}
      title="Image generator"
      lead="Describe an image and get a PNG you can share or download."
    >
      <form onSubmit={onSubmit} className={`${cardClass} space-y-4`}>
        <label
          htmlFor="image-prompt"
          className="block text-sm font-semibold text-slate-800 dark:text-slate-100"
        >
          Prompt
        </label>
        <textarea
          id="image-prompt"
          required
          rows={3}
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          placeholder="A lighthouse on a cliff at sunrise, warm colours"
          className={textareaClass}
        />
        <GenerationEstimate kind="image" input={{ prompt }} busy={pending} />
        <Button
          type="submit"
          variant="strong"
          size="block"
          pending={pending}
          pendingLabel="Generating your image"
          className="sm:w-auto"
        >
          Generate a image
        </Button>
      </form>

      {image && (
        <section aria-label="Generated image" className={`${cardClass} space-y-4`}>
          <img
            src={image.url}
            alt={image.generation?.title ?? prompt}
            className="mx-auto max-h-[70vh] rounded-2xl border border-slate-200 dark:border-slate-800"
          />
          <CreditsList credits={image.generation?.result?.credits} />
          <div className="flex flex-wrap gap-2">
            {image.id && <ShareButton id={image.id} />}
            <button
              type="button"
              className={buttonClasses("outline", "box")}
              onClick={() =>
                void apiFile("POST /api/image/download", { json: { imageUrl: image.url } })
                  .then((blob) => saveBlob(blob, "image.png"))
                  .catch(() => toast.error("Failed to download image"))
              }
            >
              Download
            </button>
          </div>
        </section>
      )}
    </PageFrame>
  );
}
