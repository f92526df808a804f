// Resolves what a storyboard only describes: speech (with word timings) for each scene's narration and a
// file for each scene's visual, each cached by the hash of its inputs, plus the music file. A scene whose
// narration, voice or visual did not change reuses its previous speech and picture.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { adoptFile, exists, fileHash, hashOf, StudioCache } from "../cache.ts";
import { narrationWordsPerMinute, resolveAccent, resolveLanguage } from "../languages.ts";
import { builtinMusicCredit, userMusic } from "../music/builtin-music.ts";
import { musicSeed } from "../music/music-seed.ts";
import { illustrationCredit } from "../providers/builtin/illustrations/rasterise.ts";
import type { ProviderCredit, SpeechResult, StockAsset } from "../providers/types.ts";
import { createLimiter } from "../render/pool.ts";
import { runFfprobe } from "../render/run-ffmpeg.ts";
import type { Scene, Storyboard } from "../storyboard/schema.ts";
import { beatSources } from "./beat-sources.ts";
import type { ResolvedContext } from "./context.ts";
import { withFallback } from "./fallback.ts";
import { sceneVisualRecords, videoSubjects } from "./scene-visuals.ts";

export interface PreparedStoryboard {
  storyboard: Storyboard;
  musicPath?: string;
}

const IMAGE_EXT = /\.(png|jpe?g|webp|bmp)$/i;

function orientation(w: number, h: number): "portrait" | "landscape" | "square" {
  return h > w * 1.1 ? "portrait" : w > h * 1.1 ? "landscape" : "square";
}

async function mustExist(file: string, what: string): Promise<string> {
  const abs = path.resolve(file);
  if (!(await exists(abs))) throw new Error(`${what} not found: ${file}`);
  return abs;
}

/** A preparation under way: scenes become ready one by one, in order, while the caller renders. */
export interface PreparationRun {
  /** The copy being prepared; each scene gains its speech and visual when `scene(i)` resolves. */
  storyboard: Storyboard;
  scene(i: number): Promise<void>;
  music: Promise<string | undefined>;
  done: Promise<PreparedStoryboard>;
}

export async function prepareStoryboard(
  input: Storyboard,
  ctx: ResolvedContext,
): Promise<PreparedStoryboard> {
  return startPreparation(input, ctx).done;
}

/**
 * Starts preparing: each scene's speech and then its visual, scenes in order a few at a time, and the
 * music beside them. The first failure stops the scenes not yet started and rejects `done`.
 */
export function startPreparation(input: Storyboard, ctx: ResolvedContext): PreparationRun {
  const sb: Storyboard = structuredClone(input);
  const cache = new StudioCache(ctx.cacheDir);
  const { providers } = ctx;
  const { width: W, height: H } = sb.format;
  const language = resolveLanguage(sb.voice.language); // clear error for an unknown language before any work
  const record = (f: Storyboard["fallbacks"][number]) => {
    if (!sb.fallbacks.some((x) => x.stage === f.stage && x.from === f.from)) sb.fallbacks.push(f);
  };
  let stepsDone = 0;
  const total = sb.scenes.length * 2;
  const step = (stage: string) => ctx.onProgress({ stage, percent: Math.round((100 * ++stepsDone) / total) });

  // ---- voice
  // The pace for the platform and audience, times the user's speed, relative to the language's own pace.
  const audience = Array.isArray(sb.meta.audience) ? sb.meta.audience.map(String) : [];
  const wordsPerMinute =
    sb.voice.wordsPerMinute ?? narrationWordsPerMinute(language, sb.format.platform, audience);
  const pace = (sb.voice.speed * wordsPerMinute) / language.wordsPerMinute;
  const voice = {
    language: sb.voice.language,
    gender: sb.voice.gender,
    accent: sb.voice.accent,
    speed: Math.round(Math.min(2, Math.max(0.5, pace)) * 100) / 100,
    voiceId: sb.voice.voiceId,
  };
  if (sb.voice.enabled && !sb.voice.voiceId && providers.tts.id === providers.builtin.tts.id) {
    // An accent the built-in voice no longer offers ("indian") is spoken with its nearest and noted.
    const accent = resolveAccent(language, sb.voice.accent);
    if (accent.note)
      record({
        stage: "voice",
        from: `accent ${sb.voice.accent}`,
        to: `accent ${accent.accent}`,
        reason: accent.note,
      });
  }
  const voiceCredits = new Map<number, ProviderCredit>();
  const visualCredits = new Map<number, { key: string; credit: ProviderCredit }>();
  const prepareVoice = async (scene: Scene, index: number) => {
    const text = scene.narration.trim();
    if (!sb.voice.enabled || !/[\p{L}\p{N}]/u.test(text)) {
      scene.speech = undefined;
      step("voice");
      return;
    }
    const key = hashOf({ text, voice, provider: providers.tts.id });
    if (scene.speech?.key === key && (await cache.markUsed(scene.speech.audioPath))) {
      step("voice");
      return;
    }
    const { path: dir } = await cache.getOrCreate("speech", key, "", async (tmp) => {
      await mkdir(tmp, { recursive: true });
      const { result } = await withFallback(
        "voice",
        providers.tts,
        providers.builtin.tts,
        (p) => p.synthesize(text, voice, tmp, { signal: ctx.signal }),
        record,
        ctx.signal,
      );
      // Keep the audio inside the entry so the entry moves as one directory.
      const local = path.join(tmp, `speech${path.extname(result.audioPath) || ".wav"}`);
      await adoptFile(result.audioPath, tmp, local);
      await writeFile(
        path.join(tmp, "speech.json"),
        JSON.stringify({ ...result, audioPath: path.basename(local) } satisfies SpeechResult),
      );
    });
    const saved = JSON.parse(await readFile(path.join(dir, "speech.json"), "utf8")) as SpeechResult;
    scene.speech = {
      audioPath: path.join(dir, saved.audioPath),
      durationSeconds: saved.durationSeconds,
      words: saved.words,
      timingSource: saved.timingSource,
      credit: saved.credit,
      key,
      ...(saved.runs ? { runs: saved.runs } : {}),
    };
    voiceCredits.set(index, saved.credit);
    step("voice");
  };

  // ---- visuals
  // Fillers come from the title only: a scene's pictures must not change when another scene is edited
  // (its cached segment would be drawn again).
  const fillers = videoSubjects(sb, [sb.title]);
  let illustrated = false;
  // Each visual beat's picture: the user's media, stock, the image model, then the illustrations.
  const sources = beatSources(providers, ctx.userMedia);
  const beatCredits = new Map<string, ProviderCredit>();
  const failedSources = new Set<string>();
  /** The scene's picture records, once its stage (`resolved`) is ready and its speech timed. */
  const prepareVisual = async (scene: Scene, index: number, resolved: Promise<void>) => {
    await resolved;
    scene.visuals = await sceneVisualRecords(sb, index, cache, fillers, {
      sources,
      record,
      credit: (c) => beatCredits.set(`visuals:${c.provider}`, c),
      failed: failedSources,
      signal: ctx.signal,
    });
    if (scene.visuals.some((v) => v.source === "illustration")) illustrated = true;
    step("visuals");
  };
  const resolveVisual = async (scene: Scene, index: number) => {
    const v = scene.visual;
    if (v.kind === "color") {
      scene.resolvedVisual = undefined;
    } else if (v.kind === "image" || v.kind === "asset") {
      const abs = await mustExist(v.path, v.kind === "image" ? "Image" : "Asset");
      const media = v.kind === "asset" ? v.media : "image";
      if (media === "image" && !IMAGE_EXT.test(abs)) {
        // Validate by probing rather than trusting the name.
        const probe = await runFfprobe(abs, { signal: ctx.signal });
        if (!probe.streams.some((s) => s.codec_type === "video")) throw new Error(`Not an image: ${v.path}`);
      }
      const origin = v.kind === "asset" ? v.origin : undefined;
      scene.resolvedVisual = {
        path: abs,
        media,
        credit: origin
          ? {
              provider: origin.source,
              builtin: true,
              attribution: { url: origin.url, licence: origin.licence },
            }
          : { provider: "upload", builtin: true },
        key: await fileHash(abs),
      };
    } else {
      const palette = sb.brand.colors.length ? sb.brand.colors : undefined;
      let stockDone = false;
      if (v.kind === "stock" && providers.stock) {
        const stock = providers.stock;
        const item = v.item;
        // A chosen item is that item whichever services are configured; a query is the best match of them.
        const key = item
          ? hashOf({ stockItem: item, media: v.media, W, H })
          : hashOf({ stock: stock.id, q: v.query, media: v.media, W, H });
        try {
          const { path: dir } = await cache.getOrCreate("stock", key, "", async (tmp) => {
            await mkdir(tmp, { recursive: true });
            const frame = { orientation: orientation(W, H), width: W, height: H };
            let asset: StockAsset | null;
            if (item) {
              if (!stock.fetch) throw new Error(`${stock.id} cannot fetch a chosen item`);
              asset = await stock.fetch({ ...item, kind: v.media }, frame, tmp, { signal: ctx.signal });
              if (!asset) throw new Error(`${item.provider} no longer has ${v.media} ${item.id}`);
            } else {
              asset = await stock.find({ keywords: v.query, kind: v.media, ...frame }, tmp, {
                signal: ctx.signal,
              });
            }
            if (!asset) throw new Error("no stock match");
            await writeFile(
              path.join(tmp, "asset.json"),
              JSON.stringify({ ...asset, path: path.basename(asset.path) }),
            );
          });
          const a = JSON.parse(await readFile(path.join(dir, "asset.json"), "utf8"));
          scene.resolvedVisual = {
            path: path.join(dir, a.path),
            media: a.kind === "video" ? "video" : "image",
            credit: a.credit,
            key,
          };
          visualCredits.set(index, { key: `stock:${a.credit.provider}:${a.path}`, credit: a.credit });
          stockDone = true;
        } catch (err) {
          if (ctx.signal?.aborted) throw err;
          record({
            stage: "visuals",
            from: stock.id,
            to: providers.image.id,
            reason: (err as Error).message,
          });
        }
      }
      if (!stockDone) {
        const prompt = v.kind === "designer" ? v.prompt : v.query;
        // A designed scene's stage is the built-in designer's: its beats bring the pictures (from stock or
        // the image model when configured, see beat-sources.ts). A stock scene that found nothing asks
        // the image model for its whole picture.
        const image = v.kind === "designer" ? providers.builtin.image : providers.image;
        const key = hashOf({ image: image.id, prompt, W, H, palette, background: true });
        const { path: dir } = await cache.getOrCreate("visuals", key, "", async (tmp) => {
          await mkdir(tmp, { recursive: true });
          const { result } = await withFallback(
            "visuals",
            image,
            providers.builtin.image,
            (p) =>
              p.generate({ prompt, width: W, height: H, palette, background: true }, tmp, {
                signal: ctx.signal,
              }),
            record,
            ctx.signal,
          );
          await adoptFile(result.path, tmp, path.join(tmp, "image.png"));
          await writeFile(path.join(tmp, "credit.json"), JSON.stringify(result.credit));
        });
        const credit = JSON.parse(await readFile(path.join(dir, "credit.json"), "utf8")) as ProviderCredit;
        scene.resolvedVisual = { path: path.join(dir, "image.png"), media: "image", credit, key };
        visualCredits.set(index, { key: `image:${credit.provider}`, credit });
      }
    }
  };

  // ---- scenes in order, a few at a time; the first failure stops the rest from starting
  let failed: unknown;
  const limit = createLimiter(Math.max(2, availableParallelism()));
  const sceneTasks = sb.scenes.map((scene, i) =>
    quiet(
      limit(async () => {
        if (failed !== undefined) throw failed;
        ctx.signal?.throwIfAborted();
        try {
          // The stage (a designed background painted in node, stock, or a model's picture) does not
          // wait for the speech: it is made while the voice is synthesized in its own process.
          const resolved = resolveVisual(scene, i);
          resolved.catch(() => {});
          await prepareVoice(scene, i);
          await prepareVisual(scene, i, resolved);
        } catch (err) {
          failed ??= err;
          throw err;
        }
      }),
    ),
  );

  // ---- music, beside the scenes: a user's file is checked here; a mood is composed for this video by
  // the soundtrack once the video's length is known, from a seed saved in the storyboard (edits keep it)
  let musicCredit: ProviderCredit | undefined;
  const music = quiet(
    (async (): Promise<string | undefined> => {
      if (sb.music?.file) return (await userMusic(await mustExist(sb.music.file, "Music file"))).path;
      if (sb.music?.mood) {
        sb.music.seed = musicSeed(sb);
        musicCredit = builtinMusicCredit(sb.music.mood);
      }
      return undefined;
    })(),
  );

  const done = quiet(
    (async (): Promise<PreparedStoryboard> => {
      const results = await Promise.allSettled([...sceneTasks, music]);
      const rejected = results.find((r) => r.status === "rejected");
      if (rejected) throw (rejected as PromiseRejectedResult).reason;
      // Credits in a stable order whatever order the scenes finished in: voices, visuals, music.
      const credits = new Map<string, ProviderCredit>();
      for (let i = 0; i < sb.scenes.length; i++) {
        const c = voiceCredits.get(i);
        if (c) credits.set(`voice:${c.provider}`, c);
      }
      for (let i = 0; i < sb.scenes.length; i++) {
        const c = visualCredits.get(i);
        if (c) credits.set(c.key, c.credit);
      }
      for (const [k, c] of beatCredits) credits.set(k, c);
      if (illustrated) credits.set("visuals:illustration", illustrationCredit());
      if (musicCredit) credits.set("music", musicCredit);
      const parts = new Map(sb.credits.map((c) => [`${c.part}:${c.credit.provider}`, c]));
      for (const [k, credit] of credits) {
        const part = k.split(":")[0]!;
        parts.set(`${part}:${credit.provider}`, { part, credit });
      }
      sb.credits = [...parts.values()];
      return { storyboard: sb, musicPath: await music };
    })(),
  );

  return { storyboard: sb, scene: (i) => sceneTasks[i]!, music, done };
}

/** Marks a promise as handled (its rejection still reaches whoever awaits it). */
function quiet<T>(p: Promise<T>): Promise<T> {
  p.catch(() => {});
  return p;
}
