import { formatBytes, type TUpload } from "@reelforge/contract";
import type { ReactNode } from "react";
import { formatDuration, KIND_LABEL } from "../../lib/upload-file";

// One upload as a card: its thumbnail (a photo, a clip's frame, a sound's waveform), what it is,
// how long and how large; `children` are its actions.
export function MediaThumb({ upload, className = "" }: { upload: TUpload; className?: string }) {
  return (
    <div
      className={`relative aspect-[4/3] overflow-hidden bg-slate-100 dark:bg-slate-800 ${className}`.trim()}
    >
      <img
        src={upload.thumbnailUrl}
        alt=""
        loading="lazy"
        className={`size-full ${upload.kind === "audio" ? "object-contain p-3" : "object-cover"}`}
      />
      <span className="absolute top-2 left-2 rounded-full bg-slate-950/70 px-2 py-0.5 text-xs font-semibold text-white">
        {KIND_LABEL[upload.kind]}
      </span>
      {upload.durationSeconds !== undefined && (
        <span className="absolute right-2 bottom-2 rounded-md bg-slate-950/70 px-1.5 py-0.5 text-xs font-semibold tabular-nums text-white">
          {formatDuration(upload.durationSeconds)}
        </span>
      )}
    </div>
  );
}

/**
 * Its size in pixels and in bytes, each never broken inside ("43.4 KB"): one under the other on a
 * phone's narrow cards, on one line with a dot between them from `sm` up.
 */
export function MediaFacts({ upload }: { upload: TUpload }) {
  const facts = [formatBytes(upload.bytes)];
  if (upload.width && upload.height) facts.unshift(`${upload.width}×${upload.height}`);
  return (
    <p className="mt-0.5 flex flex-col text-xs sm:flex-row sm:flex-wrap sm:gap-x-1 tabular-nums text-slate-600 dark:text-slate-400">
      {facts.map((fact, i) => (
        <span key={fact} className="whitespace-nowrap">
          {i > 0 && (
            <span aria-hidden="true" className="mr-1 hidden sm:inline">
              ·
            </span>
          )}
          {fact}
        </span>
      ))}
    </p>
  );
}

export function MediaTile({ upload, children }: { upload: TUpload; children?: ReactNode }) {
  return (
    <li
      data-testid="media-item"
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <MediaThumb upload={upload} />
      <div className="flex flex-1 items-start justify-between gap-2 p-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-white" title={upload.name}>
            {upload.name}
          </p>
          <MediaFacts upload={upload} />
        </div>
        {children}
      </div>
    </li>
  );
}
