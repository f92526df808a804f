import { zodResolver } from "@hookform/resolvers/zod";
import {
  AGE_GROUP_CHOICES,
  GENDER_CHOICES,
  VIDEO_DURATIONS,
  VIDEO_LANGUAGES,
  VIDEO_PLATFORMS,
  ZLinkVideoInput,
} from "@reelforge/contract";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { GeneratorActions } from "../../components/generators/generator-actions";
import { OptionChips } from "../../components/generators/option-chips";
import { PageFrame } from "../../components/generators/page-frame";
import { toastFirstError, useGenerator } from "../../components/generators/use-generator";
import { VideoResult } from "../../components/generators/video-result";
import { UseBrandKit } from "../../components/media/use-brand-kit";
import { cardClass } from "../../components/ui/card";
import { Input, Options, Select } from "../../components/ui/field";
import { GlobeIcon } from "../../components/ui/icons";

export function meta() {
  return [{ title: "Link to video · ReelForge" }];
}

const DURATION_LABELS = VIDEO_DURATIONS.map((s) => `${s} Seconds`);

// Link to video (issue 13): paste an article's address; the server reads the page, writes the script
// from its facts and shows its pictures.
type Values = z.input<typeof ZLinkVideoInput>;
type Request = z.output<typeof ZLinkVideoInput>;
type Language = (typeof VIDEO_LANGUAGES)[number];
type AgeGroup = (typeof AGE_GROUP_CHOICES)[number];
type Gender = (typeof GENDER_CHOICES)[number];

export default function LinkToVideoPage() {
  // The request is the form's value, checked by the contract's schema before it is sent.
  const form = useForm<Values, unknown, Request>({
    resolver: zodResolver(ZLinkVideoInput),
    defaultValues: {
      url: "",
      videoDuration: DURATION_LABELS.at(-1) ?? "10 Seconds",
      platform: "Youtube",
      languages: ["English"],
      agegroup: ["All Age Groups"],
      gender: ["Female"],
      brand: true,
    },
  });
  const { errors } = form.formState;
  const [url, duration, languageList, agegroup, gender, brand] = form.watch([
    "url",
    "videoDuration",
    "languages",
    "agegroup",
    "gender",
    "brand",
  ]);
  // The schema's input types are plain strings; the chips only offer the vocabularies' values.
  const languages = (languageList ?? []) as Language[];
  const { generation, busy, reset, submit, finished } = useGenerator({
    succeeded: "Video Generated",
    failed: "The video could not be made.",
  });

  async function onSubmit(request: Request) {
    await submit({
      kind: "link-video",
      input: {
        ...request,
        languages: request.languages?.length ? request.languages : undefined,
        agegroup: request.agegroup.length ? request.agegroup : ["All Age Groups"],
      },
    });
  }

  return (
    <PageFrame
      icon={GlobeIcon}
      title="Link to video"
      lead="Paste a link to an article, blog post or product page: ReelForge reads it, writes a script from its facts and makes a video with its pictures."
    >
      {finished ? (
        <VideoResult generation={finished} onClose={reset} />
      ) : (
        <form
          noValidate
          // The schema's refusal shows at the field and in a toast; what was typed stays.
          onSubmit={form.handleSubmit(onSubmit, toastFirstError("Check the highlighted fields"))}
          className={`${cardClass} space-y-5`}
        >
          <Input
            label="Page link"
            type="url"
            required
            inputMode="url"
            placeholder="https://example.com/blog/our-new-product"
            readOnly={busy}
            error={errors.url?.message}
            {...form.register("url")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label="Duration"
              disabled={busy}
              error={errors.videoDuration?.message}
              {...form.register("videoDuration")}
            >
              <Options values={DURATION_LABELS} />
            </Select>
            <Select
              label="Platform"
              disabled={busy}
              error={errors.platform?.message}
              {...form.register("platform")}
            >
              <Options values={VIDEO_PLATFORMS} />
            </Select>
          </div>
          <OptionChips
            legend="Languages"
            multiple
            options={VIDEO_LANGUAGES}
            selected={languages}
            onChange={(next) => form.setValue("languages", next)}
          />
          <OptionChips
            legend="Age groups"
            multiple
            options={AGE_GROUP_CHOICES}
            exclusive="All Age Groups"
            selected={(agegroup ?? []) as AgeGroup[]}
            onChange={(next) => form.setValue("agegroup", next)}
          />
          <OptionChips
            legend="Gender"
            options={GENDER_CHOICES}
            selected={(gender ?? []) as Gender[]}
            onChange={([next]) => next && form.setValue("gender", [next])}
          />
          <UseBrandKit
            checked={brand !== false}
            onChange={(value) => form.setValue("brand", value)}
            disabled={busy}
          />
          <GenerationEstimate
            kind="link-video"
            input={{ url, videoDuration: duration, languages }}
            busy={busy}
          />
          <GeneratorActions
            generation={generation}
            busy={busy}
            submit="Make a video from the link"
            working={{
              label: "Making your video from the page",
              text: "Reading the page and making your video…",
              languages,
            }}
          />
        </form>
      )}
    </PageFrame>
  );
}
