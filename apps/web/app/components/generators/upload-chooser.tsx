import type { TUpload } from "@reelforge/contract";
import { type ChangeEvent, useCallback, useEffect, useId, useState } from "react";
import { toast } from "react-toastify";
import { ApiError, api } from "../../lib/api-client";
import { Spinner } from "../ui/spinner";

type Kind = TUpload["kind"];

const ACCEPT: Record<Kind, string> = {
  image: "image/jpeg,image/png,image/webp,image/heic,image/avif",
  video: "video/mp4,video/quicktime,video/webm",
  audio: "audio/mpeg,audio/wav,audio/mp4,audio/ogg,.mp3,.wav,.m4a,.ogg",
};

const duration = (s?: number) =>
  s === undefined ? "" : `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, "0")}`;

// Choose from the user's own media of one kind, or upload new files here: pictures in order (a
// number on each shows its place), or one clip or song. New uploads are chosen as they arrive.
export function UploadChooser({
  kind,
  label,
  multiple,
  selected,
  onChange,
  disabled,
}: {
  kind: Kind;
  label: string;
  multiple: boolean;
  selected: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}) {
  const [items, setItems] = useState<TUpload[] | null>(null);
  const [uploading, setUploading] = useState(0);
  const inputId = useId();

  const load = useCallback(async () => {
    try {
      const page = await api("GET /api/uploads", { query: { kind, limit: "100" } });
      setItems(page.items);
    } catch {
      setItems([]);
    }
  }, [kind]);
  useEffect(() => {
    void load();
  }, [load]);

  function toggle(id: string) {
    if (!multiple) onChange(selected[0] === id ? [] : [id]);
    else onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  }

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length === 0) return;
    setUploading(files.length);
    const added: string[] = [];
    for (const file of multiple ? files : files.slice(0, 1)) {
      const form = new FormData();
      form.append("file", file, file.name);
      try {
        const up = await api("POST /api/uploads", { form });
        if (up.kind !== kind) {
          toast.error(`${file.name} is not ${kind === "image" ? "an image" : `a ${kind} file`}`);
        } else added.push(up.id);
      } catch (error) {
        toast.error(
          error instanceof ApiError ? `${file.name}: ${error.message}` : `${file.name} could not be uploaded`,
        );
      }
      setUploading((n) => n - 1);
    }
    await load();
    if (added.length) onChange(multiple ? [...selected, ...added] : added.slice(0, 1));
  }

  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="block text-sm font-semibold text-slate-800 dark:text-slate-100">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-xl border border-dashed border-slate-400 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          {multiple ? "Upload files" : "Upload a file"}
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT[kind]}
          multiple={multiple}
          onChange={onFiles}
          className="sr-only"
        />
        {uploading > 0 && (
          <span
            className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
            aria-live="polite"
          >
            <Spinner label="Uploading" /> Uploading {uploading}…
          </span>
        )}
        {multiple && (
          <span className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {selected.length} chosen
          </span>
        )}
      </div>
      {items === null ? (
        <Spinner label="Loading your media" />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nothing uploaded yet.</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6">
          {items.map((item) => {
            const place = selected.indexOf(item.id);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={place >= 0}
                  aria-label={`${item.name}${place >= 0 && multiple ? `, chosen ${place + 1}` : ""}`}
                  onClick={() => toggle(item.id)}
                  className={`relative block w-full overflow-hidden rounded-xl border-2 text-left ${
                    place >= 0 ? "border-brand-600" : "border-transparent"
                  }`}
                >
                  {kind === "audio" ? (
                    <span className="flex aspect-square flex-col justify-end bg-slate-100 p-2 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                      <span className="truncate font-semibold">{item.name}</span>
                      <span>{duration(item.durationSeconds)}</span>
                    </span>
                  ) : (
                    <img src={item.thumbnailUrl} alt="" className="aspect-square w-full object-cover" />
                  )}
                  {place >= 0 && (
                    <span className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-brand-600 text-xs font-bold text-white">
                      {multiple ? place + 1 : "✓"}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
