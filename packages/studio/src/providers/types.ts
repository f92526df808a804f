// The provider interfaces of the studio. Every outside AI service sits behind one of these, with an
// offline built-in implementation and real adapters chosen by environment variables (DESIGN.md 3, 4).
// Each result says which provider made it; a built-in result is never presented as something else.

/** Who made a piece of a result, shown to users beside it. */
export interface ProviderCredit {
  /** Stable id such as "builtin-writer", "openai", "elevenlabs", "espeak-ng", "pexels". */
  provider: string;
  /** Model, voice or asset id where one applies. */
  model?: string;
  /** True for the offline built-in implementations. */
  builtin: boolean;
  /** Attribution that must travel with the asset (stock media licences). */
  attribution?: { author?: string; url?: string; licence?: string };
  /** Set when a remote provider failed and the built-in made this instead: the failed provider's id. */
  fallbackFrom?: string;
  /** Why the remote provider failed (its ProviderError message), shown beside the result. */
  fallbackReason?: string;
}

export interface CallOptions {
  signal?: AbortSignal;
}

// ---------------------------------------------------------------- language model
export interface ScriptRequest {
  prompt: string;
  /** Spec platforms: Youtube, Facebook, Instagram, TikTok, Twitter, LinkedIn (case-insensitive). */
  platform?: string;
  /** Target length of the spoken script in seconds. */
  durationSeconds?: number;
  /** Language name or BCP-47 code ("English", "Hindi", "es"). */
  language?: string;
  /** Spec age groups: All Age Groups, Young, Middle-Aged, Kid, Old. */
  audience?: string[];
  /** Spec genders: Male, Female. */
  gender?: string;
  topic?: string;
  description?: string;
  /**
   * "story": the request is a premise to tell as a story in many scenes (the movie maker), rather than
   * a topic to explain or a business to promote.
   */
  form?: "story";
}

export interface ScriptBeat {
  /** What the narrator says. */
  narration: string;
  /** Short description of what is on screen, used as the stock-search query or image prompt. */
  visual: string;
  /** Planned seconds for this beat at the speaking rate. */
  seconds: number;
  /** The request's facts (as the user wrote them) this beat says, when the writer knows them. */
  facts?: string[];
}

export interface Script {
  title: string;
  hook: string;
  beats: ScriptBeat[];
  callToAction: string;
  language: string;
  /** Total planned seconds. */
  durationSeconds: number;
  credit: ProviderCredit;
  /** Facts of the request (as the user wrote them) the duration could not hold or the language not say. */
  leftOut?: string[];
  /** Short plain notes for the user about how the script was written. */
  notes?: string[];
}

/** A function the model may call (OpenAI tools): its name, what it does and its JSON-schema parameters. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface LlmProvider {
  readonly id: string;
  /**
   * Function calling: the model answers with calls of the given tools only (their arguments as JSON
   * text). Absent on the built-in writer, which has no model.
   */
  callTools?(
    system: string,
    user: string,
    tools: ToolSpec[],
    opts?: CallOptions,
  ): Promise<{ name: string; arguments: string }[]>;
  writeScript(req: ScriptRequest, opts?: CallOptions): Promise<Script>;
  /** Free-form completion for the text-to-script chat ("result" of /api/text-to-script/generate). */
  complete(
    prompt: string,
    opts?: CallOptions & { system?: string; maxTokens?: number },
  ): Promise<{
    text: string;
    credit: ProviderCredit;
  }>;
}

// ---------------------------------------------------------------- speech
export interface VoiceSpec {
  /** Language name or BCP-47 code. */
  language: string;
  gender: "male" | "female";
  /** Accent for languages that have several (English: american, british, scottish, caribbean...; see languages.ts). */
  accent?: string;
  /** 1 = the language's normal pace (about 160 words a minute in English); 0.5 .. 2. */
  speed?: number;
  /** Provider-specific voice id, when the user picked one. */
  voiceId?: string;
}

export interface WordTiming {
  word: string;
  /** Seconds from the start of the clip. */
  start: number;
  end: number;
}

export interface SpeechResult {
  /** Path of a WAV (PCM) or MP3 file written by the provider into the directory it was given. */
  audioPath: string;
  durationSeconds: number;
  words: WordTiming[];
  /** How the word timings were obtained: from the engine itself, or estimated another honest way. */
  timingSource: "engine" | "provider-alignment" | "per-word-synthesis" | "proportional-estimate";
  credit: ProviderCredit;
  /**
   * Which voice said which part, when a narration was spoken in runs (a name in another writing system
   * read by that language's voice; numbers and addresses said in words). Built-in voice only.
   */
  runs?: { language: string; voice: string; written: string; spoken: string }[];
}

export interface TtsProvider {
  readonly id: string;
  synthesize(text: string, voice: VoiceSpec, outDir: string, opts?: CallOptions): Promise<SpeechResult>;
}

// ---------------------------------------------------------------- speech recognition
export interface TranscribeRequest {
  /** A local audio file (MP3 or WAV) to recognise. */
  audioPath: string;
  /** ISO-639-1 code of the spoken language ("en"), when known. */
  language?: string;
}

export interface Transcription {
  /** The whole text as the recogniser wrote it (with its punctuation). */
  text: string;
  /** Every recognised word with its time in the audio, in spoken order. */
  words: WordTiming[];
  /** The language the recogniser heard, as it names it. */
  language?: string;
  durationSeconds?: number;
  credit: ProviderCredit;
}

/** Speech to text with word timings (an OpenAI-compatible /audio/transcriptions endpoint). */
export interface AsrProvider {
  readonly id: string;
  transcribe(req: TranscribeRequest, opts?: CallOptions): Promise<Transcription>;
}

// ---------------------------------------------------------------- images
export interface ImageRequest {
  prompt: string;
  width: number;
  height: number;
  /** Optional brand colours (#rrggbb) the image should use. */
  palette?: string[];
  /**
   * A video scene's background (the built-in designer then draws only the stage: the video lays the
   * scene's illustrations over it). Other providers ignore it and draw the prompt as usual.
   */
  background?: boolean;
  /** Language of the prompt (BCP-47), when known: the built-in designer reads its subjects in it. */
  language?: string;
}

/** A subject the built-in designer drew, and the words of the prompt it shows. */
export interface ImageSubject {
  emoji: string;
  /** Illustration id, e.g. "fluent-emoji-flat:croissant". */
  id: string;
  keywords: string[];
}

export interface ImageResult {
  /** Path of a PNG file written into the directory given. */
  path: string;
  width: number;
  height: number;
  credit: ProviderCredit;
  /** What the built-in designer composed: the subjects (illustrations) and the setting. */
  composition?: { subjects: ImageSubject[]; setting?: { sky: string; place: string; rain?: boolean } };
}

export interface ImageProvider {
  readonly id: string;
  generate(req: ImageRequest, outDir: string, opts?: CallOptions): Promise<ImageResult>;
}

// ---------------------------------------------------------------- stock media
export interface StockQuery {
  keywords: string;
  orientation: "portrait" | "landscape" | "square";
  /** Wanted clip length in seconds (videos only). */
  minDurationSeconds?: number;
  kind: "video" | "photo";
  /** Target frame size, used to pick the closest rendition (defaults from orientation: 1080 wide or high). */
  width?: number;
  height?: number;
}

export interface StockAsset {
  /** Local path after download into the directory given. */
  path: string;
  kind: "video" | "photo";
  width: number;
  height: number;
  durationSeconds?: number;
  credit: ProviderCredit;
}

/** One item of a stock search, for a person to choose (the editor's picture search). */
export interface StockChoice {
  /** The service: "pexels", "pixabay". */
  provider: string;
  /** The service's own id of the item. */
  id: string;
  kind: "video" | "photo";
  /** What it shows, in the service's words (its description or tags). */
  label: string;
  /** A small image of it, served by the service. */
  thumbnailUrl: string;
  /** Its page on the service (the attribution link). */
  pageUrl: string;
  author: string;
  licence: string;
  width: number;
  height: number;
  durationSeconds?: number;
}

/** A stock item chosen before: which service, its id there, and whether it is a clip or a photo. */
export interface StockItemRef {
  provider: string;
  id: string;
  kind: "video" | "photo";
}

export interface StockProvider {
  readonly id: string;
  /** Best match by orientation and duration, downloaded; null when nothing matches. */
  find(query: StockQuery, outDir: string, opts?: CallOptions): Promise<StockAsset | null>;
  /** Photos and clips matching the words, best first, for a person to choose from (nothing downloaded). */
  search?(query: StockSearch, opts?: CallOptions): Promise<StockChoice[]>;
  /**
   * Exactly the item chosen, downloaded in the rendition closest to the frame; null when the service no
   * longer has it. An item of another service is refused (ProviderError).
   */
  fetch?(
    item: StockItemRef,
    frame: StockFrame,
    outDir: string,
    opts?: CallOptions,
  ): Promise<StockAsset | null>;
}

export interface StockSearch {
  keywords: string;
  orientation: StockQuery["orientation"];
  /** Items wanted of each kind (photos, clips). */
  perKind?: number;
}

export type StockFrame = Pick<StockQuery, "orientation" | "width" | "height">;

// ---------------------------------------------------------------- errors
/** A provider failed after its retries; message is readable by users. */
export class ProviderError extends Error {
  readonly provider: string;
  readonly status?: number;
  readonly retryable: boolean;
  constructor(
    provider: string,
    message: string,
    opts: { status?: number; retryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = "ProviderError";
    this.provider = provider;
    this.status = opts.status;
    this.retryable = opts.retryable ?? false;
  }
}
