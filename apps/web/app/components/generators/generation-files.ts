import type { TGeneration } from "@reelforge/contract";
import { api } from "../../lib/api-client";

// What the generator pages do with a generation besides calling the API: tell whether it is
// still running, save a downloaded file, copy a share link.

export const isActive = (g: TGeneration) => g.status === "queued" || g.status === "running";

export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** A share link of the generation's file (of the video in `language`, a code, when it has several). */
export async function copyShareLink(id: string, language?: string): Promise<string> {
  const { url } = await api("POST /api/generations/{id}/share", {
    params: { id },
    json: language ? { language } : {},
  });
  await navigator.clipboard?.writeText(url).catch(() => {});
  return url;
}
