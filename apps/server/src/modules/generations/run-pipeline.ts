import { access, mkdir } from "node:fs/promises";
import path from "node:path";
import { generatorOf, type TGenerationKind } from "@reelforge/contract";
import {
  BRAND_KIT_LOGO,
  type PipelineProgress,
  type Providers,
  parseStoryboard,
  providersForStyle,
  renderVideo,
  type Storyboard,
  uploadRef,
} from "@reelforge/studio";
import { type PipelineOutput, serverGeneratorOf } from "../../generators/index.ts";
import { addIntroOutro } from "../../generators/intro-outro.ts";
import { fetchPageImage } from "../../generators/link-video/article.ts";
import type { RunBrand, RunUpload } from "../../generators/types.ts";
import { type MediaInput, userMediaOf } from "../../generators/user-media.ts";
import { videoOutput } from "../../generators/video-files.ts";

const UPLOAD_PREFIX = uploadRef("");

export type { PipelineAlternate, PipelineFile, PipelineOutput } from "../../generators/index.ts";

export type PipelineRun = {
  kind: TGenerationKind;
  input: unknown;
  // A version made by an edit: this storyboard is rendered instead of running the kind's pipeline.
  storyboard?: unknown;
  workDir: string;
  upload(id: string): Promise<RunUpload>;
  brand(): Promise<RunBrand | null>;
  scale: number;
  providers: Providers;
  /** OUTBOUND_ALLOW_LOOPBACK (tests): loopback pages may be fetched. */
  allowLoopback?: boolean;
  cacheDir: string;
  signal: AbortSignal;
  onProgress(progress: PipelineProgress): void;
};

// Runs the server part of one generation's kind in a scratch folder and checks the files it keeps
// are the ones its kind declares. The stored input is parsed again with the kind's schema, so a row
// written by an older version reaches the pipeline in today's shape.
export async function runPipeline(run: PipelineRun): Promise<PipelineOutput> {
  const input = generatorOf(run.kind).input.parse(run.input);
  const generator = serverGeneratorOf(run.kind);
  const output =
    // A voice-over speaks its edited storyboard itself (its picture is the user's video).
    run.storyboard !== undefined && run.kind !== "voice-over"
      ? await renderEdit(run, input as MediaInput)
      : await (
          generator.run as (
            input: unknown,
            ctx: Parameters<typeof generator.run>[1],
          ) => Promise<PipelineOutput>
        )(input, {
          workDir: run.workDir,
          upload: run.upload,
          brand: run.brand,
          scale: run.scale,
          providers: run.providers,
          allowLoopback: run.allowLoopback ?? false,
          signal: run.signal,
          onProgress: run.onProgress,
          ...(run.storyboard !== undefined ? { editStoryboard: run.storyboard } : {}),
          studio: {
            onProgress: run.onProgress,
            signal: run.signal,
            providers: run.providers,
            cacheDir: run.cacheDir,
            workDir: path.join(run.workDir, "studio"),
          },
        });
  const undeclared = output.files.filter(
    (file) => !generator.files.some((pattern) => pattern.test(file.name)),
  );
  if (undeclared.length) {
    throw new Error(
      `${run.kind} made files its kind does not declare: ${undeclared.map((f) => f.name).join(", ")}`,
    );
  }
  return output;
}

const missing = (file: string) =>
  access(file).then(
    () => false,
    () => true,
  );

// An edited storyboard re-rendered: every stage is cached by content, so only the scenes the edit
// changed are voiced, drawn and encoded again; the rest are rejoined (a music change re-mixes only).
// The user's files (uploads, the brand kit's logo) were copied into the first render's job folder,
// which is gone: they are copied again and found by name; the same content keeps the same cache keys.
// A linked page's pictures are fetched again under the outbound rules (a scene whose picture is gone
// shows pictures chosen from its words). The brand kit's intro and outro are joined around the video as
// the first render did.
async function renderEdit(
  run: PipelineRun,
  input: MediaInput & { images?: string[] },
): Promise<PipelineOutput> {
  const sb: Storyboard = parseStoryboard(run.storyboard);
  const own = await userMediaOf(input, run);
  const fresh = new Map<string, string>();
  const images = await Promise.all((input.images ?? []).map(async (id) => (await run.upload(id)).path));
  for (const file of [...(own.media ?? []).map((m) => m.path), ...images, own.music, own.brand?.logo]) {
    if (file) fresh.set(path.basename(file), file);
  }
  const relink = async (file: string | undefined) =>
    file && (await missing(file)) ? (fresh.get(path.basename(file)) ?? file) : file;
  const pages = path.join(run.workDir, "page");
  for (const [k, scene] of sb.scenes.entries()) {
    const visual = scene.visual;
    if (visual.kind !== "asset" && visual.kind !== "image") continue;
    visual.path = (await relink(visual.path)) ?? visual.path;
    if (!(await missing(visual.path))) continue;
    // An upload an edit chose (not one of the first render's): copied again by its id.
    if (visual.kind === "asset" && visual.upload) {
      const id = visual.upload;
      let copy = fresh.get(`upload:${id}`);
      if (!copy) {
        copy = (await run.upload(id)).path;
        fresh.set(`upload:${id}`, copy);
      }
      visual.path = copy;
      continue;
    }
    const url = visual.kind === "asset" ? visual.origin?.url : undefined;
    const again = url
      ? await mkdir(pages, { recursive: true })
          .then(() =>
            fetchPageImage(url, path.join(pages, `scene-${k + 1}`), {
              allowLoopback: run.allowLoopback ?? false,
              signal: run.signal,
            }),
          )
          .catch(() => null)
      : null;
    if (again) visual.path = again;
    else {
      const { resolvedVisual: _rv, visuals: _v, ...rest } = scene;
      sb.scenes[k] = { ...rest, visual: { kind: "designer", prompt: scene.narration } };
    }
  }
  if (sb.music?.file?.startsWith(UPLOAD_PREFIX)) {
    sb.music.file = (await run.upload(sb.music.file.slice(UPLOAD_PREFIX.length))).path;
  } else if (sb.music?.file) sb.music.file = await relink(sb.music.file);
  if (sb.brand.logo) {
    // The kit's logo as it is now ("use my logo" asks for it even when the first render went without).
    const kit = own.brand ?? (sb.brand.logo === BRAND_KIT_LOGO ? await run.brand() : null);
    const logo = kit?.logo ?? (await relink(sb.brand.logo));
    sb.brand.logo = logo && !(await missing(logo)) ? logo : undefined;
  }
  const result = await renderVideo(
    sb,
    { out: path.join(run.workDir, "video.mp4"), stems: true },
    {
      onProgress: run.onProgress,
      signal: run.signal,
      // An animated explainer's edit draws its new pictures itself too.
      providers: providersForStyle(run.providers, sb.meta.style === "animated" ? "animated" : undefined),
      cacheDir: run.cacheDir,
      workDir: path.join(run.workDir, "studio"),
    },
  );
  const output = videoOutput(result, []);
  return own.brand ? addIntroOutro(output, own.brand, run.workDir, run.signal) : output;
}
