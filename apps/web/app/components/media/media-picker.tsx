import type { TUpload, TUploadKind } from "@reelforge/contract";
import { useEffect, useRef, useState } from "react";
import { ACCEPT, formatDuration, KIND_LABEL } from "../../lib/upload-file";
import { Button } from "../ui/button";
import { Dialog, DialogClose } from "../ui/dialog";
import { CheckIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { DropZone } from "./drop-zone";
import { UploadQueue } from "./upload-queue";
import { useMediaLibrary } from "./use-media-library";
import { useUploadQueue } from "./use-upload-queue";

// Choose uploads for a generator: the user's media of the kinds asked for, in a dialog, with a
// place to upload more right there (new files are chosen at once). With `multiple`, the order of
// choosing is the order of use (numbered).
export function MediaPicker({
  open,
  onOpenChange,
  kinds,
  multiple = false,
  initial,
  title,
  description,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kinds: readonly TUploadKind[];
  multiple?: boolean;
  initial: TUpload[];
  title: string;
  description: string;
  onPick: (uploads: TUpload[]) => void;
}) {
  const library = useMediaLibrary(kinds.length === 1 ? kinds[0] : undefined);
  const [chosen, setChosen] = useState<TUpload[]>(initial);
  // Each opening starts from what the form holds now.
  const initialNow = useRef(initial);
  initialNow.current = initial;
  useEffect(() => {
    if (open) setChosen(initialNow.current);
  }, [open]);
  const choose = (upload: TUpload) =>
    setChosen((current) => {
      if (current.some((u) => u.id === upload.id)) return current.filter((u) => u.id !== upload.id);
      return multiple ? [...current, upload] : [upload];
    });
  const uploads = useUploadQueue({
    uploadMaxBytes: library.storage?.uploadMaxBytes,
    onUploaded: (upload) => {
      library.added(upload);
      if (kinds.includes(upload.kind)) setChosen((current) => (multiple ? [...current, upload] : [upload]));
    },
  });
  const items = (library.items ?? []).filter((u) => kinds.includes(u.kind));
  const words = kinds.map((k) => `${KIND_LABEL[k].toLowerCase()}s`).join(" and ");

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} width="lg">
      <div className="mt-5 space-y-4">
        <DropZone
          compact
          accept={kinds.map((k) => ACCEPT[k]).join(",")}
          onFiles={uploads.add}
          hint={`Upload new ${words} here, or drop them on this box.`}
        />
        <UploadQueue queue={uploads.queue} onDismiss={uploads.dismiss} />
        {library.error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {library.error}
          </p>
        )}
        {library.items === null ? (
          <div className="flex justify-center py-8 text-slate-600 dark:text-slate-300">
            <Spinner label="Loading your media" />
          </div>
        ) : items.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-600 dark:text-slate-400">
            No {words} in your media yet: upload some above.
          </p>
        ) : (
          <ul
            aria-label={`Your ${words}`}
            className="grid max-h-[50dvh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3"
          >
            {items.map((upload) => {
              const at = chosen.findIndex((u) => u.id === upload.id);
              const selected = at >= 0;
              return (
                <li key={upload.id}>
                  <Button
                    variant={selected ? "tile-on" : "tile"}
                    size="tile"
                    aria-pressed={selected}
                    onClick={() => choose(upload)}
                    data-testid="picker-item"
                  >
                    <span className="relative block aspect-[4/3] bg-slate-100 dark:bg-slate-800">
                      <img
                        src={upload.thumbnailUrl}
                        alt=""
                        loading="lazy"
                        className={`size-full ${upload.kind === "audio" ? "object-contain p-3" : "object-cover"}`}
                      />
                      {upload.durationSeconds !== undefined && (
                        <span className="absolute right-2 bottom-2 rounded-md bg-slate-950/70 px-1.5 py-0.5 text-xs font-semibold tabular-nums text-white">
                          {formatDuration(upload.durationSeconds)}
                        </span>
                      )}
                      {selected && (
                        <span className="absolute top-2 right-2 grid size-7 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white shadow dark:bg-brand-500">
                          {multiple ? at + 1 : <CheckIcon className="size-4" />}
                        </span>
                      )}
                    </span>
                    <span className="block truncate px-3 py-2 text-sm font-medium text-slate-900 dark:text-white">
                      {upload.name}
                    </span>
                  </Button>
                </li>
              );
            })}
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
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <p className="mr-auto text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {chosen.length === 0 ? "Nothing chosen" : `${chosen.length} chosen`}
          </p>
          <DialogClose>
            <Button variant="outline" size="box">
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant="strong"
            size="box"
            disabled={uploads.busy}
            onClick={() => {
              onPick(chosen);
              onOpenChange(false);
            }}
          >
            {multiple
              ? `Use ${chosen.length === 1 ? "1 file" : `${chosen.length} files`}`
              : chosen.length
                ? "Use this"
                : "Use none"}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
