import { generatorOf, type TGeneration } from "@reelforge/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "react-toastify";
import { CreditsList } from "../../components/generators/credits-list";
import { ExportLink } from "../../components/generators/export-download";
import { isActive } from "../../components/generators/generation-files";
import {
  GENERATIONS_KEY,
  LIBRARY_KEY,
  libraryItems,
  RECENT_KEY,
  useLibrary,
  withoutGeneration,
} from "../../components/generators/generation-lists";
import { LanguageSwitcher } from "../../components/generators/language-switcher";
import { PageFrame } from "../../components/generators/page-frame";
import { ProgressBar } from "../../components/generators/progress-bar";
import { scriptPreview } from "../../components/generators/script-preview";
import { ShareButton } from "../../components/generators/share-button";
import { canEdit, editorPath } from "../../components/generators/video-result";
import { pickVersion, videoVersions } from "../../components/generators/video-versions";
import { Button, buttonClasses } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/dialog";
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

export default function LibraryPage() {
  const queryClient = useQueryClient();
  const library = useLibrary();
  const items = libraryItems(library.data);
  const [open, setOpen] = useState<string | null>(null);
  // The language chosen for each video made in several languages (by generation id).
  const [languageOf, setLanguageOf] = useState<Record<string, string>>({});

  const cancel = useMutation({
    mutationFn: (g: TGeneration) => api("POST /api/generations/{id}/cancel", { params: { id: g.id } }),
    onSuccess: () => toast.info("Cancelled; nothing was counted against your plan."),
    onError: (error) => toast.error(errorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: GENERATIONS_KEY }),
  });

  return (
    <PageFrame icon={LibraryIcon} title="Library" lead="Everything you generated, newest first.">
      {library.error && (
        // A failed read keeps what was shown; the next poll or "Try again" reads it again.
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-400/30 dark:bg-red-400/10 dark:text-red-200"
        >
          <span>{errorText(library.error)}</span>
          <Button variant="outline" size="box" onClick={() => void library.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {items === null ? (
        library.isPending && (
          <div className="flex justify-center py-16 text-slate-600 dark:text-slate-300">
            <Spinner label="Loading your library" />
          </div>
        )
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
                      {g.versionCount && (
                        <>
                          {" · "}
                          <Link
                            to={`${editorPath(g.id)}#versions`}
                            data-testid="library-versions"
                            className="font-medium text-brand-700 underline dark:text-brand-300"
                          >
                            {g.versionCount} versions
                          </Link>
                        </>
                      )}
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
                      {canEdit(g) && (
                        <Link to={editorPath(g.id)} className={buttonClasses("outline", "box")}>
                          Edit
                        </Link>
                      )}
                      {media && (
                        <ExportLink
                          href={`${media}?download=1`}
                          filename={media.slice(media.lastIndexOf("/") + 1)}
                          className={buttonClasses("outline", "box")}
                        >
                          {versions.length > 1 && version ? `Download ${version.language}` : "Download"}
                        </ExportLink>
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
                        <Button
                          variant="outline"
                          size="box"
                          pending={cancel.isPending && cancel.variables?.id === g.id}
                          pendingLabel="Cancelling"
                          onClick={() => cancel.mutate(g)}
                        >
                          Cancel
                        </Button>
                      ) : (
                        <DeleteGeneration generation={g} />
                      )}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          {library.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                size="box"
                pending={library.isFetchingNextPage}
                pendingLabel="Loading more"
                onClick={() => void library.fetchNextPage()}
              >
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </PageFrame>
  );
}

// Delete, after a question (role=alertdialog: the safe choice has the focus, Escape keeps it).
function DeleteGeneration({ generation }: { generation: TGeneration }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => api("DELETE /api/generations/{id}", { params: { id: generation.id } }),
    onSuccess: () => {
      setOpen(false);
      queryClient.setQueryData(LIBRARY_KEY, (data: Parameters<typeof withoutGeneration>[0]) =>
        withoutGeneration(data, generation.id),
      );
      void queryClient.invalidateQueries({ queryKey: RECENT_KEY });
      toast.success("Deleted");
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
      trigger={
        <Button variant="danger-outline" size="box">
          Delete
        </Button>
      }
      title={`Delete “${generation.title}”?`}
      description="Its files and edited versions are removed for good and its share links stop working. This cannot be undone."
      error={remove.error ? errorText(remove.error) : null}
      cancelLabel="Keep it"
      confirmLabel="Delete"
      pending={remove.isPending}
      pendingLabel="Deleting"
      onConfirm={() => remove.mutate()}
    />
  );
}
