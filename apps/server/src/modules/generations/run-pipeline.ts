import path from "node:path";
import type {
  TFacelessInput,
  TGenerationKind,
  TImageInput,
  TScriptInput,
  TVideoInput,
} from "@reelforge/contract";
import {
  type CaptionFont,
  facelessVideo,
  generateImage,
  type PipelineProgress,
  type ProviderCredit,
  ProviderError,
  type Providers,
  promptVideo,
  resolveLanguage,
  type VideoResult,
} from "@reelforge/studio";
import { videoLanguages } from "./video-languages.ts";

// Runs the studio pipeline of one generation in a scratch folder and says which files to keep.
export type PipelineFile = { name: string; path: string; contentType: string };
// A prompt video's further languages: each is a whole video whose files are named NAME.<code>.EXT.
export type PipelineAlternate = { language: string; code: string; durationSeconds: number };
export type PipelineOutput = {
  files: PipelineFile[];
  text?: string;
  durationSeconds?: number;
  // The primary video's language (set when the request chose languages).
  language?: { language: string; code: string };
  alternates?: PipelineAlternate[];
  credits: { part: string; credit: ProviderCredit }[];
};

export type PipelineRun = {
  kind: TGenerationKind;
  input: unknown;
  workDir: string;
  scale: number;
  providers: Providers;
  cacheDir: string;
  signal: AbortSignal;
  onProgress(progress: PipelineProgress): void;
};

export async function runPipeline(run: PipelineRun): Promise<PipelineOutput> {
  const ctx = {
    onProgress: run.onProgress,
    signal: run.signal,
    providers: run.providers,
    cacheDir: run.cacheDir,
    workDir: path.join(run.workDir, "studio"),
  };
  switch (run.kind) {
    case "script": {
      const input = run.input as TScriptInput;
      run.onProgress({ stage: "script", percent: 0 });
      const { text, credit } = await completeWithFallback(run.providers, input.script, run.signal);
      run.onProgress({ stage: "script", percent: 100 });
      return { files: [], text: text.trim(), credits: [{ part: "script", credit }] };
    }
    case "image": {
      const input = run.input as TImageInput;
      const size = Math.max(64, Math.round(1024 * run.scale));
      const out = path.join(run.workDir, "image.png");
      const result = await generateImage({ prompt: input.prompt, width: size, height: size, out }, ctx);
      return {
        files: [{ name: "image.png", path: result.path, contentType: "image/png" }],
        credits: [{ part: "image", credit: result.credit }],
      };
    }
    case "video": {
      const input = run.input as TVideoInput;
      const languages = videoLanguages(input);
      const result = await promptVideo(
        {
          prompt: input.description,
          durationSeconds: input.videoDuration,
          platform: input.platform,
          // One video per language: the first is video.mp4, the others video.<code>.mp4 beside it.
          languages: languages.length ? languages : undefined,
          audience: input.agegroup,
          gender: input.gender[0],
          out: path.join(run.workDir, "video.mp4"),
          scale: run.scale,
        },
        ctx,
      );
      const output = videoOutput(result, [{ part: "script", credit: result.script.credit }]);
      if (!languages.length) return output;
      const alternates: PipelineAlternate[] = result.alternates.map((alternate) => {
        const language = languageOf(alternate.language);
        output.files.push(...mediaFiles(alternate.result, language.code));
        return { ...language, durationSeconds: alternate.result.durationSeconds };
      });
      return {
        ...output,
        language: languageOf(languages[0] as string),
        ...(alternates.length ? { alternates } : {}),
      };
    }
    case "faceless": {
      const input = run.input as TFacelessInput;
      const result = await facelessVideo(
        {
          script: input.script,
          out: path.join(run.workDir, "video.mp4"),
          platform: input.platform,
          language: input.language,
          gender: input.gender ? (input.gender.toLowerCase() as "male" | "female") : undefined,
          accent: input.accent,
          captions: input.captions,
          font: input.font ? (input.font.toLowerCase() as CaptionFont) : undefined,
          music: input.music,
          scale: run.scale,
        },
        ctx,
      );
      return videoOutput(result, []);
    }
  }
}

// The chat's free-form answer; a remote model that fails hands over to the built-in writer,
// and the credit says so.
async function completeWithFallback(
  providers: Providers,
  prompt: string,
  signal: AbortSignal,
): Promise<{ text: string; credit: ProviderCredit }> {
  try {
    return await providers.llm.complete(prompt, { signal });
  } catch (error) {
    if (signal.aborted || providers.llm === providers.builtin.llm || !(error instanceof ProviderError)) {
      throw error;
    }
    const result = await providers.builtin.llm.complete(prompt, { signal });
    return {
      text: result.text,
      credit: { ...result.credit, fallbackFrom: providers.llm.id, fallbackReason: error.message },
    };
  }
}

// A language as stored and shown: its English name ("France" in the spec's list is French) and code.
function languageOf(language: string): { language: string; code: string } {
  const { name, code } = resolveLanguage(language);
  return { language: name, code };
}

// A video's media files; a further language's carry its code before the extension (video.es.mp4).
function mediaFiles(result: VideoResult, code?: string): PipelineFile[] {
  const tag = code ? `.${code}` : "";
  return [
    { name: `video${tag}.mp4`, path: result.video, contentType: "video/mp4" },
    { name: `captions${tag}.srt`, path: result.srt, contentType: "application/x-subrip" },
    { name: `captions${tag}.vtt`, path: result.vtt, contentType: "text/vtt" },
    { name: `thumbnail${tag}.jpg`, path: result.thumbnail, contentType: "image/jpeg" },
  ];
}

function videoOutput(result: VideoResult, extra: PipelineOutput["credits"]): PipelineOutput {
  const seen = new Set(extra.map((c) => c.part));
  const credits = [...extra, ...result.storyboardData.credits.filter((c) => !seen.has(c.part))];
  // Speech and visuals carry their own credits even when the storyboard's list is short.
  const voice = result.storyboardData.scenes.find((s) => s.speech)?.speech?.credit;
  if (voice && !credits.some((c) => c.part === "voice")) credits.push({ part: "voice", credit: voice });
  const visual = result.storyboardData.scenes.find((s) => s.resolvedVisual)?.resolvedVisual?.credit;
  if (visual && !credits.some((c) => ["visuals", "images", "image"].includes(c.part))) {
    credits.push({ part: "visuals", credit: visual });
  }
  return {
    files: [
      ...mediaFiles(result),
      { name: "storyboard.json", path: result.storyboard, contentType: "application/json" },
    ],
    durationSeconds: result.durationSeconds,
    credits,
  };
}
