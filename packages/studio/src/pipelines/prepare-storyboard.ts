// Resolves what a storyboard only describes: speech (with word timings) for each scene's narration and a
// file for each scene's visual, each cached by the hash of its inputs, plus the music file. A scene whose
// narration, voice or visual did not change reuses its previous speech and picture.
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { exists, fileHash, hashOf, StudioCache } from "../cache.ts";
import { resolveLanguage } from "../languages.ts";
import { builtinMusic, userMusic } from "../music/builtin-music.ts";
import type { ProviderCredit, SpeechResult } from "../providers/types.ts";
import { mapLimit } from "../render/pool.ts";
import { runFfprobe } from "../render/run-ffmpeg.ts";
import type { Scene, Storyboard } from "../storyboard/schema.ts";
import type { ResolvedContext } from "./context.ts";
import { withFallback } from "./fallback.ts";

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

export async function prepareStoryboard(
  input: Storyboard,
  ctx: ResolvedContext,
): Promise<PreparedStoryboard> {
  const sb: Storyboard = structuredClone(input);
  const cache = new StudioCache(ctx.cacheDir);
  const { providers } = ctx;
  const { width: W, height: H } = sb.format;
  resolveLanguage(sb.voice.language); // clear error for an unknown language before any work
  const credits = new Map<string, ProviderCredit>();
  const record = (f: Storyboard["fallbacks"][number]) => {
    if (!sb.fallbacks.some((x) => x.stage === f.stage && x.from === f.from)) sb.fallbacks.push(f);
  };
  let done = 0;
  const total = sb.scenes.length * 2;
  const step = (stage: string) => ctx.onProgress({ stage, percent: Math.round((100 * ++done) / total) });

  // ---- voice
  const voice = {
    language: sb.voice.language,
    gender: sb.voice.gender,
    accent: sb.voice.accent,
    speed: sb.voice.speed,
    voiceId: sb.voice.voiceId,
  };
  await mapLimit(sb.scenes, Math.max(2, availableParallelism()), async (scene: Scene) => {
    const text = scene.narration.trim();
    if (!sb.voice.enabled || !/[\p{L}\p{N}]/u.test(text)) {
      scene.speech = undefined;
      step("voice");
      return;
    }
    const key = hashOf({ text, voice, provider: providers.tts.id });
    if (scene.speech?.key === key && (await exists(scene.speech.audioPath))) {
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
      if (path.resolve(result.audioPath) !== local) await copyFile(result.audioPath, local);
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
    };
    credits.set(`voice:${saved.credit.provider}`, saved.credit);
    step("voice");
  });

  // ---- visuals
  await mapLimit(sb.scenes, Math.max(2, availableParallelism()), async (scene: Scene) => {
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
      scene.resolvedVisual = {
        path: abs,
        media,
        credit: { provider: "upload", builtin: true },
        key: await fileHash(abs),
      };
    } else {
      const palette = sb.brand.colors.length ? sb.brand.colors : undefined;
      let stockDone = false;
      if (v.kind === "stock" && providers.stock) {
        const stock = providers.stock;
        const key = hashOf({ stock: stock.id, q: v.query, media: v.media, W, H });
        try {
          const { path: dir } = await cache.getOrCreate("stock", key, "", async (tmp) => {
            await mkdir(tmp, { recursive: true });
            const asset = await stock.find(
              { keywords: v.query, orientation: orientation(W, H), kind: v.media, width: W, height: H },
              tmp,
              { signal: ctx.signal },
            );
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
          credits.set(`stock:${a.credit.provider}:${a.path}`, a.credit);
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
        const key = hashOf({ image: providers.image.id, prompt, W, H, palette, showTitle: false });
        const { path: dir } = await cache.getOrCreate("visuals", key, "", async (tmp) => {
          await mkdir(tmp, { recursive: true });
          const { result } = await withFallback(
            "visuals",
            providers.image,
            providers.builtin.image,
            (p) =>
              p.generate({ prompt, width: W, height: H, palette, showTitle: false }, tmp, {
                signal: ctx.signal,
              }),
            record,
            ctx.signal,
          );
          const local = path.join(tmp, "image.png");
          if (path.resolve(result.path) !== local) await copyFile(result.path, local);
          await writeFile(path.join(tmp, "credit.json"), JSON.stringify(result.credit));
        });
        const credit = JSON.parse(await readFile(path.join(dir, "credit.json"), "utf8")) as ProviderCredit;
        scene.resolvedVisual = { path: path.join(dir, "image.png"), media: "image", credit, key };
        credits.set(`image:${credit.provider}`, credit);
      }
    }
    step("visuals");
  });

  // ---- music
  let musicPath: string | undefined;
  if (sb.music?.file) {
    musicPath = (await userMusic(await mustExist(sb.music.file, "Music file"))).path;
  } else if (sb.music?.mood) {
    const m = await builtinMusic(sb.music.mood, ctx.cacheDir, { signal: ctx.signal });
    musicPath = m.path;
    credits.set("music", m.credit);
  }

  const parts = new Map(sb.credits.map((c) => [`${c.part}:${c.credit.provider}`, c]));
  for (const [k, credit] of credits) {
    const part = k.split(":")[0]!;
    parts.set(`${part}:${credit.provider}`, { part, credit });
  }
  sb.credits = [...parts.values()];
  return { storyboard: sb, musicPath };
}
