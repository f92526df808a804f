import {
  CAPTION_FONT_CHOICES,
  CAPTION_STYLE_CHOICES,
  CAPTION_STYLES,
  ENGLISH_ACCENTS,
  GENDER_CHOICES,
  MAX_FACELESS_SCRIPT,
  MUSIC_MOOD_CHOICES,
  VIDEO_LANGUAGES,
  VIDEO_PLATFORMS,
} from "@reelforge/contract";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import { CancelButton } from "../../components/generators/cancel-button";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { PageFrame, textareaClass } from "../../components/generators/page-frame";
import { ProgressBar } from "../../components/generators/progress-bar";
import { useGeneration } from "../../components/generators/use-generation";
import { VideoResult } from "../../components/generators/video-result";
import { type MediaChoice, MediaFields, mediaInput, NO_MEDIA } from "../../components/media/media-fields";
import { buttonClasses } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";
import { controlClasses } from "../../components/ui/field";
import { FacelessIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";

export function meta() {
  return [{ title: "Faceless videos · ReelForge" }];
}

// English accents of the built-in voice ("" is the language's default).
const ACCENTS = ["", ...ENGLISH_ACCENTS] as const;

const selectClass = `${controlClasses()} mt-1.5`;
const labelClass = "block text-sm font-semibold text-slate-800 dark:text-slate-100";

export default function FacelessVideosPage() {
  const [script, setScript] = useState("");
  const [platform, setPlatform] = useState<(typeof VIDEO_PLATFORMS)[number]>("TikTok");
  const [language, setLanguage] = useState<(typeof VIDEO_LANGUAGES)[number]>("English");
  const [gender, setGender] = useState<(typeof GENDER_CHOICES)[number]>("Female");
  const [accent, setAccent] = useState<(typeof ACCENTS)[number]>("");
  const [captions, setCaptions] = useState<(typeof CAPTION_STYLE_CHOICES)[number]>("bold-pop");
  const [font, setFont] = useState<(typeof CAPTION_FONT_CHOICES)[number]>("Montserrat");
  const [music, setMusic] = useState<(typeof MUSIC_MOOD_CHOICES)[number]>("upbeat");
  const [mine, setMine] = useState<MediaChoice>(NO_MEDIA);
  const { generation, busy, start, reset } = useGeneration();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!script.trim()) {
      toast.error("Write Something!");
      return;
    }
    try {
      const done = await start({
        kind: "faceless",
        input: {
          script,
          platform,
          language,
          gender,
          ...(accent && language === "English" ? { accent: accent.toLowerCase() } : {}),
          captions,
          font,
          music,
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
        <form onSubmit={onSubmit} noValidate className={`${cardClass} space-y-5`}>
          <div>
            <div className="flex items-end justify-between">
              <label htmlFor="faceless-script" className={labelClass}>
                Script
              </label>
              <span className="text-xs tabular-nums text-slate-600 dark:text-slate-400" aria-live="polite">
                {script.length}/{MAX_FACELESS_SCRIPT}
              </span>
            </div>
            <textarea
              id="faceless-script"
              rows={7}
              value={script}
              onChange={(event) => setScript(event.target.value)}
              placeholder="Write or paste the narration of your video…"
              className={`${textareaClass} mt-1.5`}
              disabled={busy}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <label className={labelClass}>
              Platform
              <select
                value={platform}
                onChange={(e) => setPlatform(e.target.value as typeof platform)}
                className={selectClass}
              >
                {VIDEO_PLATFORMS.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </select>
            </label>
            <label className={labelClass}>
              Language
              <select
                value={language}
                onChange={(e) => setLanguage(e.target.value as typeof language)}
                className={selectClass}
              >
                {VIDEO_LANGUAGES.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </select>
            </label>
            <label className={labelClass}>
              Voice
              <select
                value={gender}
                onChange={(e) => setGender(e.target.value as typeof gender)}
                className={selectClass}
              >
                {GENDER_CHOICES.map((g) => (
                  <option key={g}>{g}</option>
                ))}
              </select>
            </label>
            <label className={labelClass}>
              Accent
              <select
                value={accent}
                disabled={language !== "English"}
                onChange={(e) => setAccent(e.target.value as typeof accent)}
                className={selectClass}
              >
                {ACCENTS.map((a) => (
                  <option key={a} value={a}>
                    {a === "" ? "Default" : a}
                  </option>
                ))}
              </select>
            </label>
            <label className={labelClass}>
              Caption style
              <select
                value={captions}
                onChange={(e) => setCaptions(e.target.value as typeof captions)}
                className={selectClass}
              >
                {CAPTION_STYLE_CHOICES.map((c) => (
                  <option key={c} value={c}>
                    {CAPTION_STYLES[c]}
                  </option>
                ))}
              </select>
            </label>
            <label className={labelClass}>
              Font
              <select
                value={font}
                onChange={(e) => setFont(e.target.value as typeof font)}
                className={selectClass}
              >
                {CAPTION_FONT_CHOICES.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
            </label>
            <label className={labelClass}>
              Music
              <select
                value={music}
                onChange={(e) => setMusic(e.target.value as typeof music)}
                className={selectClass}
              >
                {MUSIC_MOOD_CHOICES.map((m) => (
                  <option key={m} value={m}>
                    {m === "none" ? "No music" : m.charAt(0).toUpperCase() + m.slice(1)}
                  </option>
                ))}
              </select>
            </label>
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
            <button type="submit" className={buttonClasses("strong", "block", "sm:w-auto")}>
              Generate a Faceless Video
            </button>
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
