import type { TGeneration } from "@reelforge/contract";

// One language's version of a generated video: the primary (the first language chosen) or one of
// its alternates, with the files that belong to it.
export type VideoVersion = {
  language: string;
  code: string;
  videoUrl: string;
  srtUrl?: string;
  vttUrl?: string;
  thumbnailUrl?: string;
};

// The primary video first, then each other language; one entry when there are no alternates.
export function videoVersions(result: TGeneration["result"]): VideoVersion[] {
  if (!result?.videoUrl) return [];
  const primary: VideoVersion = {
    language: result.language ?? "Original",
    code: result.languageCode ?? "",
    videoUrl: result.videoUrl,
    srtUrl: result.srtUrl,
    vttUrl: result.vttUrl,
    thumbnailUrl: result.thumbnailUrl,
  };
  return [primary, ...(result.alternates ?? [])];
}

// The chosen version, falling back to the primary when the code is unknown.
export function pickVersion(versions: VideoVersion[], code: string | undefined): VideoVersion | undefined {
  return versions.find((v) => v.code === code) ?? versions[0];
}

// Which of `count` videos made one after another is being made at `percent` of the whole bar
// (each language is an equal share of it).
export function languageIndexAt(percent: number, count: number): number {
  if (count < 2) return 0;
  return Math.min(count - 1, Math.max(0, Math.floor((percent * count) / 100)));
}
