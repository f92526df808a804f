import {
  AGE_GROUP_CHOICES,
  GENDER_CHOICES,
  VIDEO_DURATIONS,
  VIDEO_LANGUAGES,
  VIDEO_PLATFORMS,
} from "@reelforge/contract";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import { CancelButton } from "../../components/generators/cancel-button";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { OptionChips } from "../../components/generators/option-chips";
import { PageFrame } from "../../components/generators/page-frame";
import { ProgressBar } from "../../components/generators/progress-bar";
import { useGeneration } from "../../components/generators/use-generation";
import { VideoResult } from "../../components/generators/video-result";
import { UseBrandKit } from "../../components/media/use-brand-kit";
import { Button } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";
import { Input, Options, Select } from "../../components/ui/field";
import { GlobeIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { errorText } from "../../lib/api-client";

export function meta() {
  return [{ title: "Link to video · ReelForge" }];
}

const DURATION_LABELS = VIDEO_DURATIONS.map((s) => `${s} Seconds`);

// Link to video (issue 13): paste an article's address; the server reads the page, writes the script
// from its facts and shows its pictures.
export default function LinkToVideoPage() {
  const [url, setUrl] = useState("");
  const [duration, setDuration] = useState(DURATION_LABELS.at(-1) ?? "10 Seconds");
  const [platform, setPlatform] = useState<(typeof VIDEO_PLATFORMS)[number]>("Youtube");
  const [languages, setLanguages] = useState<(typeof VIDEO_LANGUAGES)[number][]>(["English"]);
  const [agegroup, setAgegroup] = useState<(typeof AGE_GROUP_CHOICES)[number][]>(["All Age Groups"]);
  const [gender, setGender] = useState<(typeof GENDER_CHOICES)[number]>("Female");
  const [brand, setBrand] = useState(true);
  const { generation, busy, start, reset } = useGeneration();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const done = await start({
        kind: "link-video",
        input: {
          url: url.trim(),
          platform,
          videoDuration: duration,
          languages: languages.length ? languages : undefined,
          agegroup: agegroup.length ? agegroup : ["All Age Groups"],
          gender: [gender],
          ...(brand ? {} : { brand: false }),
        },
      });
      if (done.status === "succeeded") toast.success("Video Generated");
      else if (done.status === "failed") toast.error(done.error ?? "The video could not be made.");
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  const finished = generation?.status === "succeeded" ? generation : null;

  return (
    <PageFrame
      icon={GlobeIcon}
      title="Link to video"
      lead="Paste a link to an article, blog post or product page: ReelForge reads it, writes a script from its facts and makes a video with its pictures."
    >
      {finished ? (
        <VideoResult generation={finished} onClose={reset} />
      ) : (
        <form onSubmit={onSubmit} className={`${cardClass} space-y-5`}>
          <Input
            label="Page link"
            type="url"
            required
            inputMode="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://example.com/blog/our-new-product"
            disabled={busy}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label="Duration"
              value={duration}
              onChange={(event) => setDuration(event.target.value)}
              disabled={busy}
            >
              <Options values={DURATION_LABELS} />
            </Select>
            <Select
              label="Platform"
              value={platform}
              onChange={(event) => setPlatform(event.target.value as typeof platform)}
              disabled={busy}
            >
              <Options values={VIDEO_PLATFORMS} />
            </Select>
          </div>
          <OptionChips
            legend="Languages"
            multiple
            options={VIDEO_LANGUAGES}
            selected={languages}
            onChange={setLanguages}
          />
          <OptionChips
            legend="Age groups"
            multiple
            options={AGE_GROUP_CHOICES}
            exclusive="All Age Groups"
            selected={agegroup}
            onChange={setAgegroup}
          />
          <OptionChips
            legend="Gender"
            options={GENDER_CHOICES}
            selected={[gender]}
            onChange={([next]) => next && setGender(next)}
          />
          <UseBrandKit checked={brand} onChange={setBrand} disabled={busy} />
          <GenerationEstimate
            kind="link-video"
            input={{ url, videoDuration: duration, languages }}
            busy={busy}
          />
          {busy ? (
            <div className="space-y-4">
              <div className="flex items-center gap-3 text-slate-700 dark:text-slate-200">
                <Spinner label="Making your video from the page" /> Reading the page and making your video…
              </div>
              {generation && (
                <ProgressBar stage={generation.stage} percent={generation.percent} languages={languages} />
              )}
              <CancelButton generation={generation} />
            </div>
          ) : (
            <Button type="submit" variant="strong" size="block" className="sm:w-auto">
              Make a video from the link
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
