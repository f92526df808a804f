import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { FREE_WEEKLY_EXPORTS, type TSubscriptionStatusResponse } from "@reelforge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGeneratorFixture,
  ffmpeg,
  ffprobe,
  type GeneratorFixture,
  signUpVerified,
  type TestClient,
} from "../../../test/harness.ts";
import { user } from "../accounts/tables.ts";
import { recordExport, weeklyExports } from "../billing/export-ledger.ts";
import { usageExport } from "../billing/tables.ts";
import { badgePlacement, brandedKey } from "./export-logo.ts";
import { generationsFor } from "./generations-runtime.ts";

// The Free plan's "4 exports a week with the product logo" (decision record 31), through the HTTP
// API: real renders, PGlite (or DATABASE_URL's PostgreSQL), real ffmpeg.

const DAY = 24 * 60 * 60 * 1000;
let fx: GeneratorFixture;
// carol is on the Free plan (the trial); alice on a paid plan.
let carol: TestClient;
let videoUrl = "";
let original = "";

/** The RGB pixels of a frame (the video's frame at `at` seconds, or the image), as rows of [r, g, b]. */
function pixels(file: string, at?: number): { width: number; height: number; rgb: Buffer } {
  const probe = ffprobe(file).streams.find((s) => s.codec_type === "video");
  const width = probe?.width ?? 0;
  const height = probe?.height ?? 0;
  const rgb = execFileSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", ...(at === undefined ? [] : ["-ss", String(at)]), "-i", file],
      ...["-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return { width, height, rgb };
}

/** Mean absolute difference per channel between two frames inside (or outside) a box. */
function difference(
  a: Buffer,
  b: Buffer,
  width: number,
  box: { x: number; y: number; w: number; h: number },
  inside: boolean,
): number {
  let total = 0;
  let count = 0;
  for (let i = 0; i < a.length; i += 3) {
    const px = (i / 3) % width;
    const py = Math.floor(i / 3 / width);
    const within = px >= box.x && px < box.x + box.w && py >= box.y && py < box.y + box.h;
    if (within !== inside) continue;
    total += Math.abs((a[i] ?? 0) - (b[i] ?? 0)) + Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0));
    total += Math.abs((a[i + 2] ?? 0) - (b[i + 2] ?? 0));
    count += 3;
  }
  return total / count;
}

/**
 * Pixels of the box that are near white (the name, the play triangle), the mark's violet-to-pink
 * (red and blue high, green low), and dark enough for white to read on (the pill).
 */
function badgeColours(frame: Buffer, width: number, box: { x: number; y: number; w: number; h: number }) {
  let white = 0;
  let brand = 0;
  let dark = 0;
  for (let y = box.y; y < box.y + box.h; y++) {
    for (let x = box.x; x < box.x + box.w; x++) {
      const i = (y * width + x) * 3;
      const [r, g, b] = [frame[i] ?? 0, frame[i + 1] ?? 0, frame[i + 2] ?? 0];
      if (r > 215 && g > 215 && b > 215) white++;
      if (r > 90 && b > 120 && g < r - 50 && g < b - 50) brand++;
      if (r < 110 && g < 110 && b < 120) dark++;
    }
  }
  return { white, brand, dark };
}

async function status(client: TestClient): Promise<TSubscriptionStatusResponse> {
  const response = await client.get("/api/subscription/status");
  expect(response.status).toBe(200);
  return (await response.json()) as TSubscriptionStatusResponse;
}

async function image(client: TestClient, prompt: string): Promise<string> {
  const response = await client.post("/api/image/generate", { prompt });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { imageUrl: string }).imageUrl;
}

const keyOf = (url: string) => url.replace(/^\/media\//, "");

beforeAll(async () => {
  fx = await createGeneratorFixture({ prefix: "rf-exports-test-", roomy: true });
  carol = await signUpVerified(fx.server, { email: "carol@example.com" });
  const response = await carol.post("/api/video/generate", {
    description: "Why bees matter for our food",
    agegroup: ["All Age Groups"],
    platform: "Instagram",
    videoDuration: "5 Seconds",
    gender: ["Female"],
  });
  expect(response.status, await response.clone().text()).toBe(200);
  ({ videoUrl } = (await response.json()) as { videoUrl: string });
  original = await fx.fetchTo(carol, videoUrl, "original.mp4");
}, 300_000);

afterAll(async () => {
  await fx?.close();
});

describe("Free plan exports", () => {
  it("a trial video download has the ReelForge badge burned into its top-right corner, the stored original untouched", async () => {
    expect((await status(carol)).weeklyExports).toEqual({
      limit: FREE_WEEKLY_EXPORTS,
      used: 0,
      remaining: 4,
      nextFreeAt: null,
    });
    const response = await carol.post("/api/video/download", { VideoUrl: videoUrl });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="output.mp4"');
    const branded = fx.file("branded.mp4");
    await writeFile(branded, Buffer.from(await response.arrayBuffer()));
    const [before, after] = [ffprobe(original), ffprobe(branded)];
    const v = (p: typeof before) => p.streams.find((s) => s.codec_type === "video");
    expect([v(after)?.width, v(after)?.height]).toEqual([v(before)?.width, v(before)?.height]);
    expect(Math.abs(Number(after.format.duration) - Number(before.format.duration))).toBeLessThan(0.1);
    expect(after.streams.some((s) => s.codec_type === "audio")).toBe(true);

    const a = pixels(original, 2);
    const b = pixels(branded, 2);
    const box = badgePlacement(a.width, a.height);
    // In the top-right corner, above the captions' safe area (Instagram is 9:16: the top 10%).
    expect(box.x + box.w).toBeGreaterThan(a.width * 0.9);
    expect(box.y + box.h).toBeLessThanOrEqual(Math.round(a.height * 0.1));
    expect(difference(a.rgb, b.rgb, a.width, box, true)).toBeGreaterThan(25);
    expect(difference(a.rgb, b.rgb, a.width, box, false)).toBeLessThan(3);
    const colours = badgeColours(b.rgb, b.width, box);
    expect(colours.white).toBeGreaterThan(20); // the name and the play triangle
    expect(colours.brand).toBeGreaterThan(20); // the mark's gradient
    // The in-app player still gets the original, byte for byte.
    const inline = Buffer.from(await (await carol.get(videoUrl)).arrayBuffer());
    expect(inline.equals(readFileSync(original))).toBe(true);

    const week = (await status(carol)).weeklyExports;
    expect(week?.used).toBe(1);
    expect(week?.remaining).toBe(3);
    expect(new Date(week?.nextFreeAt ?? 0).getTime()).toBe(fx.server.clock.now() + 7 * DAY);
  });

  it("the same file downloaded again (any route) is sent from the stored copy and not counted twice", async () => {
    const first = Buffer.from(
      await (await carol.post("/api/video/download", { VideoUrl: videoUrl })).arrayBuffer(),
    );
    const byLink = await carol.get(`${videoUrl}?download=1`);
    expect(byLink.status).toBe(200);
    expect(Buffer.from(await byLink.arrayBuffer()).equals(first)).toBe(true);
    const latest = await carol.get("/api/video/download");
    expect(latest.status).toBe(200);
    expect(Buffer.from(await latest.arrayBuffer()).equals(first)).toBe(true);
    expect((await status(carol)).weeklyExports?.used).toBe(1);
    const { storage } = generationsFor(fx.server.deps);
    expect(await storage.stat(brandedKey(keyOf(videoUrl)))).not.toBeNull();
  });

  it("refuses a fifth different file in 7 days with a 429 naming the limit and when the next export frees up", async () => {
    fx.server.clock.advance(DAY);
    const images = [];
    for (const prompt of ["A lighthouse at dawn", "A red bicycle", "A bowl of ramen", "A snowy cabin"]) {
      images.push(await image(carol, prompt));
    }
    for (const url of images.slice(0, 3)) {
      const response = await carol.post("/api/image/download", { imageUrl: url });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
    }
    expect((await status(carol)).weeklyExports).toMatchObject({ used: 4, remaining: 0 });
    const fifth = await carol.post("/api/image/download", { imageUrl: images[3] });
    expect(fifth.status).toBe(429);
    const body = (await fifth.json()) as { code: string; message: string; extraDetails?: string };
    expect(body.code).toBe("USAGE_LIMIT_REACHED");
    const frees = new Date(fx.server.clock.now() + 6 * DAY);
    const day = frees.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
    expect(body.message).toContain("You have used all 4 exports of this week on the Free plan.");
    expect(body.message).toContain(`Your next export frees up on`);
    expect(body.message).toContain(day);
    expect(body.extraDetails).toContain("Upgrade");
    // The same refusal by the library's link; nothing counted.
    expect((await carol.get(`${images[3]}?download=1`)).status).toBe(429);
    expect((await status(carol)).weeklyExports?.used).toBe(4);
    // A file already exported this week is still free.
    expect((await carol.post("/api/image/download", { imageUrl: images[0] })).status).toBe(200);
    expect((await carol.post("/api/video/download", { VideoUrl: videoUrl })).status).toBe(200);
    // Watching (no ?download) is not exporting.
    expect((await carol.get(images[3] ?? "")).status).toBe(200);

    // The week slides: 7 days after the video's export, it stops counting and one export frees up.
    fx.server.clock.advance(6 * DAY + 1000);
    const week = (await status(carol)).weeklyExports;
    expect(week).toMatchObject({ used: 3, remaining: 1 });
    const now = await carol.post("/api/image/download", { imageUrl: images[3] });
    expect(now.status).toBe(200);
    // The video's export is older than 7 days: downloading it again is a new export, and there is none left.
    const again = await carol.post("/api/video/download", { VideoUrl: videoUrl });
    expect(again.status).toBe(429);
    expect((await status(carol)).weeklyExports?.used).toBe(4);
  });

  it("a download that fails counts nothing", async () => {
    const dave = await signUpVerified(fx.server, { email: "dave@example.com" });
    const url = await image(dave, "A green teapot");
    // The stored file is damaged: the copy with the logo cannot be made.
    const junk = fx.file("junk.png");
    await writeFile(junk, "not a picture at all");
    await generationsFor(fx.server.deps).storage.put(keyOf(url), junk, "image/png");
    const response = await dave.post("/api/image/download", { imageUrl: url });
    expect(response.status).toBe(503);
    expect((await status(dave)).weeklyExports?.used).toBe(0);
    const rows = await fx.server.deps.db
      .select()
      .from(usageExport)
      .where(eq(usageExport.mediaKey, keyOf(url)));
    expect(rows).toEqual([]);
  });

  it("a trial image download has the badge in its corner on a light and on a dark picture", async () => {
    const erin = await signUpVerified(fx.server, { email: "erin@example.com" });
    const url = await image(erin, "A quiet harbour");
    const { storage } = generationsFor(fx.server.deps);
    for (const [name, colour] of [
      ["white", "white"],
      ["black", "black"],
    ] as const) {
      // The stored picture replaced by a plain one, so what the badge adds can be measured.
      const plain = fx.file(`${name}.png`);
      ffmpeg("-f", "lavfi", "-i", `color=c=${colour}:s=1080x1080`, "-frames:v", "1", plain);
      await storage.put(keyOf(url), plain, "image/png");
      await storage.delete(brandedKey(keyOf(url)));
      const response = await erin.post("/api/image/download", { imageUrl: url });
      expect(response.status).toBe(200);
      const saved = fx.file(`${name}-branded.png`);
      await writeFile(saved, Buffer.from(await response.arrayBuffer()));
      const frame = pixels(saved);
      expect([frame.width, frame.height]).toEqual([1080, 1080]);
      const box = badgePlacement(1080, 1080);
      const colours = badgeColours(frame.rgb, 1080, box);
      expect(colours.brand, name).toBeGreaterThan(200);
      expect(colours.white, name).toBeGreaterThan(200);
      if (name === "white") expect(colours.dark, name).toBeGreaterThan(box.w * box.h * 0.3);
      const plainPixels = pixels(plain);
      expect(difference(plainPixels.rgb, frame.rgb, 1080, box, false)).toBeLessThan(1);
    }
    // A second download is sent from the stored copy, not made again: it works without the original.
    const last = readFileSync(fx.file("black-branded.png"));
    await storage.delete(keyOf(url));
    const again = await erin.post("/api/image/download", { imageUrl: url });
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(last)).toBe(true);
    // Re-downloading the same file is counted once (this was one file throughout).
    expect((await status(erin)).weeklyExports?.used).toBe(1);
  });

  it("parallel downloads cannot both take the last export of the week", async () => {
    await signUpVerified(fx.server, { email: "frank@example.com" });
    const [row] = await fx.server.deps.db.select().from(user).where(eq(user.email, "frank@example.com"));
    const frank = row?.id ?? "";
    const now = new Date(fx.server.clock.now());
    const keys = Array.from(
      { length: 12 },
      (_, i) => `gen/00000000-0000-4000-8000-00000000000${i % 10}/v${i}.mp4`,
    );
    const results = await Promise.allSettled(
      keys.map((key) => recordExport(fx.server.deps.db, frank, key, now)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(FREE_WEEKLY_EXPORTS);
    const refused = results.find((r) => r.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ status: 429 });
    expect((await weeklyExports(fx.server.deps.db, frank, now)).used).toBe(FREE_WEEKLY_EXPORTS);
  });

  it("a paid plan downloads the original, without a limit and without the logo", async () => {
    const response = await fx.alice.post("/api/video/generate", {
      description: "Why bees matter for our food",
      agegroup: ["All Age Groups"],
      platform: "Instagram",
      videoDuration: "5 Seconds",
      gender: ["Female"],
    });
    expect(response.status).toBe(200);
    const { videoUrl: paidUrl } = (await response.json()) as { videoUrl: string };
    const inline = Buffer.from(await (await fx.alice.get(paidUrl)).arrayBuffer());
    for (let i = 0; i < FREE_WEEKLY_EXPORTS + 2; i++) {
      const download = await fx.alice.post("/api/video/download", { VideoUrl: paidUrl });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(inline)).toBe(true);
    }
    const images: string[] = [];
    for (let i = 0; i < FREE_WEEKLY_EXPORTS + 1; i++)
      images.push(await image(fx.alice, `A kite number ${i + 1}`));
    for (const url of images) {
      const own = Buffer.from(await (await fx.alice.get(url)).arrayBuffer());
      const download = await fx.alice.get(`${url}?download=1`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(own)).toBe(true);
    }
    expect((await status(fx.alice)).weeklyExports).toBeUndefined();
    const { storage } = generationsFor(fx.server.deps);
    expect(await storage.stat(brandedKey(keyOf(paidUrl)))).toBeNull();
  });

  it("a share link's download of a trial video has the logo and takes nothing from the owner's week", async () => {
    const id = /gen\/([0-9a-f-]{36})\//.exec(videoUrl)?.[1];
    const share = await carol.post(`/api/generations/${id}/share`);
    expect(share.status).toBe(200);
    const { url } = (await share.json()) as { url: string };
    const before = (await status(carol)).weeklyExports?.used;
    const link = new URL(url);
    link.searchParams.set("download", "1");
    const response = await fx.server.client().get(`${link.pathname}${link.search}`);
    expect(response.status).toBe(200);
    const saved = fx.file("shared.mp4");
    await writeFile(saved, Buffer.from(await response.arrayBuffer()));
    const frame = pixels(saved, 2);
    const colours = badgeColours(frame.rgb, frame.width, badgePlacement(frame.width, frame.height));
    expect(colours.brand).toBeGreaterThan(20);
    expect((await status(carol)).weeklyExports?.used).toBe(before);
  });

  it("deleting the result deletes its copy with the logo", async () => {
    const id = /gen\/([0-9a-f-]{36})\//.exec(videoUrl)?.[1];
    const { storage } = generationsFor(fx.server.deps);
    expect(await storage.stat(brandedKey(keyOf(videoUrl)))).not.toBeNull();
    const gone = await carol.request(`/api/generations/${id}`, { method: "DELETE" });
    expect(gone.status).toBeLessThan(300);
    expect(await storage.stat(brandedKey(keyOf(videoUrl)))).toBeNull();
  });
});
