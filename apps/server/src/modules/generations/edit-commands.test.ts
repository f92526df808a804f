import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  editCostLabel,
  type TEditableStoryboard,
  type TEditCreated,
  type TEditPreview,
  type TGeneration,
  type TUpload,
  type TVersionList,
} from "@reelforge/contract";
import { chatCompletion } from "@reelforge/studio/test-support/openai-chat";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestServer,
  ROOMY_LIMITS,
  signUpVerified,
  type TestClient,
  type TestServer,
} from "../../../test/harness.ts";
import { user } from "../accounts/tables.ts";
import { setUsagePlan, usageSnapshot } from "../billing/usage-ledger.ts";
import { configureGenerations } from "./generations-runtime.ts";

// Issue 12: each example command of the issue, and the editor's whole-video settings (voice, captions,
// music, format, intro and outro, logo), applied through the API to a real video: the storyboard
// changes as asked and the new version is a real render (ffprobe: scenes, length, frame).

const run = promisify(execFile);
let server: TestServer;
let alice: TestClient;
let scratch: string;
let videoId: string;
let original: TEditableStoryboard;
let originalSeconds: number;
let aliceId: string;

async function facelessUsed(): Promise<number> {
  return (await usageSnapshot(server.deps.db, aliceId, new Date(server.clock.now()))).counts.facelessVideos;
}

async function probe(url: string): Promise<{ seconds: number; width: number; height: number }> {
  const response = await alice.get(url);
  expect(response.status).toBe(200);
  const file = path.join(scratch, `probe-${Math.random().toString(36).slice(2)}.mp4`);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  const { stdout } = await run("ffprobe", [
    ...["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height"],
    ...["-show_entries", "format=duration", "-of", "json", file],
  ]);
  const info = JSON.parse(stdout) as {
    streams: { width: number; height: number }[];
    format: { duration: string };
  };
  return {
    seconds: Number(info.format.duration),
    width: info.streams[0]?.width ?? 0,
    height: info.streams[0]?.height ?? 0,
  };
}

async function fetchTo(url: string, name: string): Promise<string> {
  const file = path.join(scratch, name);
  await writeFile(file, Buffer.from(await (await alice.get(url)).arrayBuffer()));
  return file;
}

// The mean colour of a region of the frame at `seconds`.
async function colour(video: string, seconds: number, crop: string): Promise<number[]> {
  const { stdout } = await run(
    "ffmpeg",
    [
      ...["-v", "error", "-ss", String(seconds), "-i", video, "-frames:v", "1"],
      ...["-vf", `crop=${crop},scale=1:1:flags=area`, "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
    ],
    { encoding: "buffer" },
  );
  return [...stdout.subarray(0, 3)];
}

async function waitFor(id: string): Promise<TGeneration> {
  for (let i = 0; i < 2400; i++) {
    const body = (await (await alice.get(`/api/generations/${id}`)).json()) as TGeneration;
    if (!["queued", "running"].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`generation ${id} did not finish`);
}

async function storyboardOf(id: string): Promise<TEditableStoryboard> {
  const response = await alice.get(`/api/generations/${id}/storyboard`);
  expect(response.status).toBe(200);
  return (await response.json()) as TEditableStoryboard;
}

async function versionsOf(id: string): Promise<TVersionList["items"]> {
  return ((await (await alice.get(`/api/generations/${id}/versions`)).json()) as TVersionList).items;
}

async function upload(name: string, ...args: string[]): Promise<TUpload> {
  const file = path.join(scratch, name);
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args, file]);
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await readFile(file))]), name);
  const response = await alice.request("/api/uploads", { method: "POST", body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as TUpload;
}

/** Saves an edit of `from` and waits for its render: the answer, the new version and its storyboard. */
async function edit(body: unknown, from = videoId) {
  server.clock.advance(1000);
  const saved = await alice.post(`/api/generations/${from}/edits`, body);
  expect(saved.status, await saved.clone().text()).toBe(202);
  const created = (await saved.json()) as TEditCreated;
  const done = await waitFor(created.id);
  expect(done.status, done.error ?? "").toBe("succeeded");
  const video = await probe(done.result?.videoUrl ?? "");
  const [version] = (await versionsOf(created.id)).filter((v) => v.id === created.id);
  return { created, done, video, version, storyboard: await storyboardOf(created.id) };
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "rf-edit-commands-"));
  server = await createTestServer({ workers: true });
  configureGenerations(server.deps, {
    env: { RENDER_SCALE: "0.25", STUDIO_CACHE_DIR: path.join(scratch, "cache") },
  });
  alice = await signUpVerified(server, { email: "alice@example.com" });
  const [row] = await server.deps.db.select().from(user).where(eq(user.email, "alice@example.com"));
  aliceId = row?.id ?? "";
  await setUsagePlan(
    server.deps.db,
    row?.id ?? "",
    "starter",
    ROOMY_LIMITS,
    new Date(server.clock.now()),
    true,
  );
  const created = await alice.post("/api/generations", {
    kind: "faceless",
    input: {
      platform: "TikTok",
      script: [
        "Our bakery on Main Street opens at seven every morning with fresh bread.",
        "Sourdough loaves cost five dollars and come out of the oven warm.",
        "Croissants are baked with real butter in small batches all day.",
        "Visit us this Saturday and taste a free cinnamon roll with your coffee.",
      ].join(" "),
    },
  });
  expect(created.status, await created.clone().text()).toBe(202);
  videoId = ((await created.json()) as { id: string }).id;
  const done = await waitFor(videoId);
  expect(done.status, done.error ?? "").toBe("succeeded");
  original = await storyboardOf(videoId);
  expect(original.scenes.length).toBeGreaterThanOrEqual(3);
  originalSeconds = (await probe(done.result?.videoUrl ?? "")).seconds;
}, 300_000);

afterAll(async () => {
  await server?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe("the issue's example commands, each rendered", () => {
  it('"delete scene 2": one scene fewer, a shorter video, nothing encoded', async () => {
    const r = await edit({ command: "delete scene 2" });
    expect(r.created.message).toBe("Deleted scene 2.");
    expect(r.storyboard.scenes.map((s) => s.narration)).toEqual(
      original.scenes.filter((_, k) => k !== 1).map((s) => s.narration),
    );
    expect(r.video.seconds).toBeLessThan(originalSeconds - 1);
    expect(r.version?.segments?.rendered).toBe(0);
  }, 120_000);

  it('"change the voiceover to a British female"', async () => {
    const r = await edit({ command: "change the voiceover to a British female" });
    expect(r.storyboard.voice).toMatchObject({ accent: "british", gender: "female" });
    expect(r.version?.segments?.rendered).toBe(original.scenes.length);
    expect(r.video.seconds).toBeGreaterThan(3);
  }, 120_000);

  it('"make the captions karaoke": same length, every scene encoded', async () => {
    const r = await edit({ command: "make the captions karaoke" });
    expect(r.storyboard.captions.style).toBe("karaoke");
    expect(Math.abs(r.video.seconds - originalSeconds)).toBeLessThan(0.2);
    expect(r.version?.segments?.rendered).toBe(original.scenes.length);
  }, 120_000);

  it('"add an intro saying Summer sale": a first scene, a longer video, two scenes encoded', async () => {
    const r = await edit({ command: "add an intro saying Summer sale" });
    expect(r.storyboard.scenes.length).toBe(original.scenes.length + 1);
    expect(r.storyboard.scenes[0]?.narration).toBe("Summer sale");
    expect(r.storyboard.intro).toBe("Summer sale");
    expect(r.video.seconds).toBeGreaterThan(originalSeconds + 0.5);
    // The new scene, and the first scene again: the transition into a scene is drawn in its segment.
    expect(r.version?.segments).toEqual({ rendered: 2, reused: original.scenes.length - 1 });
  }, 120_000);

  it('"make it faster": a quicker voice, a shorter video', async () => {
    const r = await edit({ command: "make it faster" });
    expect(r.storyboard.voice.speed).toBe(1.25);
    expect(r.video.seconds).toBeLessThan(originalSeconds - 0.5);
  }, 120_000);

  it('"translate it to Spanish" offline: the built-in writer rewrites the script in Spanish, and says so', async () => {
    const preview = await alice.post(`/api/generations/${videoId}/edits/preview`, {
      command: "translate it to Spanish",
    });
    expect(preview.status, await preview.clone().text()).toBe(200);
    const planned = (await preview.json()) as TEditPreview;
    expect(planned.message).toMatch(
      /^Rewrote the script in Spanish with the built-in writer .*no language model/,
    );
    expect(planned.operations.some((op) => op.op === "voice" && op.language === "Spanish")).toBe(true);
    const r = await edit({ command: "translate it to Spanish" });
    expect(r.created.message).toBe(planned.message);
    expect(r.storyboard.voice.language).toBe("Spanish");
    const words = r.storyboard.scenes.map((s) => s.narration).join(" ");
    expect(words).not.toBe(original.scenes.map((s) => s.narration).join(" "));
    // The request's facts, said in Spanish by the writer's phrasebook.
    expect(words).toMatch(/panader|pan\b|Main Street|sábado/i);
    expect(r.video.seconds).toBeGreaterThan(2);
  }, 120_000);

  it('"use my logo": a question while the brand kit has none; the kit\'s logo in the corner once it has', async () => {
    const asked = await alice.post(`/api/generations/${videoId}/edits`, { command: "use my logo" });
    expect(asked.status).toBe(422);
    expect(((await asked.json()) as { message: string }).message).toMatch(
      /no logo yet\. Add one in your profile \(Profile Details, Brand kit: Logo\).*\?$/,
    );
    const before = (await versionsOf(videoId)).length;
    const logo = await upload("logo.png", "-f", "lavfi", "-i", "color=c=0x00ff00:s=64x64", "-frames:v", "1");
    const put = await alice.request("/api/brand-kit", { method: "PUT", json: { logo: logo.id, colors: [] } });
    expect(put.status, await put.clone().text()).toBe(200);
    expect((await versionsOf(videoId)).length).toBe(before);

    const r = await edit({ command: "use my logo" });
    expect(r.created.message).toBe("Put your logo in the corner.");
    expect(r.storyboard.logo).toBe(true);
    const video = await fetchTo(r.done.result?.videoUrl ?? "", "logo.mp4");
    const corner = await colour(video, 1.5, "20:20:17:22");
    expect(corner[1], `logo ${corner}`).toBeGreaterThan(200);
    expect(corner[0]).toBeLessThan(80);
    const off = await edit({ operations: [{ op: "logo", enabled: false }] }, r.created.id);
    expect(off.storyboard.logo).toBe(false);
    const plain = await colour(
      await fetchTo(off.done.result?.videoUrl ?? "", "plain.mp4"),
      1.5,
      "20:20:17:22",
    );
    expect((plain[1] ?? 0) > 200 && (plain[0] ?? 0) < 80, `no logo ${plain}`).toBe(false);
    await alice.request("/api/brand-kit", { method: "PUT", json: { colors: [] } });
  }, 180_000);

  it('"replace the picture in scene 3 with a coffee cup": that scene only', async () => {
    const r = await edit({ command: "replace the picture in scene 3 with a coffee cup" });
    expect(r.storyboard.scenes[2]?.visual).toBe("coffee cup");
    expect(r.version?.segments).toEqual({ rendered: 1, reused: original.scenes.length - 1 });
  }, 120_000);

  it('"make it square for Instagram": a 1:1 frame', async () => {
    const r = await edit({ command: "make it square for Instagram" });
    expect(r.storyboard).toMatchObject({ aspect: "1:1", platform: "instagram" });
    expect(r.video.width).toBe(r.video.height);
  }, 120_000);

  it("a command in Spanish maps onto the same operations", async () => {
    const preview = await alice.post(`/api/generations/${videoId}/edits/preview`, {
      command: "elimina la escena 2",
    });
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as TEditPreview).operations).toEqual([{ op: "delete", scene: 2 }]);
  });

  it("an impossible command in Spanish or French is asked back in that language, and changes nothing", async () => {
    const n = original.scenes.length;
    const before = (await versionsOf(videoId)).length;
    const spanish = await alice.post(`/api/generations/${videoId}/edits`, { command: "borra la escena 9" });
    expect(spanish.status).toBe(422);
    expect(await spanish.json()).toMatchObject({
      code: "EDIT_QUESTION",
      message: `No hay escena 9: este vídeo tiene ${n} escenas. ¿Qué escena querías decir (de 1 a ${n})?`,
    });
    const french = await alice.post(`/api/generations/${videoId}/edits/preview`, {
      command: "supprime la scène 9",
    });
    expect(french.status).toBe(422);
    expect(((await french.json()) as { message: string }).message).toBe(
      `Il n'y a pas de scène 9 : cette vidéo a ${n} scènes. De quelle scène parliez-vous (de 1 à ${n}) ?`,
    );
    // In English, in English.
    const english = await alice.post(`/api/generations/${videoId}/edits`, { command: "delete scene 9" });
    expect(((await english.json()) as { message: string }).message).toMatch(/^There is no scene 9: /);
    expect(await versionsOf(videoId)).toHaveLength(before);
  });

  it("with a language model, a command's questions come in its language too, and change nothing", async () => {
    // A local server answering as an OpenAI-compatible chat API: "borra la escena 9" becomes a delete
    // of scene 9 (which the video does not have); other words a question of the model's own.
    const systems: string[] = [];
    const llm = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString("utf8");
      });
      request.on("end", () => {
        const { messages } = JSON.parse(body) as { messages: { role: string; content: string }[] };
        systems.push(messages[0]?.content ?? "");
        const command = messages.at(-1)?.content ?? "";
        const call = /escena 9|scene 9/.test(command)
          ? { name: "edit_video", args: { operations: [{ op: "delete", scene: 9 }] } }
          : { name: "ask_user", args: { question: "¿Qué escena te parece aburrida?" } };
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify(chatCompletion({ calls: [call] }, { model: "test-model" })));
      });
    });
    await new Promise<void>((resolve) => llm.listen(0, "127.0.0.1", resolve));
    const env = { RENDER_SCALE: "0.25", STUDIO_CACHE_DIR: path.join(scratch, "cache") };
    configureGenerations(server.deps, {
      env: {
        ...env,
        LLM_BASE_URL: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`,
        LLM_API_KEY: "test-key",
        LLM_MODEL: "test-model",
        PROVIDER_MAX_RETRIES: "0",
      },
    });
    try {
      const n = original.scenes.length;
      const before = (await versionsOf(videoId)).length;
      const spanish = await alice.post(`/api/generations/${videoId}/edits`, { command: "borra la escena 9" });
      expect(spanish.status).toBe(422);
      expect(await spanish.json()).toMatchObject({
        code: "EDIT_QUESTION",
        message: `No hay escena 9: este vídeo tiene ${n} escenas. ¿Qué escena querías decir (de 1 a ${n})?`,
      });
      expect(systems[0]).toContain("The user's request is in Spanish");
      // The model's own question, asked in the command's language as it was told, comes back as it is.
      const asked = await alice.post(`/api/generations/${videoId}/edits/preview`, {
        command: "quita la escena aburrida",
      });
      expect(asked.status).toBe(422);
      expect(((await asked.json()) as { message: string }).message).toBe("¿Qué escena te parece aburrida?");
      // In English, in English.
      const english = await alice.post(`/api/generations/${videoId}/edits`, { command: "delete scene 9" });
      expect(english.status).toBe(422);
      expect(((await english.json()) as { message: string }).message).toMatch(/^There is no scene 9: /);
      expect(systems.at(-1)).not.toContain("The user's request is in");
      expect(systems).toHaveLength(3);
      expect(await versionsOf(videoId)).toHaveLength(before);
    } finally {
      configureGenerations(server.deps, { env });
      await new Promise<void>((resolve) => llm.close(() => resolve()));
    }
  });
});

describe("the editor's whole-video settings", () => {
  it("captions (style, font, position, size), voice speed, intro, outro and a 4:5 format in one save", async () => {
    const operations = [
      { op: "captions", style: "clean", font: "roboto", position: "top", size: "large" },
      { op: "voice", speed: 0.9 },
      { op: "intro", text: "Summer sale" },
      { op: "outro", text: "See you soon" },
      { op: "format", aspect: "4:5" },
    ];
    const preview = await alice.post(`/api/generations/${videoId}/edits/preview`, { operations });
    const planned = (await preview.json()) as TEditPreview;
    expect(planned.cost).toMatchObject({ units: 1, scenesToRender: original.scenes.length + 2 });
    const r = await edit({ operations });
    expect(r.storyboard.captions).toEqual({
      enabled: true,
      style: "clean",
      font: "roboto",
      position: "top",
      size: "large",
    });
    expect(r.storyboard).toMatchObject({ aspect: "4:5", intro: "Summer sale", outro: "See you soon" });
    expect(r.storyboard.scenes.length).toBe(original.scenes.length + 2);
    expect(r.video.width / r.video.height).toBeCloseTo(0.8, 1);
    // Changing the intro's words replaces it; null removes it.
    const again = await alice.post(`/api/generations/${r.created.id}/edits/preview`, {
      operations: [
        { op: "intro", text: "Winter sale" },
        { op: "outro", text: null },
      ],
    });
    const next = (await again.json()) as TEditPreview;
    expect(next.storyboard).toMatchObject({ intro: "Winter sale", outro: null });
    expect(next.storyboard!.scenes.length).toBe(original.scenes.length + 1);
    expect(next.cost).toMatchObject({ scenesToRender: 1, units: 0 });
  }, 180_000);

  it("intro and outro scenes count among the scenes: the editor's cost preview is what the save charges", async () => {
    const n = original.scenes.length;
    const previewOf = async (operations: unknown[]) => {
      const response = await alice.post(`/api/generations/${videoId}/edits/preview`, { operations });
      expect(response.status).toBe(200);
      return (await response.json()) as TEditPreview;
    };
    // An intro and an outro: 2 new scenes of n + 2.
    const cards = await previewOf([
      { op: "intro", text: "Summer sale" },
      { op: "outro", text: "See you soon" },
    ]);
    expect(cards.cost).toMatchObject({ scenesToRender: 2, scenes: n + 2 });
    expect(cards.cost.units).toBe(4 < n + 2 ? 0 : 1);
    // An intro and two new narrations: 3 new scenes of n + 1, charged as one faceless video.
    // (Words no other test renders: the studio's cache would reuse a scene rendered before.)
    const operations = [
      { op: "intro", text: "Fresh bread week" },
      { op: "narration", scene: 2, text: "Our bakery opens early." },
      { op: "narration", scene: 3, text: "Sourdough costs five dollars." },
    ];
    const planned = await previewOf(operations);
    expect(planned.cost).toMatchObject({ scenesToRender: 3, scenes: n + 1 });
    expect(planned.cost.units).toBe(6 < n + 1 ? 0 : 1);
    // What the editor shows for it, in the words of the server's message.
    const label = editCostLabel(planned.cost);
    expect(label).toBe(planned.cost.units ? "1 faceless video" : "Free");
    if (planned.cost.units) expect(planned.cost.message).toMatch(/counts as one faceless video\.$/);
    const used = await facelessUsed();
    const r = await edit({ operations });
    expect(r.created.cost).toEqual(planned.cost);
    expect(await facelessUsed()).toBe(used + planned.cost.units);
    expect(r.version?.segments?.rendered).toBe(3);
  }, 180_000);

  it("music: the user's own song re-mixes the sound only (no scene encoded, free); none removes it", async () => {
    const song = await upload("song.wav", "-f", "lavfi", "-i", "sine=frequency=330:duration=20", "-ac", "2");
    const photo = await upload("photo.png", "-f", "lavfi", "-i", "color=c=red:s=32x32", "-frames:v", "1");
    const wrong = await alice.post(`/api/generations/${videoId}/edits`, {
      operations: [{ op: "music", upload: photo.id }],
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/^music upload must be/);
    const r = await edit({ operations: [{ op: "music", upload: song.id, volume: 0.5 }] });
    expect(r.created.cost).toMatchObject({ scenesToRender: 0, units: 0 });
    expect(r.storyboard.music).toEqual({ mood: null, volume: 0.5, ownFile: true });
    expect(r.version?.segments?.rendered).toBe(0);
    expect(Math.abs(r.video.seconds - originalSeconds)).toBeLessThan(0.2);
    const none = await edit({ operations: [{ op: "music", mood: "none" }] }, r.created.id);
    expect(none.storyboard.music).toBeNull();
    expect(none.version?.segments?.rendered).toBe(0);
  }, 180_000);

  it("restoring says in words which version it brought back", async () => {
    server.clock.advance(1000);
    const restore = await alice.post(`/api/generations/${videoId}/restore`, {});
    expect(restore.status).toBe(202);
    const restored = (await restore.json()) as TEditCreated;
    expect(restored.message).toMatch(
      /^Restored version 1, made on \d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d UTC \(the first version\)\.$/,
    );
    expect((await waitFor(restored.id)).status).toBe("succeeded");
    const items = await versionsOf(videoId);
    expect(items.at(-1)?.summary).toBe(restored.message);
  }, 120_000);
});

describe("versions in the library", () => {
  it("lists a video once, as its newest finished version, with how many versions it has", async () => {
    const all = await versionsOf(videoId);
    const finished = all.filter((v) => v.status === "succeeded");
    expect(all.length).toBeGreaterThan(5);
    type ListItem = TGeneration & { versionCount?: number };
    const list = async (query = "") => {
      const response = await alice.get(`/api/generations?limit=50${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as { items: ListItem[] }).items;
    };
    const ids = new Set(all.map((v) => v.id));
    const latest = (await list()).filter((g) => ids.has(g.id));
    expect(latest.map((g) => g.id)).toEqual([finished.at(-1)?.id]);
    expect(latest[0]?.versionCount).toBe(all.length);
    // Every version on request, each its own entry without a count.
    const every = (await list("&versions=all")).filter((g) => ids.has(g.id));
    expect(every.map((g) => g.id).sort()).toEqual([...ids].sort());
    expect(every.every((g) => g.versionCount === undefined)).toBe(true);
    const wrong = await alice.get("/api/generations?versions=some");
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/versions must be latest or all/);
    // An edit still rendering is not listed: the video keeps its finished version in the library.
    server.clock.advance(1000);
    const pending = await alice.post(`/api/generations/${videoId}/edits`, { command: "make it slower" });
    const { id } = (await pending.json()) as TEditCreated;
    const during = (await list()).filter((g) => ids.has(g.id) || g.id === id);
    expect(during.map((g) => g.id)).toEqual([finished.at(-1)?.id]);
    expect((await waitFor(id)).status).toBe("succeeded");
    const after = (await list()).filter((g) => ids.has(g.id) || g.id === id);
    expect(after.map((g) => g.id)).toEqual([id]);
    expect(after[0]?.versionCount).toBe(all.length + 1);
  }, 120_000);
});
