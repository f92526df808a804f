import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type {
  TEditableStoryboard,
  TEditCreated,
  TGeneration,
  TVisualSearchResult,
} from "@reelforge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakePexels, startFakePexels } from "../../../test/fake-pexels.ts";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/harness.ts";
import { configureGenerations } from "./generations-runtime.ts";

// Issue 12, "replace a visual ... a new search of the built-in library or stock": with a stock key the
// picture search offers the stock service's photos too, and a `visual` operation with the chosen item
// renders exactly that item (fetched by its id, downloaded from the service's own origin). The service
// is a local HTTP server that answers like Pexels: photo 201 is teal (the best match of any search),
// photo 202 orange.

const run = promisify(execFile);
let server: TestServer;
let alice: TestClient;
let scratch: string;
let pexels: FakePexels;

async function jpeg(colour: string): Promise<Buffer> {
  const file = path.join(scratch, `${colour}.jpg`);
  await run("ffmpeg", [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    `color=c=${colour}:s=270x480`,
    "-frames:v",
    "1",
    file,
  ]);
  return readFile(file);
}

async function waitFor(id: string): Promise<TGeneration> {
  for (let i = 0; i < 1200; i++) {
    const body = (await (await alice.get(`/api/generations/${id}`)).json()) as TGeneration;
    if (!["queued", "running"].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`generation ${id} did not finish`);
}

/** The average colour of the top quarter of the frame at `seconds` (clear of the captions). */
async function colourAt(videoUrl: string, seconds: number): Promise<[number, number, number]> {
  const file = path.join(scratch, `v-${Math.random().toString(36).slice(2)}.mp4`);
  await writeFile(file, Buffer.from(await (await alice.get(videoUrl)).arrayBuffer()));
  const { stdout } = await run(
    "ffmpeg",
    [
      "-v",
      "error",
      "-ss",
      String(seconds),
      "-i",
      file,
      "-frames:v",
      "1",
      "-vf",
      "crop=iw:ih/4:0:0,scale=1:1",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-",
    ],
    { encoding: "buffer" },
  );
  return [stdout[0]!, stdout[1]!, stdout[2]!];
}

let videoId: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "rf-edit-stock-"));
  pexels = await startFakePexels("test-pexels-key", [
    { id: 201, alt: "A teal wall", jpeg: await jpeg("teal") },
    { id: 202, alt: "An orange coffee cup on a table", jpeg: await jpeg("orange") },
  ]);
  server = await createTestServer({ workers: true });
  configureGenerations(server.deps, {
    env: {
      RENDER_SCALE: "0.25",
      STUDIO_CACHE_DIR: path.join(scratch, "cache"),
      PEXELS_API_KEY: "test-pexels-key",
      PEXELS_BASE_URL: pexels.origin,
    },
  });
  alice = await signUpVerified(server, { email: "alice@example.com" });
  const created = await alice.post("/api/generations", {
    kind: "faceless",
    input: {
      script:
        "Good bread needs only four simple things from your kitchen. Water wakes the yeast and lets the dough rise slowly.",
    },
  });
  expect(created.status).toBe(202);
  videoId = ((await created.json()) as { id: string }).id;
  const done = await waitFor(videoId);
  expect(done.status, done.error ?? "").toBe("succeeded");
}, 240_000);

afterAll(async () => {
  await server?.close();
  await pexels?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe("replacing a scene's picture with a stock photo found by a search", () => {
  it("the search offers the illustrations and the stock service's photos, each saying how to use it", async () => {
    const response = await alice.get("/api/visuals/search?q=coffee%20cup&aspect=9:16");
    expect(response.status).toBe(200);
    const found = (await response.json()) as TVisualSearchResult;
    expect(found.sources).toEqual(["the built-in illustration library (Fluent Emoji, MIT)", "Pexels"]);
    expect(found.items[0]).toMatchObject({
      source: "illustration",
      use: { illustration: found.items[0]?.id },
    });
    const stock = found.items.filter((i) => i.source === "pexels");
    expect(stock).toEqual([
      {
        id: "pexels:photo:201",
        label: "A teal wall",
        source: "pexels",
        media: "photo",
        thumbnailUrl: `${pexels.origin}/thumbs/201.jpg`,
        license: "Pexels License (https://www.pexels.com/license/)",
        author: "Photographer 201",
        pageUrl: "https://www.pexels.com/photo/item-201/",
        use: { stock: "pexels:photo:201", label: "A teal wall" },
      },
      expect.objectContaining({
        id: "pexels:photo:202",
        use: { stock: "pexels:photo:202", label: "An orange coffee cup on a table" },
      }),
    ]);
    expect((await alice.get("/api/visuals/search?q=cup&aspect=3:2")).status).toBe(400);
  });

  it("an invalid or unknown stock item is refused and makes no version", async () => {
    const bad = await alice.post(`/api/generations/${videoId}/edits`, {
      operations: [{ op: "visual", scene: 1, stock: "pexels:photo:../../etc" }],
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^stock must be an id such as/);
    const other = await alice.post(`/api/generations/${videoId}/edits`, {
      operations: [{ op: "visual", scene: 1, stock: "pixabay:photo:5" }],
    });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { message: string }).message).toMatch(
      /^Stock from Pixabay is not available here\. Which picture should scene 1 show instead/,
    );
    const versions = (await (await alice.get(`/api/generations/${videoId}/versions`)).json()) as {
      items: unknown[];
    };
    expect(versions.items).toHaveLength(1);
  });

  it("the picked photo (not the search's best match) is fetched by its id and shown in the scene", async () => {
    const search = (await (
      await alice.get("/api/visuals/search?q=coffee%20cup&aspect=9:16")
    ).json()) as TVisualSearchResult;
    const picked = search.items.find((i) => i.id === "pexels:photo:202")!;
    pexels.requests.length = 0;
    server.clock.advance(1000);
    const response = await alice.post(`/api/generations/${videoId}/edits`, {
      operations: [{ op: "visual", scene: 1, ...picked.use }],
    });
    expect(response.status, await response.clone().text()).toBe(202);
    const edit = (await response.json()) as TEditCreated;
    expect(edit.message).toBe(
      'Replaced the picture in scene 1 with the Pexels photo "An orange coffee cup on a table".',
    );
    const done = await waitFor(edit.id);
    expect(done.status, done.error ?? "").toBe("succeeded");
    // Exactly that item: asked for by its id and downloaded.
    expect(pexels.requests).toContain("/v1/photos/202");
    expect(pexels.requests).toContain("/files/202.jpg");
    expect(pexels.requests).not.toContain("/files/201.jpg");

    const sb = (await (
      await alice.get(`/api/generations/${edit.id}/storyboard`)
    ).json()) as TEditableStoryboard;
    expect(sb.scenes[0]?.visual).toBe("Pexels photo 202: An orange coffee cup on a table");
    const stored = (await (await alice.get(`/media/gen/${edit.id}/storyboard.json`)).json()) as {
      scenes: { visual: unknown; visuals?: { source: string; id: string; license: string }[] }[];
    };
    expect(stored.scenes[0]?.visual).toMatchObject({
      kind: "stock",
      item: { provider: "pexels", id: "202" },
    });
    expect(stored.scenes[0]?.visuals?.[0]).toMatchObject({
      source: "pexels",
      id: "https://www.pexels.com/photo/item-202/",
      license: "Pexels License (https://www.pexels.com/license/)",
    });
    // The rendered scene shows the orange photo.
    const scene = sb.scenes[0]!;
    const [r, g, b] = await colourAt(
      done.result?.videoUrl ?? "",
      (scene.startSeconds ?? 0) + (scene.durationSeconds ?? 1) / 2,
    );
    expect(r).toBeGreaterThan(180);
    expect(g).toBeGreaterThan(80);
    expect(g).toBeLessThan(200);
    expect(b).toBeLessThan(90);
  }, 240_000);
});
