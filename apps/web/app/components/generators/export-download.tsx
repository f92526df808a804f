import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ApiError, apiError } from "../../lib/api-client";
import { SUBSCRIPTION_STATUS_KEY } from "../billing/query-keys";
import { saveBlob } from "./generation-files";

// Downloading a video or an image is an export (decision record 31): on the Free plan at most 4 a
// week, with the ReelForge logo. The server refuses the fifth with a 429 saying when the next one
// frees up; the download buttons and links show that refusal where they are, with an upgrade link,
// instead of failing silently (or saving the error as a file).

/** Where the plans are bought (the profile page's "Pricing Plan" tab). */
export const UPGRADE_PATH = "/dashboard/profile-info?tab=pricing";

/** A download the server refused for the plan's limit (429), to show; other failures are not. */
export function exportRefusal(error: unknown): ApiError | null {
  return error instanceof ApiError && error.status === 429 ? error : null;
}

/** The refusal under the download buttons: the server's message and an upgrade link. */
export function ExportRefusal({ error }: { error: ApiError | null }) {
  if (!error) return null;
  return (
    <div
      role="alert"
      data-testid="export-refusal"
      className="basis-full rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <p className="font-medium">{error.message}</p>
      <p className="mt-1">
        Downloading a file you already downloaded this week is free.{" "}
        <Link to={UPGRADE_PATH} className="font-semibold underline underline-offset-2">
          Upgrade for unlimited exports without the logo
        </Link>
      </p>
    </div>
  );
}

/**
 * Runs a download and keeps its refusal: `run(fetch, filename)` saves the file, or shows a 429 by
 * `ExportRefusal` (other failures go to `onOtherError`). The subscription page's counter is
 * refreshed either way.
 */
export function useExport(onOtherError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);
  async function run(fetchFile: () => Promise<Blob | { blob: Blob; filename?: string }>, filename: string) {
    setPending(true);
    try {
      const file = await fetchFile();
      if (file instanceof Blob) saveBlob(file, filename);
      else saveBlob(file.blob, file.filename ?? filename);
      setRefusal(null);
    } catch (error) {
      const refused = exportRefusal(error);
      if (refused) setRefusal(refused);
      else onOtherError(error);
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY });
    }
  }
  return { run, refusal, pending };
}

/** GET `href` (a /media URL with ?download=1) as a file and the name the server gives it. */
export async function fetchDownload(href: string): Promise<{ blob: Blob; filename?: string }> {
  let response: Response;
  try {
    response = await fetch(href, { credentials: "include" });
  } catch {
    throw new ApiError(0, "NETWORK", "Could not reach the server. Check your connection and try again.");
  }
  if (!response.ok) throw await apiError(response);
  const named = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return { blob: await response.blob(), filename: named?.[1] };
}

/**
 * A download link (`href` ends in ?download=1) that still works as a plain link, but downloads in
 * the page so that a refusal is shown next to it, with an upgrade link.
 */
export function ExportLink({
  href,
  filename,
  className,
  children,
}: {
  href: string;
  /** When the server names none. */
  filename: string;
  className: string;
  children: ReactNode;
}) {
  const { run, refusal } = useExport((error) => console.error("download failed", error));
  return (
    <>
      <a
        href={href}
        download
        className={className}
        onClick={(event) => {
          event.preventDefault();
          void run(() => fetchDownload(href), filename);
        }}
      >
        {children}
      </a>
      <ExportRefusal error={refusal} />
    </>
  );
}
