import { formatBytes, type TUpload, type TUploadKind } from "@reelforge/contract";
import { ApiError } from "./api-client";

// One file to POST /api/uploads with its progress (fetch cannot report an upload's progress; an
// XMLHttpRequest can). Errors are the API's own sentences (too big, storage full, unknown type).

export function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TUpload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/uploads");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: Record<string, unknown> | undefined;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        body = undefined;
      }
      if (xhr.status === 201 && body) {
        onProgress(1);
        resolve(body as unknown as TUpload);
        return;
      }
      if (typeof body?.message === "string") {
        const extra = typeof body.extraDetails === "string" ? body.extraDetails : undefined;
        reject(new ApiError(xhr.status, String(body.code ?? "HTTP_ERROR"), body.message, extra));
        return;
      }
      reject(
        new ApiError(
          xhr.status,
          "HTTP_ERROR",
          xhr.status === 413
            ? "The file is too large for your plan."
            : `The server answered ${xhr.status}. Please try again.`,
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, "NETWORK", "The upload was interrupted. Check your connection and try again."));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/** A file the browser already knows is too large for the plan: refused before sending it. */
export function tooLargeMessage(file: File, uploadMaxBytes: number | undefined): string | null {
  if (!uploadMaxBytes || file.size <= uploadMaxBytes) return null;
  return `“${file.name}” is too large (${formatBytes(file.size)}): your plan accepts files up to ${formatBytes(uploadMaxBytes)}.`;
}

/** "1:05", "12:00", "0:07". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

export const KIND_LABEL: Record<TUploadKind, string> = { image: "Photo", video: "Clip", audio: "Sound" };

/** What the file input offers (the server decides the type from the content anyway). */
export const ACCEPT: Record<TUploadKind, string> = {
  image: "image/jpeg,image/png,image/webp,image/heic,image/avif",
  video: "video/mp4,video/quicktime,video/webm",
  audio: "audio/mpeg,audio/wav,audio/x-wav,audio/mp4,audio/x-m4a,audio/ogg",
};
