import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type {
  TEditableStoryboard,
  TEditCreated,
  TEditPreview,
  TGeneration,
  TVersionList,
  TVisualSearchResult,
} from "@reelforge/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/harness.ts";
import { user } from "../accounts/tables.ts";
import { setUsagePlan, usageSnapshot } from "../billing/usage-ledger.ts";
import { configureGenerations } from "./generations-runtime.ts";
import { generation } from "./tables.ts";

// Issue 12: a finished video's storyboard, edits saved as new versions that re-render only the scenes
// they changed (counted from the studio's report of reused segments), the version list and restore.

const run = promisify(execFile);
let server: TestServer;
let alice: TestClient;
let bob: TestClient;
let aliceId: string;
let scratch: string;
let videoId: string;

async function probeDuration(client: TestClient, url: string): Promise<number> {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  const file = path.join(scratch, `probe-${Math.random().toString(36).slice(2)}.mp4`);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "format=duration",
    "-of",
    "json",
    file,
  ]);
  return Number((JSON.parse(stdout) as { format: { duration: string } }).format.duration);
}

async function waitFor(
  client: TestClient,
  id: string,
  seen?: (g: TGeneration) => void,
): Promise<TGeneration> {
  for (let i = 0; i < 1200; i++) {
    const response = await client.get(`/api/generations/${id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as TGeneration;
    seen?.(body);
    if (!["queued", "running"].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`generation ${id} did not finish`);
}

async function versions(id: string): Promise<TVersionList["items"]> {
  const response = await alice.get(`/api/generations/${id}/versions`);
  expect(response.status).toBe(200);
  return ((await response.json()) as TVersionList).items;
}

async function facelessCount(): Promise<number> {
  return (await usageSnapshot(server.deps.db, aliceId, new Date(server.clock.now()))).counts.facelessVideos;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "rf-edit-test-"));
  server = await createTestServer({ workers: true });
  configureGenerations(server.deps, {
    env: { RENDER_SCALE: "0.25", STUDIO_CACHE_DIR: path.join(scratch, "cache") },
  });
  alice = await signUpVerified(server, { email: "alice@example.com" });
  bob = await signUpVerified(server, { email: "bob@example.com" });
  const [row] = await server.deps.db.select().from(user).where(eq(user.email, "alice@example.com"));
  aliceId = row?.id ?? "";
  await setUsagePlan(
    server.deps.db,
    aliceId,
    "starter",
    {
      images: 5,
      videos: 5,
      facelessVideos: 5,
      scripts: 5,
      slideshows: 5,
      voiceOvers: 5,
      linkVideos: 5,
      generationSeconds: 0,
      clips: 5,
    },
    new Date(server.clock.now()),
    true,
  );
  const created = await alice.post("/api/generations", {
    kind: "faceless",
    input: {
      script: [
        "Good bread needs only four simple things that you already keep in your kitchen cupboard at home.",
        "Flour gives the loaf its body, its golden crust and the soft crumb that everybody loves so much.",
        "Water wakes the yeast and lets the dough rise slowly.",
        "Salt brings out the deep taste of the wheat and keeps the rise of the dough nicely in check.",
      ].join(" "),
    },
  });
  expect(created.status).toBe(202);
  videoId = ((await created.json()) as { id: string }).id;
  expect((await waitFor(alice, videoId)).status).toBe("succeeded");
}, 240_000);

afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe("editing a video", () => {
  it("reads the storyboard; another user's video is a 404 and a non-video a 409", async () => {
    const response = await alice.get(`/api/generations/${videoId}/storyboard`);
    expect(response.status).toBe(200);
    const sb = (await response.json()) as TEditableStoryboard;
    expect(sb.scenes.length).toBeGreaterThanOrEqual(4);
    expect(sb.scenes.map((s) => s.narration).join(" ")).toContain(
      "Water wakes the yeast and lets the dough rise slowly.",
    );
    expect(sb.scenes[0]?.number).toBe(1);
    expect(JSON.stringify(sb)).not.toContain(scratch);
    expect((await bob.get(`/api/generations/${videoId}/storyboard`)).status).toBe(404);
    expect((await bob.get(`/api/generations/${videoId}/versions`)).status).toBe(404);
    expect((await bob.post(`/api/generations/${videoId}/edits`, { command: "delete scene 1" })).status).toBe(
      404,
    );
    expect((await bob.post(`/api/generations/${videoId}/restore`, {})).status).toBe(404);
  });

  it("an invalid operation is a 400 naming it; an impossible command a 422 question, with no version made", async () => {
    const invalid = await alice.post(`/api/generations/${videoId}/edits`, {
      operations: [{ op: "captions", style: "sparkly" }],
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { message: string }).message).toMatch(
      /^captions style must be one of: bold-pop/,
    );
    const impossible = await alice.post(`/api/generations/${videoId}/edits`, { command: "delete scene 9" });
    expect(impossible.status).toBe(422);
    expect(((await impossible.json()) as { message: string }).message).toMatch(/no scene 9.*\?$/);
    expect(await versions(videoId)).toHaveLength(1);
  });

  it("one scene's new narration: previewed as free, saved as a version that encodes that scene only", async () => {
    const before = (await (
      await alice.get(`/api/generations/${videoId}/storyboard`)
    ).json()) as TEditableStoryboard;
    const operations = [{ op: "narration", scene: 2, text: "Good flour gives the loaf its strong body." }];
    const preview = await alice.post(`/api/generations/${videoId}/edits/preview`, { operations });
    expect(preview.status).toBe(200);
    const planned = (await preview.json()) as TEditPreview;
    expect(planned.cost).toMatchObject({ scenesToRender: 1, scenes: before.scenes.length, units: 0 });
    expect(planned.message).toBe("Rewrote the narration of scene 2.");
    expect(planned.storyboard!.scenes[1]?.narration).toBe("Good flour gives the loaf its strong body.");
    expect(await versions(videoId)).toHaveLength(1);

    const used = await facelessCount();
    // The test clock stands still: move it so versions list in the order they were made.
    server.clock.advance(1000);
    const saved = await alice.post(`/api/generations/${videoId}/edits`, { operations });
    expect(saved.status).toBe(202);
    const edit = (await saved.json()) as TEditCreated;
    expect(edit.parentId).toBe(videoId);
    const percents: number[] = [];
    const done = await waitFor(alice, edit.id, (g) => percents.push(g.percent));
    expect(done.status, done.error ?? "").toBe("succeeded");
    expect(done.parentId).toBe(videoId);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(await facelessCount()).toBe(used);

    const list = await versions(edit.id);
    expect(list.map((v) => v.id)).toEqual([videoId, edit.id]);
    expect(list[1]).toMatchObject({ parentId: videoId, summary: "Rewrote the narration of scene 2." });
    // The studio encoded the edited scene and reused every other one.
    expect(list[1]?.segments).toEqual({ rendered: 1, reused: before.scenes.length - 1 });
    const after = (await (
      await alice.get(`/api/generations/${edit.id}/storyboard`)
    ).json()) as TEditableStoryboard;
    expect(after.scenes[1]?.narration).toBe("Good flour gives the loaf its strong body.");
    expect(after.scenes[0]?.narration).toBe(before.scenes[0]?.narration);
    expect(await probeDuration(alice, done.result?.videoUrl ?? "")).toBeGreaterThan(2);
  }, 240_000);

  it("a magic edit deletes a scene (shorter video); restoring the first version is a new version", async () => {
    const original = await probeDuration(alice, `/media/gen/${videoId}/video.mp4`);
    server.clock.advance(1000);
    const saved = await alice.post(`/api/generations/${videoId}/edits`, { command: "delete scene 3" });
    expect(saved.status).toBe(202);
    const edit = (await saved.json()) as TEditCreated;
    expect(edit.message).toBe("Deleted scene 3.");
    expect(edit.cost.units).toBe(0);
    const done = await waitFor(alice, edit.id);
    expect(done.status, done.error ?? "").toBe("succeeded");
    const sb = (await (
      await alice.get(`/api/generations/${edit.id}/storyboard`)
    ).json()) as TEditableStoryboard;
    expect(sb.scenes.map((s) => s.narration)).not.toContain(
      "Water wakes the yeast and lets the dough rise slowly.",
    );
    expect(await probeDuration(alice, done.result?.videoUrl ?? "")).toBeLessThan(original - 0.5);
    const [listed] = await versions(edit.id).then((items) => items.filter((v) => v.id === edit.id));
    expect(listed?.segments?.rendered).toBe(0);

    server.clock.advance(1000);
    const restore = await alice.post(`/api/generations/${videoId}/restore`, {});
    expect(restore.status).toBe(202);
    const restored = (await restore.json()) as TEditCreated;
    expect(restored.parentId).toBe(videoId);
    const back = await waitFor(alice, restored.id);
    expect(back.status, back.error ?? "").toBe("succeeded");
    const items = await versions(videoId);
    expect(items.map((v) => v.id).slice(-2)).toEqual([edit.id, restored.id]);
    expect(items.at(-1)?.segments?.rendered).toBe(0);
    const again = (await (
      await alice.get(`/api/generations/${restored.id}/storyboard`)
    ).json()) as TEditableStoryboard;
    expect(again.scenes.map((s) => s.narration).join(" ")).toContain(
      "Water wakes the yeast and lets the dough rise slowly.",
    );
    expect(Math.abs((await probeDuration(alice, back.result?.videoUrl ?? "")) - original)).toBeLessThan(0.2);
  }, 240_000);

  it("an edit re-rendering half of the scenes or more costs one unit, shown before saving", async () => {
    const preview = await alice.post(`/api/generations/${videoId}/edits/preview`, {
      command: "make the captions karaoke",
    });
    expect(preview.status).toBe(200);
    const planned = (await preview.json()) as TEditPreview;
    expect(planned.operations).toEqual([{ op: "captions", style: "karaoke" }]);
    expect(planned.cost.units).toBe(1);
    expect(planned.cost.scenesToRender).toBe(planned.cost.scenes);
    expect(planned.cost.feature).toBe("facelessVideos");
  });

  describe("scene operations, each rendered for real", () => {
    const storyboardOf = async (id: string) =>
      (await (await alice.get(`/api/generations/${id}/storyboard`)).json()) as TEditableStoryboard;

    /** Saves `operations` on the first version and waits for the render: its storyboard, length and segments. */
    async function saved(operations: unknown[]) {
      server.clock.advance(1000);
      const response = await alice.post(`/api/generations/${videoId}/edits`, { operations });
      expect(response.status, await response.clone().text()).toBe(202);
      const edit = (await response.json()) as TEditCreated;
      const done = await waitFor(alice, edit.id);
      expect(done.status, done.error ?? "").toBe("succeeded");
      const [listed] = (await versions(edit.id)).filter((v) => v.id === edit.id);
      return {
        edit,
        sb: await storyboardOf(edit.id),
        seconds: await probeDuration(alice, done.result?.videoUrl ?? ""),
        segments: listed?.segments,
      };
    }

    let original: TEditableStoryboard;
    let originalSeconds: number;
    beforeAll(async () => {
      original = await storyboardOf(videoId);
      originalSeconds = await probeDuration(alice, `/media/gen/${videoId}/video.mp4`);
    });

    it("the storyboard gives each scene its start, its pictures and alternatives from the render", async () => {
      expect(original.scenes[0]?.startSeconds).toBe(0);
      const starts = original.scenes.map((s) => s.startSeconds ?? Number.NaN);
      for (let k = 1; k < starts.length; k++) expect(starts[k]).toBeGreaterThan(starts[k - 1]!);
      expect(starts.at(-1)).toBeLessThan(originalSeconds);
      // The render kept the alternatives of each illustrated beat in the saved storyboard.
      const stored = (await (await alice.get(`/media/gen/${videoId}/storyboard.json`)).json()) as {
        scenes: { visuals?: { source: string; alternatives?: string[] }[] }[];
      };
      const beats = stored.scenes.flatMap((s) => s.visuals ?? []).filter((v) => v.source === "illustration");
      expect(beats.length).toBeGreaterThan(0);
      expect(beats.some((v) => (v.alternatives?.length ?? 0) > 0)).toBe(true);
      const scene = original.scenes.find((s) => s.pictures.length > 0 && s.alternatives.length > 0);
      expect(scene, "a scene with pictures and alternatives").toBeDefined();
      const shown = new Set(scene?.pictures.map((p) => p.id));
      expect(scene?.alternatives.some((a) => shown.has(a.id))).toBe(false);
    });

    it("an alternative picture: one scene encoded, the others reused; the scene shows it", async () => {
      const scene = original.scenes[1]!;
      const choice = scene.alternatives[0] ?? { id: "fluent-emoji-flat:hot-beverage" };
      const r = await saved([{ op: "visual", scene: 2, illustration: choice.id }]);
      expect(r.sb.scenes[1]?.pictures.map((p) => p.id)).toEqual([choice.id]);
      expect(r.segments).toEqual({ rendered: 1, reused: original.scenes.length - 1 });
      expect(Math.abs(r.seconds - originalSeconds)).toBeLessThan(0.2);
      const image = await alice.get(r.sb.scenes[1]?.pictures[0]?.thumbnailUrl ?? "");
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/svg+xml");
      expect(await image.text()).toMatch(/^<svg /);
      expect((await alice.get("/api/visuals/illustrations/fluent-emoji-flat%3Anothing-like-it")).status).toBe(
        404,
      );
    }, 240_000);

    it("words for a new picture: the scene shows what they name", async () => {
      const r = await saved([{ op: "visual", scene: 4, query: "a coffee cup" }]);
      expect(r.sb.scenes[3]?.visual).toBe("a coffee cup");
      expect(r.sb.scenes[3]?.pictures.map((p) => p.id)).toEqual(["fluent-emoji-flat:hot-beverage"]);
      expect(r.segments).toEqual({ rendered: 1, reused: original.scenes.length - 1 });
    }, 240_000);

    it("a search of the library gives pictures a visual operation takes", async () => {
      const response = await alice.get("/api/visuals/search?q=coffee%20cup");
      expect(response.status).toBe(200);
      const found = (await response.json()) as TVisualSearchResult;
      expect(found.items[0]).toMatchObject({
        id: "fluent-emoji-flat:hot-beverage",
        source: "illustration",
        use: { illustration: "fluent-emoji-flat:hot-beverage" },
      });
      // Without a stock key the search is the built-in library's alone, and stock cannot be chosen.
      expect(found.sources).toEqual(["the built-in illustration library (Fluent Emoji, MIT)"]);
      expect(found.items.every((i) => i.source === "illustration")).toBe(true);
      const stock = await alice.post(`/api/generations/${videoId}/edits/preview`, {
        operations: [{ op: "visual", scene: 1, stock: "pexels:photo:202", label: "a cup" }],
      });
      expect(stock.status).toBe(422);
      expect(((await stock.json()) as { message: string }).message).toMatch(
        /^Stock from Pexels is not available here\. Which picture should scene 1 show/,
      );
      expect(found.items[0]?.thumbnailUrl).toBe(
        "/api/visuals/illustrations/fluent-emoji-flat%3Ahot-beverage",
      );
      const german = (await (
        await alice.get("/api/visuals/search?q=Hund&language=German")
      ).json()) as TVisualSearchResult;
      expect(german.items.map((i) => i.id)).toContain("fluent-emoji-flat:dog-face");
      expect((await alice.get("/api/visuals/search?q=%20")).status).toBe(400);
      expect((await alice.get("/api/visuals/search?q=dog&language=Klingonese")).status).toBe(400);
      const preview = await alice.post(`/api/generations/${videoId}/edits/preview`, {
        operations: [{ op: "visual", scene: 1, illustration: found.items[0]?.id }],
      });
      expect(preview.status).toBe(200);
      expect(((await preview.json()) as TEditPreview).cost.scenesToRender).toBe(1);
    });

    it("one of the user's uploads: the scene shows it, one scene encoded", async () => {
      const file = path.join(scratch, "red.png");
      await run("ffmpeg", [
        "-v",
        "error",
        "-f",
        "lavfi",
        "-i",
        "color=c=red:s=96x96",
        "-frames:v",
        "1",
        file,
      ]);
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(await readFile(file))], { type: "image/png" }), "red.png");
      const up = await alice.request("/api/uploads", { method: "POST", body: form });
      expect(up.status).toBe(201);
      const upload = (await up.json()) as { id: string };
      // Someone else's upload is answered like a missing one (404, as a new generation naming it is);
      // a sound is not a picture.
      const bobs = await bob.request("/api/uploads", { method: "POST", body: form });
      expect(bobs.status).toBe(201);
      const tone = path.join(scratch, "tone.wav");
      await run("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "sine=d=1", tone]);
      const sound = new FormData();
      sound.append(
        "file",
        new Blob([new Uint8Array(await readFile(tone))], { type: "audio/wav" }),
        "tone.wav",
      );
      const song = await alice.request("/api/uploads", { method: "POST", body: sound });
      expect(song.status).toBe(201);
      const preview = (upload: string) =>
        alice.post(`/api/generations/${videoId}/edits/preview`, {
          operations: [{ op: "visual", scene: 1, upload }],
        });
      const other = await preview(((await bobs.json()) as { id: string }).id);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({
        message: "Upload not found: visual upload",
        code: "NOT_FOUND",
      });
      const audio = await preview(((await song.json()) as { id: string }).id);
      expect(audio.status).toBe(400);
      expect(((await audio.json()) as { message: string }).message).toBe(
        "visual upload must be a photo or a video clip, not a sound",
      );
      const r = await saved([{ op: "visual", scene: 3, upload: upload.id }]);
      expect(r.edit.message).toBe("Replaced the picture in scene 3 with your photo red.png.");
      expect(r.sb.scenes[2]?.visual).toBe("your image");
      expect(r.segments).toEqual({ rendered: 1, reused: original.scenes.length - 1 });
      expect(JSON.stringify(r.sb)).not.toContain(scratch);
    }, 240_000);

    it("split at a word: one more scene, two encoded, about as long", async () => {
      const r = await saved([{ op: "split", scene: 1, word: 4 }]);
      expect(r.sb.scenes).toHaveLength(original.scenes.length + 1);
      const words = original.scenes[0]!.narration.split(/\s+/);
      expect(r.sb.scenes[0]?.narration).toBe(words.slice(0, 4).join(" "));
      expect(r.sb.scenes[1]?.narration).toBe(words.slice(4).join(" "));
      expect(r.segments?.rendered).toBe(2);
      expect(Math.abs(r.seconds - originalSeconds)).toBeLessThan(2.5);
    }, 240_000);

    it("merge two scenes: one fewer, shorter by the pause between them", async () => {
      const r = await saved([{ op: "merge", scene: 2 }]);
      expect(r.sb.scenes).toHaveLength(original.scenes.length - 1);
      expect(r.sb.scenes[1]?.narration).toBe(
        `${original.scenes[1]?.narration} ${original.scenes[2]?.narration}`,
      );
      expect(r.segments?.rendered).toBe(1);
      expect(r.seconds).toBeLessThan(originalSeconds);
    }, 240_000);

    it("add a scene: one more, longer", async () => {
      const r = await saved([{ op: "add", at: 2, narration: "Yeast is the quiet helper of every baker." }]);
      expect(r.sb.scenes).toHaveLength(original.scenes.length + 1);
      expect(r.sb.scenes[1]?.narration).toBe("Yeast is the quiet helper of every baker.");
      expect(r.segments?.rendered).toBe(1);
      expect(r.seconds).toBeGreaterThan(originalSeconds + 1);
    }, 240_000);

    it("a longer scene: the video grows by the difference", async () => {
      const before = original.scenes[1]!;
      const scene2 = (original.scenes[2]?.startSeconds ?? 0) - (before.startSeconds ?? 0);
      const r = await saved([{ op: "duration", scene: 2, seconds: Math.ceil(scene2) + 4 }]);
      expect(r.sb.scenes).toHaveLength(original.scenes.length);
      expect(r.segments).toEqual({ rendered: 1, reused: original.scenes.length - 1 });
      expect(r.seconds - originalSeconds).toBeGreaterThan(3);
      expect(r.seconds - originalSeconds).toBeLessThan(5.5);
    }, 240_000);

    it("move a scene: the same scenes in a new order, about as long", async () => {
      const r = await saved([{ op: "move", scene: 3, to: 1 }]);
      expect(r.sb.scenes.map((s) => s.narration)).toEqual([
        original.scenes[2]?.narration,
        original.scenes[0]?.narration,
        original.scenes[1]?.narration,
        ...original.scenes.slice(3).map((s) => s.narration),
      ]);
      expect(Math.abs(r.seconds - originalSeconds)).toBeLessThan(1);
    }, 240_000);

    it("an invalid scene operation is a 400 naming it", async () => {
      const bad = async (op: unknown) => {
        const response = await alice.post(`/api/generations/${videoId}/edits/preview`, { operations: [op] });
        expect(response.status).toBe(400);
        return ((await response.json()) as { message: string }).message;
      };
      expect(
        await bad({ op: "visual", scene: 1, query: "a cup", illustration: "fluent-emoji-flat:bread" }),
      ).toBe("visual: give exactly one of query, illustration, upload or stock");
      expect(await bad({ op: "split", scene: 1, word: 0 })).toBe("split word numbers start at 1");
      expect(await bad({ op: "duration", scene: 1, seconds: 0.1 })).toMatch(/0\.5/);
      expect(await bad({ op: "shuffle", scene: 1 })).toMatch(/^op must be one of: narration, visual/);
    });
  });

  it("deleting the video deletes its versions and their files", async () => {
    const all = await versions(videoId);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const removed = await alice.request(`/api/generations/${videoId}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    for (const v of all) {
      expect((await server.deps.db.select().from(generation).where(eq(generation.id, v.id))).length).toBe(0);
    }
    expect((await alice.get(`/media/gen/${all[1]?.id}/video.mp4`)).status).toBe(404);
  });
});
