import type { AppDeps } from "../../deps.ts";
import { checkExport, recordExport } from "../billing/export-ledger.ts";
import { usageSnapshot } from "../billing/index.ts";
import { brandedCopy, isExportable } from "./export-logo.ts";
import { sendMedia } from "./media-routes.ts";

// An export (decision record 31) is a download, as an attachment, of a finished result's video or
// image file by its owner: POST and GET /api/video/download, POST /api/image/download and
// /media/<key>?download=1 with the owner's session or token. On the Free plan (the trial) it is
// counted (FREE_WEEKLY_EXPORTS over any 7 days, the same file again for free) and carries the
// ReelForge logo; paid plans get the original, uncounted. The in-app player (/media without
// ?download) always gets the original.

export type ExportOptions = {
  // The result's owner, whose plan decides.
  ownerId: string;
  // An export by the owner (counted on the trial); false for a file sent as a generation's answer
  // (the faceless video call) or through a share link: logo, but nothing counted.
  counted: boolean;
  download: string;
  range?: string;
};

export async function sendExport(deps: AppDeps, key: string, options: ExportOptions): Promise<Response> {
  const { ownerId, counted, download, range } = options;
  const name = key.slice(key.lastIndexOf("/") + 1);
  if (!isExportable(name)) return sendMedia(deps, key, { range, download });
  const { plan } = await usageSnapshot(deps.db, ownerId, new Date(deps.now()));
  if (plan !== "trial") return sendMedia(deps, key, { range, download });
  // Refuse before any work; count only once the copy is ready (a failed one counts nothing).
  if (counted) await checkExport(deps.db, ownerId, key, new Date(deps.now()));
  const branded = await brandedCopy(deps, key);
  if (counted) await recordExport(deps.db, ownerId, key, new Date(deps.now()));
  return sendMedia(deps, branded, { range, download });
}
