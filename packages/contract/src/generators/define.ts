import type { z } from "zod";
import type { UsageFeature } from "../plans.ts";
import type { UploadRef } from "./fields.ts";

// One generation kind, as every part of the product sees it: the API validates its input, the
// usage ledger charges its feature, the library titles it, the web app links its page. Its server
// part (apps/server/src/generators/<kind>/) runs it; its page is apps/web/app/routes<page>.tsx.

/** Icon names the web app draws (apps/web dashboard icons keep one per name). */
export type GeneratorIcon =
  | "script"
  | "image"
  | "video"
  | "faceless"
  | "slideshow"
  | "voice-over"
  | "animation"
  | "movie";

export type GeneratorDefinition<K extends string, S extends z.ZodType> = {
  kind: K;
  /** The request body of this kind (`input` of POST /api/generations). */
  input: S;
  /** The usage catalogue entry it charges (packages/contract plans.ts USAGE_CATALOGUE). */
  feature: UsageFeature;
  /** How many units of the feature one request takes (0: free, nothing is reserved). */
  units(input: z.output<S>): number;
  /**
   * Seconds of video or audio the request asks for (kinds whose results have a length): what a plan
   * that meters seconds (the tool plans) reserves before the job; the seconds rendered are charged.
   */
  seconds?(input: z.output<S>): number;
  /**
   * The user's uploads the input names (checked when the generation is asked for: each must be the
   * caller's own, of one of its kinds; the worker fetches them again when it runs).
   */
  uploads?(input: z.output<S>): UploadRef[];
  /** The library's title of one generation. */
  title(input: z.output<S>): string;
  /** The dashboard navigation's link text. */
  label: string;
  /** What one result is called in the library ("Faceless video"). */
  noun: string;
  icon: GeneratorIcon;
  /** The dashboard page; its file is apps/web/app/routes/dashboard/<last segment>.tsx. */
  page: `/dashboard/${string}`;
};

export function defineGenerator<const K extends string, S extends z.ZodType>(
  definition: GeneratorDefinition<K, S>,
): GeneratorDefinition<K, S> {
  return definition;
}

/** Seconds of narration of a text, at about 2.5 words a second (the built-in voice's pace). */
export function spokenSeconds(text: string, speed = 1): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(2, Math.round(words / 2.5 / speed));
}

/** A title from free text: one line, at most 80 characters. */
export function titleFrom(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 79)}…` : oneLine;
}
