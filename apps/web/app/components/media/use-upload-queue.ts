import type { TUpload } from "@reelforge/contract";
import { useCallback, useRef, useState } from "react";
import { errorText } from "../../lib/api-client";
import { tooLargeMessage, uploadFile } from "../../lib/upload-file";

// Files being uploaded, each with its progress or the reason it was refused. Two go at a time, so a
// dozen photos do not all wait on one connection's bandwidth split twelve ways.

export type QueuedUpload = {
  key: string;
  name: string;
  bytes: number;
  /** 0..1 of the file sent. */
  progress: number;
  status: "waiting" | "sending" | "checking" | "done" | "failed";
  error?: string;
};

const PARALLEL = 2;
let counter = 0;

export function useUploadQueue({
  uploadMaxBytes,
  onUploaded,
}: {
  uploadMaxBytes?: number;
  onUploaded: (upload: TUpload) => void;
}) {
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const waiting = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(0);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const update = useCallback((key: string, patch: Partial<QueuedUpload>) => {
    setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const pump = useCallback(() => {
    while (running.current < PARALLEL && waiting.current.length > 0) {
      const next = waiting.current.shift();
      if (!next) break;
      running.current++;
      update(next.key, { status: "sending" });
      uploadFile(next.file, (fraction) =>
        // The last bit is the server's check of the file (probe, thumbnail): say so.
        update(next.key, { progress: fraction, status: fraction >= 1 ? "checking" : "sending" }),
      )
        .then((upload) => {
          update(next.key, { status: "done", progress: 1 });
          uploaded.current(upload);
          // Finished rows leave the list after a moment; the grid shows the file now.
          setTimeout(() => setQueue((items) => items.filter((item) => item.key !== next.key)), 1200);
        })
        .catch((error: unknown) => update(next.key, { status: "failed", error: errorText(error) }))
        .finally(() => {
          running.current--;
          pump();
        });
    }
  }, [update]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: QueuedUpload[] = [];
      for (const file of files) {
        const key = `u${++counter}`;
        const tooLarge = tooLargeMessage(file, uploadMaxBytes);
        if (tooLarge) {
          added.push({
            key,
            name: file.name,
            bytes: file.size,
            progress: 0,
            status: "failed",
            error: tooLarge,
          });
          continue;
        }
        if (file.size === 0) {
          const error = `“${file.name}” is empty.`;
          added.push({ key, name: file.name, bytes: 0, progress: 0, status: "failed", error });
          continue;
        }
        added.push({ key, name: file.name, bytes: file.size, progress: 0, status: "waiting" });
        waiting.current.push({ key, file });
      }
      setQueue((items) => [...items, ...added]);
      pump();
    },
    [pump, uploadMaxBytes],
  );

  const dismiss = useCallback((key: string) => {
    setQueue((items) => items.filter((item) => item.key !== key));
  }, []);

  return { queue, add, dismiss, busy: queue.some((q) => q.status !== "done" && q.status !== "failed") };
}
