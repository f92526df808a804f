// Meme video maker (issue 13): the user's words in meme lettering, laid out by a template over their own
// clip (its length kept, up to a cap) or picture (a few seconds with a slow zoom), or over a built-in
// illustration of what the words name, in the platform's frame.
//   caption-bar    a white bar above the picture with the caption in heavy black letters (and a second
//                  bar under it for the bottom text), the card centred over a blurred copy of the picture
//   top-bottom     the picture fills the frame, white capitals with a black outline at its top and bottom
//   reaction-split the situation on a dark half and the reaction on the other (stacked on vertical
//                  frames, side by side on wide ones), the bottom text over the reaction
import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { hashOf, StudioCache } from "../cache.ts";
import { illustrationForEmoji } from "../providers/builtin/illustrations/index.ts";
import type { ProviderCredit } from "../providers/types.ts";
import { DEFAULT_ENCODER, type EncoderSettings } from "../render/encoder.ts";
import { buildMemeArgs, type MemeRenderSpec, type Rect } from "../render/meme-args.ts";
import {
  type LaidBlock,
  layoutMemeBlock,
  type MemeBlock,
  memeAss,
  memeFontFiles,
} from "../render/meme-text.ts";
import { runFfmpeg, runFfprobe } from "../render/run-ffmpeg.ts";
import { buildFrameGrabArgs } from "../render/voice-over-args.ts";
import { aspectForPlatform, resolvePlatform, safeAreaFor, sizeForAspect } from "../storyboard/formats.ts";
import { type PipelineContext, resolveContext } from "./context.ts";
import { videoInfo } from "./voice-over.ts";

export const MEME_TEMPLATES = ["caption-bar", "top-bottom", "reaction-split"] as const;
export type MemeTemplate = (typeof MEME_TEMPLATES)[number];

export const MEME_LIMITS = {
  /** A picture (or an illustration) lasts this long. */
  stillSeconds: 5,
  /** A clip keeps its own length up to this; a shorter one than minSeconds plays again. */
  maxSeconds: 20,
  minSeconds: 3,
  maxText: 150,
} as const;

export interface MemeOptions {
  template: MemeTemplate;
  topText?: string;
  bottomText?: string;
  /** The user's picture or clip (an input file argument only); none: an illustration of the words. */
  media?: { path: string; kind: "image" | "video" };
  platform?: string;
  out: string;
  /** Where the thumbnail goes (default: beside the video, .jpg). */
  thumbnail?: string;
  /** Frame size multiplier (tests render small). */
  scale?: number;
  encoder?: EncoderSettings;
}

export interface MemeResult {
  video: string;
  thumbnail: string;
  durationSeconds: number;
  width: number;
  height: number;
  template: MemeTemplate;
  /** The lettering as laid out (each block's box, size and lines), for checks. */
  blocks: {
    text: string;
    box: Rect;
    em: number;
    lines: number;
    ink: "impact" | "bar";
    /** The widest line with its outline, and the lines' height, in pixels. */
    widest: number;
    height: number;
  }[];
  /** The emoji drawn as pictures (top-left corner and side in pixels). */
  emoji: { emoji: string; x: number; y: number; size: number }[];
  /** Where the picture went. */
  mediaRect: Rect;
  /** Who drew the picture when it is not the user's (the built-in illustration). */
  credit?: ProviderCredit;
}

const FPS = 30;
const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** How a picture of aspect `ar` fills a place of aspect `place`: cut to fill when close, else whole. */
function fitFor(ar: number, place: number): "cover" | "contain" {
  return Math.abs(Math.log(ar / place)) <= Math.log(1.3) ? "cover" : "contain";
}

interface Layout {
  rect: Rect;
  fit: "cover" | "contain";
  background: "blur" | string;
  panels: (Rect & { color: string })[];
  blocks: LaidBlock[];
}

const hasText = (t?: string): t is string => !!t && /\S/.test(t);

/**
 * Where everything goes for a template on a W x H frame, for a picture of aspect `ar` (width/height).
 * `illustrated`: the picture is drawn for its place afterwards (its aspect is the place's).
 */
export function memeLayout(
  template: MemeTemplate,
  texts: { top?: string; bottom?: string },
  frame: { width: number; height: number },
  ar: number,
): Layout {
  const { width: W, height: H } = frame;
  const portrait = H > W;
  const safe = safeAreaFor(W, H);
  const short = Math.min(W, H);
  const top = hasText(texts.top) ? texts.top : undefined;
  const bottom = hasText(texts.bottom) ? texts.bottom : undefined;
  const block = (
    text: string,
    box: Rect,
    ink: MemeBlock["ink"],
    valign: MemeBlock["valign"],
    maxEm: number,
  ) => layoutMemeBlock({ text, box, ink, valign, maxEm });

  if (template === "top-bottom") {
    const rect = { x: 0, y: 0, w: W, h: H };
    const margin = Math.round(W * 0.05);
    const band = (safe.bottom - safe.top) * 0.3;
    // On vertical frames the bottom text stays clear of the apps' buttons on the right (and centred).
    const side = portrait ? W - safe.right : margin;
    const blocks = [
      ...(top
        ? [block(top, { x: margin, y: safe.top, w: W - 2 * margin, h: band }, "impact", "top", short * 0.11)]
        : []),
      ...(bottom
        ? [
            block(
              bottom,
              { x: side, y: safe.bottom - band, w: W - 2 * side, h: band },
              "impact",
              "bottom",
              short * 0.11,
            ),
          ]
        : []),
    ];
    return { rect, fit: fitFor(ar, W / H), background: "#000000", panels: [], blocks };
  }

  if (template === "reaction-split") {
    const panel = portrait ? { x: 0, y: 0, w: W, h: H / 2 } : { x: 0, y: 0, w: W / 2, h: H };
    const rect = portrait ? { x: 0, y: H / 2, w: W, h: H / 2 } : { x: W / 2, y: 0, w: W / 2, h: H };
    const pad = Math.round(short * 0.06);
    const textBox = portrait
      ? { x: pad, y: safe.top, w: W - 2 * pad, h: panel.h - safe.top - pad }
      : { x: pad, y: safe.top, w: panel.w - 2 * pad, h: safe.bottom - safe.top };
    const under = portrait
      ? {
          x: W - safe.right,
          y: rect.y + rect.h * 0.45,
          w: W - 2 * (W - safe.right),
          h: safe.bottom - rect.y - rect.h * 0.45,
        }
      : { x: rect.x + pad, y: rect.h * 0.55, w: rect.w - 2 * pad, h: safe.bottom - rect.h * 0.55 };
    const blocks = [
      ...(top ? [block(top, textBox, "impact", "middle", short * 0.12)] : []),
      ...(bottom ? [block(bottom, under, "impact", "bottom", short * 0.09)] : []),
    ];
    return {
      rect,
      fit: fitFor(ar, rect.w / rect.h),
      background: "#111111",
      panels: [{ ...panel, color: "#111111" }],
      blocks,
    };
  }

  // caption-bar: [bar][picture][bar] as one card, as wide as the frame (vertical) or as tall (wide).
  const pad = Math.round(short * 0.045);
  const cardW = portrait ? W : Math.round(Math.min(W * 0.8, Math.max(W * 0.5, H * 0.62 * ar)));
  const cardX = (W - cardW) / 2;
  const maxBar = H * (portrait ? 0.3 : 0.36);
  const laid = (text: string | undefined, maxEm: number, y: number) =>
    text
      ? block(text, { x: cardX + pad, y, w: cardW - 2 * pad, h: maxBar - 2 * pad }, "bar", "middle", maxEm)
      : null;
  const capEm = short * (portrait ? 0.075 : 0.07);
  const topBlock = laid(top, capEm, 0);
  const bottomBlock = laid(bottom, capEm * 0.8, 0);
  const barH = (b: LaidBlock | null) => (b ? Math.round(b.lines.length * b.pitch + 2 * pad) : 0);
  const topH = barH(topBlock);
  const bottomH = barH(bottomBlock);
  // The picture as large as the card allows: its own aspect when the frame has room.
  const room = (portrait ? H * 0.86 : H) - topH - bottomH;
  const picH = Math.round(Math.min(room, cardW / ar));
  const cardH = topH + picH + bottomH;
  // Vertical frames: the card a little above the middle, clear of the apps' captions at the bottom.
  const cardY = portrait ? Math.max(0, Math.round((H * 0.94 - cardH) / 2)) : Math.round((H - cardH) / 2);
  const rect = { x: cardX, y: cardY + topH, w: cardW, h: picH };
  const place = (b: LaidBlock | null, y: number, h: number): LaidBlock[] =>
    b ? [{ ...b, box: { ...b.box, y: y + pad, h: h - 2 * pad } }] : [];
  const panels = [
    ...(topH ? [{ x: cardX, y: cardY, w: cardW, h: topH, color: "#ffffff" }] : []),
    ...(bottomH ? [{ x: cardX, y: rect.y + picH, w: cardW, h: bottomH, color: "#ffffff" }] : []),
  ];
  return {
    rect,
    fit: fitFor(ar, rect.w / Math.max(1, rect.h)),
    background: "blur",
    panels,
    blocks: [...place(topBlock, cardY, topH), ...place(bottomBlock, rect.y + picH, bottomH)],
  };
}

/** The aspect an illustration is drawn at for a template (it then fills its place exactly). */
function illustrationAspect(template: MemeTemplate, W: number, H: number): number {
  if (template === "top-bottom") return W / H;
  if (template === "reaction-split") return H > W ? (2 * W) / H : W / 2 / H;
  return H > W ? 1 : 4 / 3;
}

/** A font directory holding only the faces the lettering uses (libass loads every file in it). */
async function memeFontDir(files: string[], cacheDir: string): Promise<string> {
  const dir = path.join(cacheDir, "font-sets", hashOf({ meme: files }));
  await mkdir(dir, { recursive: true });
  for (const file of files) {
    await symlink(file, path.join(dir, path.basename(file))).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== "EEXIST") throw e;
    });
  }
  return dir;
}

export function checkMemeOptions(opts: MemeOptions): void {
  if (!MEME_TEMPLATES.includes(opts.template))
    throw new Error(`Unknown meme template "${opts.template}". Choose one of: ${MEME_TEMPLATES.join(", ")}.`);
  if (!hasText(opts.topText) && !hasText(opts.bottomText))
    throw new Error("A meme needs a top or a bottom text.");
  for (const t of [opts.topText, opts.bottomText]) {
    if (t && t.length > MEME_LIMITS.maxText)
      throw new Error(`A meme text takes at most ${MEME_LIMITS.maxText} characters.`);
  }
}

export async function meme(opts: MemeOptions, ctx: PipelineContext = {}): Promise<MemeResult> {
  checkMemeOptions(opts);
  const c = await resolveContext(ctx);
  try {
    c.onProgress({ stage: "layout", percent: 0 });
    const size = sizeForAspect(aspectForPlatform(resolvePlatform(opts.platform ?? "TikTok")));
    const k = opts.scale ?? 1;
    const W = even(size.width * k);
    const H = even(size.height * k);
    const cache = new StudioCache(c.cacheDir);
    const words = [opts.topText, opts.bottomText].filter(hasText).join(" ");

    // The picture: the user's, or an illustration of the words drawn at its place's shape.
    let media: MemeRenderSpec["media"];
    let seconds: number = MEME_LIMITS.stillSeconds;
    let loop = false;
    let credit: ProviderCredit | undefined;
    if (opts.media?.kind === "video") {
      const info = await videoInfo(opts.media.path, c.signal);
      media = { ...opts.media, width: info.width, height: info.height, hasAudio: info.hasAudio };
      if (info.seconds < MEME_LIMITS.minSeconds) {
        loop = true;
        seconds = info.seconds * Math.ceil(MEME_LIMITS.minSeconds / info.seconds);
      } else seconds = Math.min(MEME_LIMITS.maxSeconds, info.seconds);
    } else if (opts.media) {
      const probe = await runFfprobe(opts.media.path, { signal: c.signal });
      const v = probe.streams.find((s) => s.codec_type === "video");
      const width = Number(v?.width);
      const height = Number(v?.height);
      if (!(width > 0 && height > 0)) throw new Error("The picture cannot be read.");
      media = { path: opts.media.path, kind: "image", width, height };
    } else {
      const ar = illustrationAspect(opts.template, W, H);
      const iw = even(Math.min(1600, Math.max(256, ar >= 1 ? 1080 : 1080 * ar)));
      const ih = even(iw / ar);
      const draw = (prompt: string) =>
        c.providers.builtin.image.generate({ prompt, width: iw, height: ih }, c.workDir, {
          signal: c.signal,
        });
      let picture = await draw(words);
      // Words that name nothing drawable: the face of the internet's laughter.
      if (!picture.composition?.subjects?.length) picture = await draw("😂");
      media = { path: picture.path, kind: "image", width: iw, height: ih };
      credit = picture.credit;
    }
    const layout = memeLayout(
      opts.template,
      { top: opts.topText, bottom: opts.bottomText },
      { width: W, height: H },
      media.width / media.height,
    );
    c.onProgress({ stage: "lettering", percent: 10 });
    const { ass, emoji } = memeAss(layout.blocks, { width: W, height: H }, seconds);
    const assPath = (
      await cache.getOrCreate("captions", hashOf(ass), ".ass", (tmp) => writeFile(tmp, ass, "utf8"))
    ).path;
    const fontsDir = await memeFontDir(
      memeFontFiles(layout.blocks.map((b) => b.face)),
      path.resolve(c.cacheDir),
    );
    const pictures: MemeRenderSpec["emoji"] = [];
    const drawn: typeof emoji = [];
    for (const e of emoji) {
      // An emoji the library has no picture of (a flag) is left out.
      const picture = illustrationForEmoji(e.emoji, e.size);
      if (!picture) continue;
      drawn.push(e);
      const { path: file } = await cache.getOrCreate(
        "caption-emoji",
        hashOf({ emoji: e.emoji, size: e.size, v: 1 }),
        ".png",
        (tmp) => writeFile(tmp, picture.png),
      );
      pictures.push({ path: file, x: e.x, y: e.y });
    }
    const out = path.resolve(opts.out);
    await mkdir(path.dirname(out), { recursive: true });
    c.onProgress({ stage: "rendering", percent: 15 });
    await runFfmpeg(
      buildMemeArgs({
        media,
        width: W,
        height: H,
        fps: FPS,
        seconds,
        loop,
        rect: layout.rect,
        fit: layout.fit,
        background: layout.background,
        panels: layout.panels,
        assPath,
        fontsDir,
        emoji: pictures,
        encoder: opts.encoder ?? DEFAULT_ENCODER,
        out,
      }),
      {
        signal: c.signal,
        onProgress: (s) =>
          c.onProgress({ stage: "rendering", percent: Math.min(95, 15 + Math.round((80 * s) / seconds)) }),
      },
    );
    const thumbnail = path.resolve(opts.thumbnail ?? out.replace(/\.[^.]+$/, ".jpg"));
    await runFfmpeg(buildFrameGrabArgs(out, Math.min(1, seconds / 2), thumbnail), { signal: c.signal });
    c.onProgress({ stage: "done", percent: 100 });
    return {
      video: out,
      thumbnail,
      durationSeconds: seconds,
      width: W,
      height: H,
      template: opts.template,
      blocks: layout.blocks.map((b) => ({
        text: b.text,
        box: b.box,
        em: b.em,
        lines: b.lines.length,
        ink: b.ink,
        widest: Math.max(...b.lines.map((l) => l.width)) + 2 * b.outline,
        height: b.lines.length * b.pitch,
      })),
      emoji: drawn,
      mediaRect: layout.rect,
      ...(credit ? { credit } : {}),
    };
  } finally {
    await c.cleanup();
  }
}
