import type { TUpload } from "@reelforge/contract";
import { useState } from "react";
import { toast } from "react-toastify";
import { PageFrame } from "../../components/generators/page-frame";
import { DropZone } from "../../components/media/drop-zone";
import { MediaTile } from "../../components/media/media-tile";
import { StorageMeter } from "../../components/media/storage-meter";
import { UploadQueue } from "../../components/media/upload-queue";
import { useMediaLibrary } from "../../components/media/use-media-library";
import { useUploadQueue } from "../../components/media/use-upload-queue";
import { Button } from "../../components/ui/button";
import { cardClass } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/dialog";
import { MediaIcon, TrashIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { api, errorText } from "../../lib/api-client";
import { ACCEPT } from "../../lib/upload-file";

export function meta() {
  return [{ title: "Media · ReelForge" }];
}

const FILTERS = [
  { value: undefined, label: "All" },
  { value: "image", label: "Photos" },
  { value: "video", label: "Clips" },
  { value: "audio", label: "Sounds" },
] as const;

export default function MediaPage() {
  const library = useMediaLibrary();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]["value"]>(undefined);
  const uploads = useUploadQueue({
    uploadMaxBytes: library.storage?.uploadMaxBytes,
    onUploaded: library.added,
  });
  const shown = (library.items ?? []).filter((u) => !filter || u.kind === filter);

  return (
    <PageFrame
      icon={MediaIcon}
      title="Media"
      lead="Your photos, clips and songs. Add them to any video from the generators."
    >
      <section className={`${cardClass} space-y-5`} aria-label="Add media">
        <DropZone
          accept={[ACCEPT.image, ACCEPT.video, ACCEPT.audio].join(",")}
          onFiles={uploads.add}
          hint="Photos (JPEG, PNG, WebP, AVIF; HEIC: convert to JPEG first), clips (MP4, MOV, WebM) and songs (MP3, WAV, M4A, OGG). Clips and songs up to 30 minutes. Location and camera details are removed."
        />
        <UploadQueue queue={uploads.queue} onDismiss={uploads.dismiss} />
        {library.storage && <StorageMeter storage={library.storage} />}
      </section>

      {library.error && (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-400/10 dark:text-red-200"
        >
          {library.error}{" "}
          <Button variant="link" size="inline" onClick={() => void library.reload()}>
            Try again
          </Button>
        </p>
      )}

      {library.items === null ? (
        <div className="flex justify-center py-16 text-slate-600 dark:text-slate-300">
          <Spinner label="Loading your media" />
        </div>
      ) : library.items.length === 0 ? (
        <section className={`${cardClass} text-center`}>
          <p className="text-lg font-semibold text-slate-900 dark:text-white">No media yet</p>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Upload product photos, short clips, your logo or a jingle: the generators can use them in your
            videos.
          </p>
        </section>
      ) : (
        <section aria-label="Your media" className="space-y-4">
          <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
            <legend className="sr-only">Show</legend>
            {FILTERS.map((f) => (
              <Button
                key={f.label}
                variant={filter === f.value ? "chip-on" : "chip"}
                size="chip"
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
              >
                {f.label}
              </Button>
            ))}
          </fieldset>
          {shown.length === 0 ? (
            <p className="py-6 text-center text-slate-600 dark:text-slate-400">Nothing of this kind yet.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Uploads">
              {shown.map((upload) => (
                <MediaTile key={upload.id} upload={upload}>
                  <DeleteUpload upload={upload} onDeleted={library.removed} />
                </MediaTile>
              ))}
            </ul>
          )}
          {library.hasMore && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                size="box"
                onClick={() => void library.loadMore()}
                pending={library.loadingMore}
                pendingLabel="Loading"
              >
                Load more
              </Button>
            </div>
          )}
        </section>
      )}
    </PageFrame>
  );
}

function DeleteUpload({ upload, onDeleted }: { upload: TUpload; onDeleted: (upload: TUpload) => void }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setPending(true);
    setError(null);
    try {
      await api("DELETE /api/uploads/{id}", { params: { id: upload.id } });
      setOpen(false);
      onDeleted(upload);
      toast.success(`Deleted “${upload.name}”`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPending(false);
    }
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="quiet-danger" size="icon-sm" aria-label={`Delete ${upload.name}`}>
          <TrashIcon className="size-[18px]" />
        </Button>
      }
      title={`Delete “${upload.name}”?`}
      description="It is removed from your media and frees its space. Videos already made keep it."
      error={error}
      cancelLabel="Keep it"
      confirmLabel="Delete"
      pending={pending}
      pendingLabel="Deleting"
      onConfirm={() => void confirm()}
    />
  );
}
