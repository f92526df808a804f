import { generatorOf, type TGeneration } from "@reelforge/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "react-toastify";
import { CreditsList } from "../../components/generators/credits-list";
import { isActive } from "../../components/generators/generation-files";
import { LanguageSwitcher } from "../../components/generators/language-switcher";
import { PageFrame } from "../../components/generators/page-frame";
import { ProgressBar } from "../../components/generators/progress-bar";
import { scriptPreview } from "../../components/generators/script-preview";
import { ShareButton } from "../../components/generators/share-button";
import { EDITABLE_KINDS, editorPath } from "../../components/generators/video-result";
import { pickVersion, videoVersions } from "../../components/generators/video-versions";
import { Button, buttonClasses } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";
import { GENERATOR_ICONS, LibraryIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { api, errorText } from "../../lib/api-client";

export function meta() {
  return [{ title: "Library · ReelForge" }];
}

// Each kind's name and icon come from its registry entry.
const kindOf = (kind: TGeneration["kind"]) => {
  const generator = generatorOf(kind);
  return { label: generator.noun, icon: GENERATOR_ICONS[generator.icon] };
};

const STATUS: Record<TGeneration["status"], string> = {
  queued: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  running: "bg-brand-100 text-brand-800 dark:bg-brand-500/20 dark:text-brand-200",
  succeeded: "bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200",
  failed: "bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-200",
  cancelled: "bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
};

const POLL_MS = 1500;

export default function LibraryPage() {
  const [items, setItems] = useState<TGeneration[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  // The language chosen for each video made in several languages (by generation id).
  const [languageOf, setLanguageOf] = useState<Record<string, string>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const refresh = useCallback(async () => {
    try {
      const page = await api("GET /api/generations", { query: { limit: "20" } });
      setItems((current) => {
        // Keep rows loaded by "Load more" below the refreshed first page.
        const fresh = new Set(page.items.map((g) => g.id));
        const older = (current ?? []).slice(20).filter((g) => !fresh.has(g.id));
        return [...page.items, ...older];
      });
      setCursor((c) => c ?? page.nextCursor);
      return page.items.some(isActive);
    } catch (error) {
      toast.error(errorText(error));
      return false;
    }
  }, []);

  useEffect(() => {
    let stopped = false;
    const loop = async () => {
      const active = await refresh();
      if (!stopped && active) timer.current = setTimeout(loop, POLL_MS);
    };
    void loop();
    return () => {
      stopped = true;
      clearTimeout(timer.current);
    };
  }, [refresh]);

  async function loadMore() {
    if (!cursor) return;
    const page = await api("GET /api/generations", { query: { limit: "20", cursor } }).catch((error) => {
      toast.error(errorText(error));
      return null;
    });
    if (!page) return;
    setItems((current) => [...(current ?? []), ...page.items]);
    setCursor(page.nextCursor);
  }

  async function remove(g: TGeneration) {
    if (!window.confirm(`Delete “${g.title}”? This cannot be undone.`)) return;
    try {
      await api("DELETE /api/generations/{id}", { params: { id: g.id } });
      setItems((current) => (current ?? []).filter((item) => item.id !== g.id));
      toast.success("Deleted");
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  async function cancel(g: TGeneration) {
    try {
      await api("POST /api/generations/{id}/cancel", { params: { id: g.id } });
      void refresh();
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  return (
    <PageFrame icon={LibraryIcon} title="Library" lead="Everything you generated, newest first.">
      {items === null ? (
        <div className="flex justify-center py-16 text-slate-600 dark:text-slate-300">
          <Spinner label="Loading your library" />
        </div>
      ) : items.length === 0 ? (
        <section className={`${cardClass} text-center`}>
          <p className="text-lg font-semibold text-slate-900 dark:text-white">Nothing here yet</p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Videos, images and scripts you generate are saved here automatically.
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-2">
            <Link to="/dashboard/video-generator" className={buttonClasses("outline", "box")}>
              Make a video
            </Link>
            <Link to="/dashboard/image-generator" className={buttonClasses("outline", "box")}>
              Make an image
            </Link>
            <Link to="/dashboard/text-to-script" className={buttonClasses("outline", "box")}>
              Write a script
            </Link>
          </div>
        </section>
      ) : (
        <>
          {/* Cards keep their own height: a script card is not stretched to the video card beside it. */}
          <ul className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Generations">
            {items.map((g) => {
              const Kind = kindOf(g.kind);
              const versions = videoVersions(g.result);
              const version = pickVersion(versions, languageOf[g.id]);
              // A voice-over without a video is its narration (MP3).
              const media = version?.videoUrl ?? g.result?.imageUrl ?? g.result?.audioUrl;
              const poster = version?.thumbnailUrl ?? g.result?.thumbnailUrl;
              return (
                <li
                  key={g.id}
                  className="flex flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
                  data-testid="library-item"
                >
                  {!media && !poster && g.result?.text ? (
                    open === g.id ? null : (
                      // A script has no picture: its first lines stand in its place.
                      <div className="border-b border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-800/60">
                        <p
                          data-testid="script-preview"
                          className="line-clamp-4 whitespace-pre-line text-sm leading-relaxed text-slate-700 dark:text-slate-200"
                        >
                          {scriptPreview(g.result.text)}
                        </p>
                      </div>
                    )
                  ) : (
                    <div className="relative grid aspect-video place-items-center bg-slate-100 dark:bg-slate-800">
                      {open === g.id && version ? (
                        // biome-ignore lint/a11y/useMediaCaption: captions are burnt into the video
                        <video
                          key={version.videoUrl}
                          src={version.videoUrl}
                          controls
                          autoPlay
                          aria-label={versions.length > 1 ? `${g.title} (${version.language})` : g.title}
                          className="size-full bg-black object-contain"
                        />
                      ) : open === g.id && g.result?.audioUrl ? (
                        // biome-ignore lint/a11y/useMediaCaption: its words are the SRT offered beside it
                        <audio
                          src={g.result.audioUrl}
                          controls
                          autoPlay
                          aria-label={g.title}
                          className="w-11/12"
                        />
                      ) : poster ? (
                        <img src={poster} alt="" className="size-full object-cover" loading="lazy" />
                      ) : (
                        <Kind.icon className="size-10 text-slate-400" />
                      )}
                    </div>
                  )}
                  <div className="flex flex-1 flex-col gap-3 p-4">
                    <div className="flex items-center justify-between gap-2 text-xs">
                      <span className="inline-flex items-center gap-1.5 font-semibold text-slate-700 dark:text-slate-200">
                        <Kind.icon className="size-4" /> {Kind.label}
                      </span>
                      <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS[g.status]}`}>
                        {g.status}
                      </span>
                    </div>
                    <p className="line-clamp-2 font-medium text-slate-900 dark:text-white">{g.title}</p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {new Date(g.createdAt).toLocaleString(undefined, {
                        dateStyle: "medium",
                        timeStyle: "short",
                      })}
                    </p>
                    {isActive(g) && <ProgressBar stage={g.stage} percent={g.percent} />}
                    {g.status === "failed" && (
                      <p className="text-sm text-red-700 dark:text-red-300">{g.error}</p>
                    )}
                    {open === g.id && g.result?.text && (
                      <p className="max-h-64 overflow-y-auto whitespace-pre-wrap rounded-xl bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                        {g.result.text}
                      </p>
                    )}
                    {g.status === "succeeded" && version && (
                      <LanguageSwitcher
                        versions={versions}
                        selected={version.code}
                        onSelect={(code) => setLanguageOf((current) => ({ ...current, [g.id]: code }))}
                      />
                    )}
                    {g.status === "succeeded" && <CreditsList credits={g.result?.credits} />}
                    <div className="mt-auto flex flex-wrap gap-2 pt-1">
                      {g.status === "succeeded" && (
                        <Button
                          variant="outline"
                          size="box"
                          onClick={() => setOpen(open === g.id ? null : g.id)}
                        >
                          {open === g.id ? "Hide" : "Open"}
                        </Button>
                      )}
                      {g.kind === "script" && g.status === "succeeded" && (
                        <Link
                          to={`/dashboard/text-to-script?id=${encodeURIComponent(g.id)}`}
                          className={buttonClasses("outline", "box")}
                        >
                          Open conversation
                        </Link>
                      )}
                      {EDITABLE_KINDS.includes(g.kind) && g.status === "succeeded" && (
                        <Link to={editorPath(g.id)} className={buttonClasses("outline", "box")}>
                          Edit
                        </Link>
                      )}
                      {media && (
                        <a href={`${media}?download=1`} download className={buttonClasses("outline", "box")}>
                          {versions.length > 1 && version ? `Download ${version.language}` : "Download"}
                        </a>
                      )}
                      {versions.length > 1 && version?.srtUrl && (
                        <a
                          href={`${version.srtUrl}?download=1`}
                          download
                          className={buttonClasses("outline", "box")}
                        >
                          Captions (.srt, {version.language})
                        </a>
                      )}
                      {media && <ShareButton id={g.id} version={versions.length > 1 ? version : undefined} />}
                      {isActive(g) ? (
                        <Button variant="outline" size="box" onClick={() => void cancel(g)}>
                          Cancel
                        </Button>
                      ) : (
                        <Button variant="danger-outline" size="box" onClick={() => void remove(g)}>
                          Delete
                        </Button>
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          {cursor && (
            <div className="flex justify-center">
              <Button variant="outline" size="box" onClick={() => void loadMore()}>
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </PageFrame>
  );
}
