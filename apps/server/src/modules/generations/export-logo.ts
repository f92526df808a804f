import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { runFfmpeg, runFfprobeRaw, safeAreaFor } from "@reelforge/studio";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { generationsFor } from "./generations-runtime.ts";

// The Free plan's exports carry the product logo (decision record 31): a copy of the video or image
// with a small ReelForge badge burned into its top-right corner, made with ffmpeg from the web app's
// own brand mark (apps/web/public/favicon.svg). The copy is stored next to the original under its
// own key, which no /media URL names (ownedMedia only answers a result's assets), so a second
// download sends it without encoding again; the original is never touched. Every ffmpeg argument
// is ours: file paths go in as inputs and the filters hold numbers and the constant brand name only.

/** The web app's brand mark: a play triangle in a rounded gradient square. */
export const BRAND_MARK_SVG = path.resolve(import.meta.dirname, "../../../../web/public/favicon.svg");
const BRAND_NAME = "ReelForge";
// Bump when the badge or its placement changes: older copies are then made again.
const LOGO_VERSION = 1;
const TIMEOUT_MS = 10 * 60_000;

// The badge, drawn once per process at this size, scaled to each export.
const BADGE_W = 440;
const BADGE_H = 120;
const RADIUS = 30;

/** A result's file that is an export: its videos (every language, clips) and its image. */
export function isExportable(name: string): boolean {
  return /\.mp4$/.test(name) || name === "image.png";
}

/** The stored key of the logo copy of `key` (gen/<generation>/<file>). */
export function brandedKey(key: string): string {
  const slash = key.lastIndexOf("/");
  return `${key.slice(0, slash)}/logo${LOGO_VERSION}-${key.slice(slash + 1)}`;
}

let badgeFile: Promise<string> | undefined;

// A dark translucent pill with rounded corners, the brand mark and the name in white: the white
// reads on light scenes thanks to the pill, the mark's gradient and the pill's edge on dark ones.
async function drawBadge(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "rf-badge-"));
  const file = path.join(dir, "badge.png");
  const mark = BADGE_H - 32;
  const halfW = BADGE_W / 2;
  const halfH = BADGE_H / 2;
  // Alpha outside the rounded corners is 0.
  const corner =
    `if(gt(abs(X-${halfW}),${halfW - RADIUS})*gt(abs(Y-${halfH}),${halfH - RADIUS}),` +
    `if(lte(hypot(abs(X-${halfW})-${halfW - RADIUS},abs(Y-${halfH})-${halfH - RADIUS}),${RADIUS}),alpha(X,Y),0),alpha(X,Y))`;
  await runFfmpeg(
    [
      ...["-f", "lavfi", "-i", `color=c=0x0b0b14@0.68:s=${BADGE_W}x${BADGE_H},format=rgba`],
      ...["-width", String(mark), "-height", String(mark), "-i", BRAND_MARK_SVG],
      "-filter_complex",
      [
        `[0:v]geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='${corner}'[pill]`,
        `[1:v]format=rgba[mark]`,
        `[pill][mark]overlay=16:16:format=auto,` +
          // A white border of 2 px makes the regular face bold.
          `drawtext=font='DejaVu Sans':text='${BRAND_NAME}':fontcolor=white:fontsize=56:borderw=2:bordercolor=white:` +
          `x=${16 + mark + 16}:y=(h-text_h)/2-2:shadowcolor=black@0.7:shadowx=3:shadowy=3,format=rgba[out]`,
      ].join(";"),
      ...["-map", "[out]", "-frames:v", "1", file],
    ],
    { signal: AbortSignal.timeout(60_000) },
  );
  return file;
}

function badge(): Promise<string> {
  badgeFile ??= drawBadge().catch((error) => {
    badgeFile = undefined;
    throw error;
  });
  return badgeFile;
}

/**
 * Where the badge goes on a `width` x `height` frame: in the band above the captions' safe area
 * (SPEC captions sit inside `safeAreaFor`), at the right, at most 30% of the width wide.
 */
export function badgePlacement(
  width: number,
  height: number,
): { x: number; y: number; w: number; h: number } {
  const band = safeAreaFor(width, height).top;
  const aspect = BADGE_W / BADGE_H;
  const h = Math.max(12, Math.floor(Math.min(band * 0.72, (width * 0.3) / aspect)));
  const w = Math.round(h * aspect);
  const y = Math.max(0, Math.floor((band - h) / 2));
  const x = Math.max(0, width - w - Math.max(y, Math.round(width * 0.03)));
  return { x, y, w, h };
}

async function dimensions(file: string): Promise<{ width: number; height: number }> {
  const out = await runFfprobeRaw(
    ["-select_streams", "v:0", "-show_entries", "stream=width,height", "-of", "json", file],
    { signal: AbortSignal.timeout(60_000) },
  );
  const stream = (JSON.parse(out) as { streams?: { width?: number; height?: number }[] }).streams?.[0];
  if (!stream?.width || !stream.height) throw new Error(`no picture in ${file}`);
  return { width: stream.width, height: stream.height };
}

export async function burnInLogo(source: string, target: string, video: boolean): Promise<void> {
  const { width, height } = await dimensions(source);
  const { x, y, w, h } = badgePlacement(width, height);
  const filter = `[1:v]scale=${w}:${h}:flags=lanczos[badge];[0:v][badge]overlay=${x}:${y}:format=auto[v]`;
  const args = video
    ? [
        ...["-i", source, "-i", await badge(), "-filter_complex", filter],
        ...["-map", "[v]", "-map", "0:a?", "-map_metadata", "0"],
        ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p"],
        ...["-c:a", "copy", "-movflags", "+faststart", target],
      ]
    : [
        ...["-i", source, "-i", await badge(), "-filter_complex", filter],
        "-map",
        "[v]",
        "-frames:v",
        "1",
        target,
      ];
  await runFfmpeg(args, { signal: AbortSignal.timeout(TIMEOUT_MS) });
}

const making = new Map<string, Promise<string>>();

/**
 * The stored key of the logo copy of the result file `key`, made (and stored) on first use. Parallel
 * calls for one file share one encode.
 */
export function brandedCopy(deps: AppDeps, key: string): Promise<string> {
  const target = brandedKey(key);
  let pending = making.get(target);
  if (!pending) {
    pending = makeCopy(deps, key, target).finally(() => making.delete(target));
    making.set(target, pending);
  }
  return pending;
}

async function makeCopy(deps: AppDeps, key: string, target: string): Promise<string> {
  const { storage } = generationsFor(deps);
  if (await storage.stat(target)) return target;
  const original = await storage.get(key);
  if (!original) throw new AppError("NOT_FOUND", 404, "Not found");
  const dir = await mkdtemp(path.join(tmpdir(), "rf-export-"));
  try {
    const ext = path.extname(key);
    const source = path.join(dir, `original${ext}`);
    const branded = path.join(dir, `branded${ext}`);
    await mkdir(dir, { recursive: true });
    await pipeline(original, createWriteStream(source));
    try {
      await burnInLogo(source, branded, ext === ".mp4");
      if (!(await stat(branded)).size) throw new Error("empty output");
    } catch (error) {
      deps.logger.error({ err: error, key }, "export logo failed");
      throw new AppError("UNAVAILABLE", 503, "The download could not be prepared. Please try again.");
    }
    await storage.put(target, branded, (await storage.stat(key))?.contentType ?? "application/octet-stream");
    return target;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
