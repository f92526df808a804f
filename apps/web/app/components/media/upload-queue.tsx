import { formatBytes } from "@reelforge/contract";
import { Button } from "../ui/button";
import { CloseIcon } from "../ui/icons";
import type { QueuedUpload } from "./use-upload-queue";

const STATUS: Record<QueuedUpload["status"], string> = {
  waiting: "Waiting…",
  sending: "Uploading",
  checking: "Checking the file…",
  done: "Added",
  failed: "Not added",
};

// The files on their way: one row each, a progress bar, or the reason in plain words.
export function UploadQueue({
  queue,
  onDismiss,
}: {
  queue: QueuedUpload[];
  onDismiss: (key: string) => void;
}) {
  if (queue.length === 0) return null;
  return (
    <ul aria-label="Uploads in progress" className="space-y-2">
      {queue.map((item) => {
        const percent = Math.round(item.progress * 100);
        return (
          <li
            key={item.key}
            data-testid="upload-row"
            className={`rounded-2xl border px-4 py-3 text-sm ${
              item.status === "failed"
                ? "border-red-200 bg-red-50 dark:border-red-400/30 dark:bg-red-400/10"
                : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
            }`}
          >
            <div className="flex items-center justify-between gap-3">
              <p className="min-w-0 truncate font-medium text-slate-900 dark:text-white" title={item.name}>
                {item.name}
              </p>
              <span className="shrink-0 tabular-nums text-slate-600 dark:text-slate-400">
                {item.status === "sending" ? `${percent}%` : STATUS[item.status]}
                {item.bytes > 0 && item.status !== "failed" ? ` · ${formatBytes(item.bytes)}` : ""}
              </span>
              {item.status === "failed" && (
                <Button
                  variant="quiet-danger"
                  size="icon-sm"
                  onClick={() => onDismiss(item.key)}
                  aria-label={`Dismiss ${item.name}`}
                >
                  <CloseIcon className="size-4" />
                </Button>
              )}
            </div>
            {item.status === "failed" ? (
              <p role="alert" className="mt-1 text-red-700 dark:text-red-300">
                {item.error}
              </p>
            ) : (
              <div
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.status === "waiting" ? 0 : percent}
                aria-label={`Uploading ${item.name}`}
                className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              >
                <div
                  className={`h-full rounded-full bg-brand-600 transition-[width] duration-200 dark:bg-brand-400 ${
                    item.status === "checking" ? "animate-pulse" : ""
                  }`}
                  style={{ width: `${item.status === "waiting" ? 0 : percent}%` }}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
