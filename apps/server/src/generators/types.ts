import type { GenerationInputOf, TGenerationKind } from "@reelforge/contract";
import type { PipelineProgress, ProviderCredit, Providers } from "@reelforge/studio";

// The server part of a generation kind: the studio pipeline it runs for one job, and the files it
// stores. Its shared part (input, usage feature, title, page) is in packages/contract/src/generators.

export type PipelineFile = { name: string; path: string; contentType: string };
// A prompt video's further languages: each is a whole video whose files are named NAME.<code>.EXT.
export type PipelineAlternate = { language: string; code: string; durationSeconds: number };
export type PipelineClip = { file: string; thumbnail?: string; start: number; end: number };
export type PipelineOutput = {
  files: PipelineFile[];
  text?: string;
  durationSeconds?: number;
  // The primary video's language (set when the request chose languages).
  language?: { language: string; code: string };
  alternates?: PipelineAlternate[];
  // Plain notes for the user about how the result was made (the script writer's).
  notes?: string[];
  // Clips cut from a source video: each one's file (and thumbnail) and its place in the source.
  clips?: PipelineClip[];
  // Subtitles: the captions as cues the user may edit and burn in again.
  cues?: { start: number; end: number; text: string }[];
  // A video's scene segments: encoded now, and reused from the studio's cache.
  segments?: { rendered: number; reused: number };
  // Seconds of the video before its first scene (the brand kit's intro clip).
  leadSeconds?: number;
  credits: { part: string; credit: ProviderCredit }[];
};

/** A local copy of one of the user's uploads (see modules/uploads/upload-refs.ts). */
export type RunUpload = {
  path: string;
  kind: "image" | "video" | "audio";
  name: string;
  width?: number;
  height?: number;
  durationSeconds?: number;
};

/** The owner's brand kit with its files copied into the job's folder. */
export type RunBrand = {
  logo?: string;
  colors: string[];
  /** A caption font of the vocabulary ("Montserrat"). */
  font?: string;
  intro?: string;
  outro?: string;
};

export type GeneratorRun = {
  workDir: string;
  /** The owner's brand kit (null when empty). */
  brand(): Promise<RunBrand | null>;
  /** Copies the generation owner's upload into the job's folder (its ids were checked at creation). */
  upload(id: string): Promise<RunUpload>;
  scale: number;
  providers: Providers;
  /** The outbound client's test setting (OUTBOUND_ALLOW_LOOPBACK) for kinds that fetch a URL. */
  allowLoopback: boolean;
  signal: AbortSignal;
  onProgress(progress: PipelineProgress): void;
  /** A version made by an edit, for kinds that render an edited storyboard themselves (voice-over). */
  editStoryboard?: unknown;
  // What the studio's pipelines take as their context (scratch folder under workDir).
  studio: {
    onProgress(progress: PipelineProgress): void;
    signal: AbortSignal;
    providers: Providers;
    cacheDir: string;
    workDir: string;
  };
};

export type ServerGenerator<K extends TGenerationKind> = {
  kind: K;
  /** The names of the files a generation of this kind stores (the worker refuses any other). */
  files: readonly RegExp[];
  run(input: GenerationInputOf<K>, run: GeneratorRun): Promise<PipelineOutput>;
};

export function defineServerGenerator<K extends TGenerationKind>(
  generator: ServerGenerator<K>,
): ServerGenerator<K> {
  return generator;
}
