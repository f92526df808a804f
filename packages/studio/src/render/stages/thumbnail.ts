// The thumbnail: a designed cover (render/cover.ts) from the first scene's picture and the video's
// title, made as soon as that scene is ready and cached by everything that decides its pixels.
import { writeFile } from "node:fs/promises";
import { fileHash, hashOf } from "../../cache.ts";
import { keyVisual } from "../../pipelines/scene-visuals.ts";
import { captionFontDir } from "../captions/font-set.ts";
import { buildCoverArgs, coverAss, keyVisualBox } from "../cover.ts";
import { runFfmpeg } from "../run-ffmpeg.ts";
import type { RenderContext } from "./context.ts";
import { sourceFor } from "./visuals.ts";

/** Box colour behind the title: the first brand colour, or a deep ink. */
const DEFAULT_ACCENT = "#111827";

/** The cover as a cached JPEG; resolves to its path. */
export async function renderThumbnail(ctx: RenderContext): Promise<string> {
  const { sb, captions } = ctx;
  await ctx.sceneReady(0);
  const source = sourceFor(sb, 0);
  const ass = coverAss({
    title: sb.title,
    layout: captions.options,
    fontFamily: captions.options.boldFamily ?? captions.options.fontFamily,
    ...(captions.options.face ? { faceFile: captions.options.face.file } : {}),
    accent: sb.brand.colors[0] ?? DEFAULT_ACCENT,
  });
  const fontsDir = ctx.frame.fontsDir ?? (await captionFontDir(sb, ctx.opts.cacheDir));
  const sourceKey = source.kind === "color" ? source.color : await fileHash(source.path);
  // The video's subjects (title and narration), drawn large below the title; none when it names none.
  const { size } = keyVisualBox(sb.format.width, sb.format.height);
  const visual = keyVisual(sb, size, size);
  const visualPath = visual
    ? (
        await ctx.cache.getOrCreate("thumbnails", hashOf({ keyVisual: visual.emoji, size }), ".png", (tmp) =>
          writeFile(tmp, visual.png),
        )
      ).path
    : undefined;
  const key = hashOf({
    cover: 2,
    keyVisual: visual?.emoji ?? null,
    ass,
    source: source.kind,
    sourceKey,
    w: sb.format.width,
    h: sb.format.height,
  });
  const { path: assPath } = await ctx.cache.getOrCreate("captions", hashOf(ass), ".ass", (tmp) =>
    writeFile(tmp, ass, "utf8"),
  );
  // A cover is a full-frame picture with captions (~140 MB resident for its moment): it takes a place
  // in the budget of heavy processes instead of running as a third beside two segment encoders, and
  // only once every scene is ready and no encode waits for a place, so it fills the core the last
  // scene's parts leave idle rather than holding a scene back at the start.
  await ctx.sceneReady(Math.max(0, sb.scenes.length - 1));
  const { path } = await ctx.cache.getOrCreate("thumbnails", key, ".jpg", (tmp) =>
    ctx.heavy.whenIdle(() =>
      runFfmpeg(
        buildCoverArgs({
          source,
          width: sb.format.width,
          height: sb.format.height,
          assPath,
          fontsDir,
          ...(visualPath ? { keyVisualPath: visualPath } : {}),
          out: tmp,
        }),
        ctx.run,
      ).then(() => undefined),
    ),
  );
  return path;
}
