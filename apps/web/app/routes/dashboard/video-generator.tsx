import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import {
  type BrandStory,
  BrandStoryDialog,
  DEFAULT_STORY,
} from "../../components/generators/brand-story-dialog";
import { CancelButton } from "../../components/generators/cancel-button";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { PageFrame, textareaClass } from "../../components/generators/page-frame";
import { ProgressBar } from "../../components/generators/progress-bar";
import { useGeneration } from "../../components/generators/use-generation";
import { VideoResult } from "../../components/generators/video-result";
import { type MediaChoice, MediaFields, mediaInput, NO_MEDIA } from "../../components/media/media-fields";
import { buttonClasses } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";
import { VideoIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { errorText } from "../../lib/api-client";

export function meta() {
  return [{ title: "Video generator · ReelForge" }];
}

export default function VideoGeneratorPage() {
  const [prompt, setPrompt] = useState("");
  const [story, setStory] = useState<BrandStory>(DEFAULT_STORY);
  const [storyOpen, setStoryOpen] = useState(false);
  const [mine, setMine] = useState<MediaChoice>(NO_MEDIA);
  const { generation, busy, start, reset } = useGeneration();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMaking([...new Set(languages)]);
    try {
      const done = await start({
        kind: "video",
        input: {
          description: prompt.trim(),
          agegroup: story.agegroup.length ? story.agegroup : ["All Age Groups"],
          platform: story.platform,
          videoDuration: story.duration,
          gender: [story.gender],
          languages: story.languages.length ? story.languages : undefined,
          ...mediaInput(mine),
        },
      });
      if (done.status === "succeeded") toast.success("Video Generated");
      else if (done.status === "failed") toast.error(done.error ?? "The video could not be made.");
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  const finished = generation?.status === "succeeded" ? generation : null;
  // The languages of the running request (one video each), in the order they are made.
  const [making, setMaking] = useState<string[]>([]);
  const languages = story.languages.length ? story.languages : ["English"];
  const several = (busy ? making : languages).length > 1;

  return (
    <PageFrame
      icon={VideoIcon}
      title="Video generator"
      lead="Type a prompt and get a finished video: script, voiceover, visuals, captions and music, sized for your platform."
    >
      {finished ? (
        <VideoResult generation={finished} onClose={reset} />
      ) : (
        <form onSubmit={onSubmit} className={`${cardClass} space-y-4`}>
          <label
            htmlFor="video-prompt"
            className="block text-sm font-semibold text-slate-800 dark:text-slate-100"
          >
            Prompt
          </label>
          <textarea
            id="video-prompt"
            required
            rows={3}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder="Why bees matter for the food on our plates"
            className={textareaClass}
            disabled={busy}
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {story.duration} · {story.platform} · {story.gender} voice · {story.agegroup.join(", ")} ·{" "}
            {languages.join(", ")} narration
            {languages.length > 1 && ` · ${languages.length} videos, one per language`}
          </p>
          <MediaFields value={mine} onChange={setMine} disabled={busy} />
          <GenerationEstimate
            kind="video"
            input={{ description: prompt, videoDuration: story.duration, languages: story.languages }}
            busy={busy}
          />
          {busy ? (
            <div className="space-y-4">
              <div className="flex items-center gap-3 text-slate-700 dark:text-slate-200">
                {several ? (
                  <>
                    <Spinner label={`Generating ${making.length} videos`} /> Generating {making.length}{" "}
                    videos, one per language ({making.join(", ")})…
                  </>
                ) : (
                  <>
                    <Spinner label="Generating your video" /> Generating your video…
                  </>
                )}
              </div>
              {generation && (
                <ProgressBar stage={generation.stage} percent={generation.percent} languages={making} />
              )}
              <CancelButton generation={generation} />
            </div>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row">
              <button type="submit" className={buttonClasses("strong", "block", "sm:w-auto")}>
                Generate a video
              </button>
              <button
                type="button"
                className={buttonClasses("outline", "box")}
                onClick={() => setStoryOpen(true)}
              >
                Generative Brand Story
              </button>
            </div>
          )}
          {generation?.status === "failed" && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {generation.error}
            </p>
          )}
        </form>
      )}
      <BrandStoryDialog
        open={storyOpen}
        onOpenChange={setStoryOpen}
        story={story}
        onApply={(next, composed) => {
          setStory(next);
          if (composed) setPrompt(composed);
        }}
      />
    </PageFrame>
  );
}
