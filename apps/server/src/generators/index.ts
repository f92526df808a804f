import type { TGenerationKind } from "@reelforge/contract";
import { clipsServer } from "./clips/index.ts";
import { facelessServer } from "./faceless/index.ts";
import { imageServer } from "./image/index.ts";
import { linkVideoServer } from "./link-video/index.ts";
import { memeServer } from "./meme/index.ts";
import { scriptServer } from "./script/index.ts";
import { slideshowServer } from "./slideshow/index.ts";
import { subtitlesServer } from "./subtitles/index.ts";
import type { ServerGenerator } from "./types.ts";
import { videoServer } from "./video/index.ts";
import { voiceOverServer } from "./voice-over/index.ts";

// The server part of every generation kind, read by the API and the worker: one line per kind.
// The type makes a kind of packages/contract's GENERATORS without a server part a compile error;
// registry.test.ts checks the same at run time, and that each kind has its dashboard page.
export const SERVER_GENERATORS: { [K in TGenerationKind]: ServerGenerator<K> } = {
  script: scriptServer,
  image: imageServer,
  video: videoServer,
  faceless: facelessServer,
  slideshow: slideshowServer,
  "voice-over": voiceOverServer,
  "link-video": linkVideoServer,
  clips: clipsServer,
  subtitles: subtitlesServer,
  meme: memeServer,
};

export function serverGeneratorOf<K extends TGenerationKind>(kind: K): ServerGenerator<K> {
  const found = SERVER_GENERATORS[kind];
  if (!found) throw new Error(`generation kind ${kind} has no server part`);
  return found;
}

export type {
  GeneratorRun,
  PipelineAlternate,
  PipelineFile,
  PipelineOutput,
  ServerGenerator,
} from "./types.ts";
