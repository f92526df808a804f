// What the Pexels and Pixabay adapter tests share: real media for the service to hand out (a clip and
// a photo made with ffmpeg), fast retries, and local services that stand in for the stock service,
// closed after each test. Used only by *.test.ts files.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll } from "vitest";
import { fixtureImage, fixtureVideo } from "./fixture-media.ts";
import { type Handler, type LocalService, sendBytes, startLocalService } from "./local-service.ts";

/** Retries short enough for a test, as many as the adapters make by default. */
export const stockRetry = { retries: 2, baseDelayMs: 10, maxDelayMs: 20, timeoutMs: 3_000 };

export interface StockTestBed {
  /** Where the media were made and the adapters download to. */
  dir: string;
  /** The MP4 every /files/…mp4 answers, and the JPEG every other /files/ path answers. */
  clip: Buffer;
  photo: Buffer;
  /** A local service answering through `handler`, closed after the test. */
  start(handler: Handler): Promise<LocalService>;
  /** Likewise, and /files/ paths answer the clip or the photo as the service's CDN would. */
  startWithFiles(handler: Handler): Promise<LocalService>;
}

/** Registers the hooks that make the media (in a fresh directory named `prefix…`) and close the services. */
export function stockTestBed(
  prefix: string,
  clipSize: { width: number; height: number },
  photoSize: { width: number; height: number },
): StockTestBed {
  const open: LocalService[] = [];
  const start = async (handler: Handler) => {
    const service = await startLocalService(handler);
    open.push(service);
    return service;
  };
  const bed: StockTestBed = {
    dir: "",
    clip: Buffer.alloc(0),
    photo: Buffer.alloc(0),
    start,
    startWithFiles: (handler) =>
      start((r, res, index) => {
        if (!r.url.pathname.startsWith("/files/")) return handler(r, res, index);
        if (r.url.pathname.endsWith(".mp4")) return sendBytes(res, 200, bed.clip, "video/mp4");
        return sendBytes(res, 200, bed.photo, "image/jpeg");
      }),
  };
  beforeAll(async () => {
    bed.dir = await mkdtemp(join(tmpdir(), prefix));
    bed.clip = await fixtureVideo(bed.dir, clipSize.width, clipSize.height, 1);
    bed.photo = await fixtureImage(bed.dir, photoSize.width, photoSize.height, "photo.jpg");
  });
  afterAll(() => rm(bed.dir, { recursive: true, force: true }));
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  return bed;
}
