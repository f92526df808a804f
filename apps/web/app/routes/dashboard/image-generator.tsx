import { zodResolver } from "@hookform/resolvers/zod";
import { type TGeneration, ZImageInput } from "@reelforge/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import type { z } from "zod";
import { CreditsList } from "../../components/generators/credits-list";
import { ExportRefusal, useExport } from "../../components/generators/export-download";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { PageFrame } from "../../components/generators/page-frame";
import { ShareButton } from "../../components/generators/share-button";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Textarea } from "../../components/ui/field";
import { ImageIcon } from "../../components/ui/icons";
import { api, apiFile, errorText } from "../../lib/api-client";
export function meta() {
  return [{ title: "Image generator · ReelForge" }];
}

type Values = z.input<typeof ZImageInput>;
type Request = z.output<typeof ZImageInput>;

export default function ImageGeneratorPage() {
  const form = useForm<Values, unknown, Request>({
    resolver: zodResolver(ZImageInput),
    defaultValues: { prompt: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const prompt = form.watch("prompt") ?? "";
  // SPEC 8: "Failed to download image"; the Free plan's refusal is shown with an upgrade link.
  const download = useExport(() => toast.error("Failed to download image"));
  const [image, setImage] = useState<{
    url: string;
    prompt: string;
    id?: string;
    generation?: TGeneration | null;
  } | null>(null);

  async function onSubmit(json: Request) {
    try {
      const reply = await api("POST /api/image/generate", { json });
      const generation = await api("GET /api/generations/{id}", { params: { id: reply.id } }).catch(
        () => null,
      );
      setImage({ url: reply.imageUrl, prompt: json.prompt, id: reply.id, generation });
      toast.success("Generated Successfully");
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  return (
    <PageFrame
      icon={ImageIcon}
      title="Image generator"
      lead="Describe an image and get a PNG you can share or download."
    >
      <Card as="form" onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
        {/* SPEC 5: the prompt box is required (the browser says so); the schema checks the rest. */}
        <Textarea
          id="image-prompt"
          label="Prompt"
          required
          rows={3}
          placeholder="A lighthouse on a cliff at sunrise, warm colours"
          error={errors.prompt?.message}
          {...form.register("prompt")}
        />
        <GenerationEstimate kind="image" input={{ prompt }} busy={isSubmitting} />
        <Button
          type="submit"
          variant="strong"
          size="block"
          pending={isSubmitting}
          pendingLabel="Generating your image"
          className="sm:w-auto"
        >
          Generate a image
        </Button>
      </Card>

      {image && (
        <Card as="section" aria-label="Generated image" className="space-y-4">
          <img
            src={image.url}
            alt={image.generation?.title ?? image.prompt}
            className="mx-auto max-h-[70vh] rounded-2xl border border-slate-200 dark:border-slate-800"
          />
          <CreditsList credits={image.generation?.result?.credits} />
          <div className="flex flex-wrap gap-2">
            {image.id && <ShareButton id={image.id} />}
            <Button
              variant="outline"
              size="box"
              pending={download.pending}
              onClick={() =>
                void download.run(
                  () => apiFile("POST /api/image/download", { json: { imageUrl: image.url } }),
                  "image.png",
                )
              }
            >
              Download
            </Button>
            <ExportRefusal error={download.refusal} />
          </div>
        </Card>
      )}
    </PageFrame>
  );
}
