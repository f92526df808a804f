import {
  type TCreateGeneration,
  type TGeneration,
  ZApiError,
  ZGeneration,
  ZGenerationList,
  ZShareResponse,
} from "@reelforge/contract";
import { z } from "zod";
import { ApiError, apiRequest } from "../../lib/api-client";

// The asynchronous generations API (create, poll, list, cancel, delete, share) and file downloads.
const ZCreated = z.object({ id: z.string(), generation: ZGeneration });

export const createGeneration = (request: TCreateGeneration) =>
  apiRequest("POST", "/api/generations", ZCreated, request);
export const getGeneration = (id: string) =>
  apiRequest("GET", `/api/generations/${encodeURIComponent(id)}`, ZGeneration);
export const listGenerations = (limit = 20, cursor?: string | null) =>
  apiRequest(
    "GET",
    `/api/generations?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    ZGenerationList,
  );
export const cancelGeneration = (id: string) =>
  apiRequest("POST", `/api/generations/${encodeURIComponent(id)}/cancel`, ZGeneration, {});
/** A share link of the generation's file; of the video in `language` (a code) when it has several. */
export const shareGeneration = (id: string, language?: string) =>
  apiRequest(
    "POST",
    `/api/generations/${encodeURIComponent(id)}/share`,
    ZShareResponse,
    language ? { language } : {},
  );

async function failure(response: Response): Promise<ApiError> {
  const parsed = ZApiError.safeParse(await response.json().catch(() => undefined));
  return parsed.success
    ? new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.extraDetails)
    : new ApiError(
        response.status,
        "HTTP_ERROR",
        `The server answered ${response.status}. Please try again.`,
      );
}

export async function deleteGeneration(id: string): Promise<void> {
  const response = await fetch(`/api/generations/${encodeURIComponent(id)}`, {
    method: "DELETE",
    credentials: "include",
  });
  if (!response.ok) throw await failure(response);
}

// POSTs to a download call (SPEC 7: /api/video/download, /api/image/download) and saves the answer.
export async function downloadFrom(path: string, body: unknown, filename: string): Promise<void> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  saveBlob(await response.blob(), filename);
}

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

export async function copyShareLink(id: string, language?: string): Promise<string> {
  const { url } = await shareGeneration(id, language);
  await navigator.clipboard?.writeText(url).catch(() => {});
  return url;
}

export const isActive = (g: TGeneration) => g.status === "queued" || g.status === "running";
