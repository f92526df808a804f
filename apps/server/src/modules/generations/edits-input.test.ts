import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type {
  TEditableInput,
  TEditCreated,
  TEditPreview,
  TGeneration,
  TVersionList,
} from "@reelforge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGeneratorFixture,
  ffmpeg,
  ffprobe,
  type GeneratorFixture,
  generate,
  meanColour,
  type TestClient,
  uploadFile,
  waitForGeneration,
} from "../../../test/harness.ts";
import { configureGenerations } from "./generations-runtime.ts";

// Issue 12 for the tools without a storyboard: a meme (its texts, template and picture), a subtitled
// video (its cues, caption style and font) and a set of clips (their caption style and font) edited through the API into new versions that their own
// pipelines render for real (RENDER_SCALE 0.25): what each new version shows, the cost rule counted in
// the kind's parts, the version list and restore, another user's video refused, bad operations named.

let fx: GeneratorFixture;
let blueId = "";

const used = async (client: TestClient) =>
  ((await (await client.get("/api/subscription/status")).json()) as { videoGenerationCount: number })
    .videoGenerationCount;

async function saveEdit(client: TestClient, id: string, body: unknown): Promise<TEditCreated> {
  // The test clock stands still: move it so versions list in the order they were made.
  fx.server.clock.advance(1000);
  const response = await client.post(`/api/generations/${id}/edits`, body);
  expect(response.status, await response.clone().text()).toBe(202);
  return (await response.json()) as TEditCreated;
}

async function finished(client: TestClient, id: string): Promise<TGeneration> {
  const done = await waitForGeneration(client, id);
  expect(done.error).toBeNull();
  expect(done.status).toBe("succeeded");
  return done;
}

async function versions(client: TestClient, id: string): Promise<TVersionList["items"]> {
  const response = await client.get(`/api/generations/${id}/versions`);
  expect(response.status).toBe(200);
  return ((await response.json()) as TVersionList).items;
}

// How far a region of the frame is from the plain blue picture (0: only the picture shows there).
const BLUE: [number, number, number] = [0, 0, 255];
const offBlue = (c: [number, number, number]) => Math.max(...c.map((v, i) => Math.abs(v - (BLUE[i] ?? 0))));
// Whether a row of the frame's upper half is white across its middle third (one frame read once).
function whiteBand(video: string): boolean {
  const v = ffprobe(video).streams.find((st) => st.codec_type === "video");
  const [w, h] = [v?.width ?? 0, v?.height ?? 0];
  const rgb = ffmpeg("-ss", "1", "-i", video, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-");
  for (let y = 0; y < h / 2; y++) {
    let white = true;
    for (let x = Math.round(w / 3); x < (2 * w) / 3 && white; x++) {
      const at = (y * w + x) * 3;
      white = Math.min(rgb[at] ?? 0, rgb[at + 1] ?? 0, rgb[at + 2] ?? 0) > 220;
    }
    if (white) return true;
  }
  return false;
}
// Whether captions show over the lower part of the plain blue video at 0.7, 1.35, 2.0 and 3.3 s.
const LOWER: [number, number, number, number] = [0, 0.45, 1, 0.55];
const captioned = (video: string) =>
  [0.7, 1.35, 2.0, 3.3].map((t) => offBlue(meanColour(video, t, LOWER)) > 6);
const TOP: [number, number, number, number] = [0.05, 0.03, 0.9, 0.22];
const BOTTOM: [number, number, number, number] = [0.05, 0.75, 0.9, 0.22];

beforeAll(async () => {
  fx = await createGeneratorFixture({ prefix: "rf-edit-input-test-", roomy: true });
  const blue = fx.file("blue.png");
  ffmpeg("-f", "lavfi", "-i", "color=c=blue:s=480x270", "-frames:v", "1", blue);
  blueId = (await uploadFile(fx.alice, blue)).id;
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

describe("editing a meme", () => {
  let first: TGeneration;
  let firstFrame: { top: number; bottom: number };

  beforeAll(async () => {
    first = await generate(fx.alice, "meme", {
      template: "top-bottom",
      topText: "TOP WORDS",
      media: blueId,
      platform: "Youtube",
    });
    const video = await fx.fetchTo(fx.alice, first.result?.videoUrl as string, "meme-1.mp4");
    firstFrame = {
      top: offBlue(meanColour(video, 1, TOP)),
      bottom: offBlue(meanColour(video, 1, BOTTOM)),
    };
  }, 120_000);

  it("shows what the meme was made with; a storyboard it has not", async () => {
    const response = await fx.alice.get(`/api/generations/${first.id}/editable`);
    expect(response.status).toBe(200);
    expect((await response.json()) as TEditableInput).toEqual({
      kind: "meme",
      template: "top-bottom",
      topText: "TOP WORDS",
      bottomText: "",
      media: blueId,
      mediaName: "blue.png",
    });
    // The first render: words at the top, the plain picture at the bottom.
    expect(firstFrame.top).toBeGreaterThan(15);
    expect(firstFrame.bottom).toBeLessThan(8);
    expect((await fx.alice.get(`/api/generations/${first.id}/storyboard`)).status).toBe(409);
  });

  it("a new bottom text (1 of its 3 parts) is free: a new version shows it, the old one stays", async () => {
    const before = await used(fx.alice);
    const operations = [{ op: "meme", bottomText: "BOTTOM WORDS" }];
    const preview = await fx.alice.post(`/api/generations/${first.id}/edits/preview`, { operations });
    expect(preview.status).toBe(200);
    const planned = (await preview.json()) as TEditPreview;
    expect(planned.message).toBe("Changed the bottom text to “BOTTOM WORDS”.");
    expect(planned.cost).toMatchObject({ scenesToRender: 1, scenes: 3, units: 0, feature: "videos" });
    expect(planned.cost.message).toMatch(/^Changes 1 of 3 parts of the meme .*: free\.$/);
    expect(planned.input).toMatchObject({ topText: "TOP WORDS", bottomText: "BOTTOM WORDS" });

    const created = await saveEdit(fx.alice, first.id, { operations });
    expect(created).toMatchObject({ parentId: first.id, message: planned.message, cost: planned.cost });
    const second = await finished(fx.alice, created.id);
    expect(second).toMatchObject({ kind: "meme", parentId: first.id, title: "TOP WORDS / BOTTOM WORDS" });
    const video = await fx.fetchTo(fx.alice, second.result?.videoUrl as string, "meme-2.mp4");
    expect(Number(ffprobe(video).format.duration)).toBeCloseTo(5, 0);
    // Words at the top and now at the bottom too.
    expect(offBlue(meanColour(video, 1, TOP))).toBeGreaterThan(15);
    expect(offBlue(meanColour(video, 1, BOTTOM))).toBeGreaterThan(15);
    expect(await used(fx.alice)).toBe(before);

    const editable = (await (await fx.alice.get(`/api/generations/${second.id}/editable`)).json()) as {
      bottomText: string;
    };
    expect(editable.bottomText).toBe("BOTTOM WORDS");
    // The first version is unchanged and still plays.
    expect((await fx.alice.get(first.result?.videoUrl as string)).status).toBe(200);
  }, 120_000);

  it("the magic edit maps a meme command; one that does not fit a meme is asked back and makes nothing", async () => {
    const [, second] = await versions(fx.alice, first.id);
    expect(second).toBeDefined();
    const count = (await versions(fx.alice, first.id)).length;
    for (const command of ["delete scene 2", "make the captions karaoke"]) {
      const asked = await fx.alice.post(`/api/generations/${second?.id}/edits`, { command });
      expect(asked.status).toBe(422);
      expect(((await asked.json()) as { message: string }).message).toMatch(
        /for a meme\. Could you say it like "change the top text to/,
      );
    }
    const misfit = await fx.alice.post(`/api/generations/${second?.id}/edits`, {
      operations: [{ op: "delete", scene: 1 }],
    });
    expect(misfit.status).toBe(422);
    expect(((await misfit.json()) as { message: string }).message).toMatch(
      /^“delete” does not fit this video\. A meme has no scenes/,
    );
    expect(await versions(fx.alice, first.id)).toHaveLength(count);

    const created = await saveEdit(fx.alice, second?.id as string, { command: "remove the top text" });
    expect(created.message).toBe("Removed the top text.");
    expect(created.cost.units).toBe(0);
    const third = await finished(fx.alice, created.id);
    expect(third.title).toBe("BOTTOM WORDS");
    const video = await fx.fetchTo(fx.alice, third.result?.videoUrl as string, "meme-3.mp4");
    // The top is the plain picture again; the bottom keeps its words.
    expect(offBlue(meanColour(video, 1, TOP))).toBeLessThan(8);
    expect(offBlue(meanColour(video, 1, BOTTOM))).toBeGreaterThan(15);

    const changed = await fx.alice.post(`/api/generations/${third.id}/edits/preview`, {
      command: 'change the top text to "Monday again"',
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as TEditPreview).operations).toEqual([
      { op: "meme", topText: "Monday again" },
    ]);
  }, 120_000);

  it("a new template and caption (2 of 3 parts) counts as one video, shown before saving", async () => {
    const before = await used(fx.alice);
    const operations = [{ op: "meme", template: "caption-bar", topText: "Caption here" }];
    const preview = (await (
      await fx.alice.post(`/api/generations/${first.id}/edits/preview`, { operations })
    ).json()) as TEditPreview;
    expect(preview.cost).toMatchObject({ scenesToRender: 2, scenes: 3, units: 1, feature: "videos" });
    expect(preview.cost.message).toMatch(/^Changes 2 of 3 parts of the meme .*: counts as one video\.$/);
    const created = await saveEdit(fx.alice, first.id, { operations });
    expect(created.cost).toEqual(preview.cost);
    const made = await finished(fx.alice, created.id);
    const video = await fx.fetchTo(fx.alice, made.result?.videoUrl as string, "meme-4.mp4");
    // The caption bar: a white band above the picture (the first version had none).
    expect(whiteBand(video)).toBe(true);
    expect(whiteBand(await fx.fetchTo(fx.alice, first.result?.videoUrl as string, "meme-1b.mp4"))).toBe(
      false,
    );
    expect(await used(fx.alice)).toBe(before + 1);
  }, 120_000);

  it("lists every version with its parent and restores one as a new, free version", async () => {
    const all = await versions(fx.alice, first.id);
    expect(all.map((v) => v.summary)).toEqual([
      "First version",
      "Changed the bottom text to “BOTTOM WORDS”.",
      "Removed the top text.",
      "Changed the template to Caption bar. Changed the top text to “Caption here”.",
    ]);
    expect(all.map((v) => v.parentId)).toEqual([null, all[0]?.id, all[1]?.id, all[0]?.id]);
    const before = await used(fx.alice);
    fx.server.clock.advance(1000);
    const restore = await fx.alice.post(`/api/generations/${all[1]?.id}/restore`);
    expect(restore.status).toBe(202);
    const restored = (await restore.json()) as TEditCreated;
    expect(restored.message).toMatch(/^Restored version 2, made on .* UTC: Changed the bottom text/);
    expect(restored.cost.units).toBe(0);
    const made = await finished(fx.alice, restored.id);
    expect(made.title).toBe("TOP WORDS / BOTTOM WORDS");
    expect(await versions(fx.alice, first.id)).toHaveLength(5);
    expect(await used(fx.alice)).toBe(before);
  }, 120_000);

  it("another user's meme is not found; invalid operations are a 400 naming them", async () => {
    for (const url of ["editable", "versions"]) {
      expect((await fx.bob.get(`/api/generations/${first.id}/${url}`)).status).toBe(404);
    }
    const operations = [{ op: "meme", topText: "mine now" }];
    for (const url of ["edits", "edits/preview"]) {
      expect((await fx.bob.post(`/api/generations/${first.id}/${url}`, { operations })).status).toBe(404);
    }
    expect((await fx.bob.post(`/api/generations/${first.id}/restore`)).status).toBe(404);

    const bad = async (op: unknown) => {
      const response = await fx.alice.post(`/api/generations/${first.id}/edits/preview`, {
        operations: [op],
      });
      expect(response.status).toBe(400);
      return ((await response.json()) as { message: string }).message;
    };
    expect(await bad({ op: "meme" })).toBe("meme: nothing to change");
    expect(await bad({ op: "meme", template: "galaxy-brain" })).toMatch(/^meme template must be one of:/);
    expect(await bad({ op: "meme", topText: "x".repeat(151) })).toBe(
      "meme topText must be at most 150 characters",
    );
    expect(await bad({ op: "sparkle" })).toMatch(/^op must be one of: .*, meme, cues$/);
    // Both texts gone: the meme's own rule.
    expect(await bad({ op: "meme", topText: null })).toBe(
      "meme: Write the meme's text: topText, bottomText or both",
    );
    // Someone else's upload is answered like a missing one.
    const bobs = fx.file("bob.png");
    ffmpeg("-f", "lavfi", "-i", "color=c=red:s=64x64", "-frames:v", "1", bobs);
    const bobUpload = (await uploadFile(fx.bob, bobs)).id;
    const theirs = await fx.alice.post(`/api/generations/${first.id}/edits/preview`, {
      operations: [{ op: "meme", media: bobUpload }],
    });
    expect(theirs.status).toBe(404);
  });
});

describe("editing a subtitled video", () => {
  let first: TGeneration;
  const CUES = [
    { start: 0.2, end: 1.2, text: "FIRST WORDS HERE" },
    { start: 1.5, end: 2.5, text: "SECOND WORDS HERE" },
    { start: 2.8, end: 3.8, text: "THIRD WORDS HERE" },
  ];
  beforeAll(async () => {
    const clip = fx.file("blue.mp4");
    ffmpeg(
      ...["-f", "lavfi", "-i", "color=c=blue:s=640x360:r=25:d=4", "-f", "lavfi", "-i", "sine=f=440:d=4"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", clip],
    );
    const video = (await uploadFile(fx.alice, clip)).id;
    first = await generate(fx.alice, "subtitles", {
      video,
      language: "English",
      captions: "clean",
      font: "Montserrat",
      cues: CUES,
    });
  }, 120_000);

  it("shows its cues, style and font; a cue's new words (1 of 3) are free and burned into a new version", async () => {
    const editable = await fx.alice.get(`/api/generations/${first.id}/editable`);
    expect(editable.status).toBe(200);
    expect((await editable.json()) as TEditableInput).toEqual({
      kind: "subtitles",
      cues: CUES,
      style: "clean",
      font: "montserrat",
    });
    const v1 = await fx.fetchTo(fx.alice, first.result?.videoUrl as string, "subs-1.mp4");
    // Captions burned in while each cue lasts; the plain picture between them.
    expect(captioned(v1)).toEqual([true, false, true, true]);

    const before = await used(fx.alice);
    const cues = CUES.map((c, i) => (i === 1 ? { ...c, text: "NEW MIDDLE WORDS" } : c));
    const preview = (await (
      await fx.alice.post(`/api/generations/${first.id}/edits/preview`, {
        operations: [{ op: "cues", cues }],
      })
    ).json()) as TEditPreview;
    expect(preview.message).toBe("Changed the captions (3 cues).");
    expect(preview.cost).toMatchObject({ scenesToRender: 1, scenes: 3, units: 0, feature: "videos" });
    expect(preview.cost.message).toBe("Changes 1 of 3 captions: free.");
    const created = await saveEdit(fx.alice, first.id, { operations: [{ op: "cues", cues }] });
    const second = await finished(fx.alice, created.id);
    expect(second).toMatchObject({ kind: "subtitles", parentId: first.id });
    expect(second.result?.cues).toEqual(cues);
    const srt = await (await fx.alice.get(second.result?.srtUrl as string)).text();
    expect(srt).toContain("NEW MIDDLE WORDS");
    expect(srt).not.toContain("SECOND WORDS HERE");
    const v2 = await fx.fetchTo(fx.alice, second.result?.videoUrl as string, "subs-2.mp4");
    expect(Number(ffprobe(v2).format.duration)).toBeCloseTo(4, 0);
    expect(captioned(v2)).toEqual([true, false, true, true]);
    expect(await used(fx.alice)).toBe(before);
  }, 120_000);

  it("a cue deleted with a new style and font re-burns every caption: one video, burned as edited", async () => {
    const [, second] = await versions(fx.alice, first.id);
    const before = await used(fx.alice);
    // The magic edit maps a caption style; a meme's operation does not fit.
    const mapped = await fx.alice.post(`/api/generations/${second?.id}/edits/preview`, {
      command: "make the captions karaoke",
    });
    expect(mapped.status).toBe(200);
    expect(((await mapped.json()) as TEditPreview).operations).toEqual([
      { op: "captions", style: "karaoke" },
    ]);
    const misfit = await fx.alice.post(`/api/generations/${second?.id}/edits/preview`, {
      operations: [{ op: "meme", topText: "hi" }],
    });
    expect(misfit.status).toBe(422);
    expect(((await misfit.json()) as { message: string }).message).toMatch(/^“meme” does not fit this video/);
    const placed = await fx.alice.post(`/api/generations/${second?.id}/edits/preview`, {
      operations: [{ op: "captions", position: "top" }],
    });
    expect(placed.status).toBe(422);

    const operations = [
      {
        op: "cues",
        cues: [
          { start: 1.5, end: 2.5, text: "NEW MIDDLE WORDS" },
          { start: 2.8, end: 3.8, text: "THIRD WORDS HERE" },
        ],
      },
      { op: "captions", style: "bold-pop", font: "roboto" },
    ];
    const created = await saveEdit(fx.alice, second?.id as string, { operations });
    expect(created.message).toBe(
      "Changed the captions (2 cues). Made the captions Bold pop. Changed the captions' font to Roboto.",
    );
    expect(created.cost).toMatchObject({ scenesToRender: 2, scenes: 2, units: 1 });
    const third = await finished(fx.alice, created.id);
    const editable = (await (
      await fx.alice.get(`/api/generations/${third.id}/editable`)
    ).json()) as TEditableInput;
    expect(editable).toMatchObject({ style: "bold-pop", font: "roboto" });
    const v3 = await fx.fetchTo(fx.alice, third.result?.videoUrl as string, "subs-3.mp4");
    // The first cue is gone: no caption at 0.7 s any more.
    expect(captioned(v3)).toEqual([false, false, true, true]);
    expect(await used(fx.alice)).toBe(before + 1);
    expect((await versions(fx.alice, first.id)).map((v) => v.parentId)).toEqual([null, first.id, second?.id]);
  }, 120_000);

  it("another user's subtitles are not found; an invalid cue is a 400 naming it", async () => {
    expect((await fx.bob.get(`/api/generations/${first.id}/editable`)).status).toBe(404);
    const cues = [{ start: 0, end: 1, text: "mine" }];
    expect(
      (await fx.bob.post(`/api/generations/${first.id}/edits`, { operations: [{ op: "cues", cues }] }))
        .status,
    ).toBe(404);
    const bad = await fx.alice.post(`/api/generations/${first.id}/edits`, {
      operations: [{ op: "cues", cues: [{ start: 2, end: 1, text: "backwards" }] }],
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe("a cue must end after it starts");
  });
});

describe("editing clips", () => {
  let video = "";
  let recogniser: Server;
  let origin = "";

  beforeAll(async () => {
    const file = fx.file("talk.mp4");
    ffmpeg(
      ...[
        "-f",
        "lavfi",
        "-i",
        "testsrc2=s=640x360:r=25:d=4",
        "-f",
        "lavfi",
        "-i",
        "color=c=red:s=640x360:r=25:d=4",
      ],
      ...["-f", "lavfi", "-i", "smptebars=s=640x360:r=25:d=4", "-f", "lavfi", "-i", "sine=f=440:d=4"],
      ...["-f", "lavfi", "-i", "sine=f=660:d=4", "-f", "lavfi", "-i", "sine=f=880:d=4"],
      ...["-filter_complex", "[0:v][3:a][1:v][4:a][2:v][5:a]concat=n=3:v=1:a=1[v][a]"],
      ...["-map", "[v]", "-map", "[a]", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", file],
    );
    video = (await uploadFile(fx.alice, file)).id;
    // A local server answering like OpenAI's /audio/transcriptions: a sentence in each part.
    recogniser = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        const words = [
          ["First", 0.5],
          ["part", 0.9],
          ["here.", 1.3],
          ["Now", 4.6],
          ["the", 5.0],
          ["red", 5.3],
          ["part.", 5.7],
          ["Bars", 8.6],
          ["close", 9.0],
          ["it.", 9.4],
        ].map(([word, start]) => ({ word, start, end: (start as number) + 0.35 }));
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            language: "english",
            duration: 12,
            text: "First part here. Now the red part. Bars close it.",
            words,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => recogniser.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(recogniser.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    configureGenerations(fx.server.deps, { env: fx.generationEnv });
    await new Promise((resolve) => recogniser?.close(resolve));
  });

  const asClips = (input: Record<string, unknown>) =>
    generate(fx.alice, "clips", {
      video,
      count: 3,
      platform: "TikTok",
      maxSeconds: 20,
      reframe: "crop",
      ...input,
    });

  // The caption area of the red clip 1.2 s in (its words are on screen then), in grey.
  const captionArea = (file: string) =>
    ffmpeg(
      ...["-ss", "1.2", "-i", file, "-frames:v", "1", "-vf", "crop=iw*0.79:ih*0.25:iw*0.06:ih*0.55"],
      ...["-f", "rawvideo", "-pix_fmt", "gray", "-"],
    );

  it("clips without captions (no recogniser) have no style to change: asked back, nothing made", async () => {
    const plain = await asClips({});
    const editable = (await (
      await fx.alice.get(`/api/generations/${plain.id}/editable`)
    ).json()) as TEditableInput;
    expect(editable).toEqual({
      kind: "clips",
      clips: 3,
      captioned: false,
      style: "bold-pop",
      font: "montserrat",
    });
    const asked = await fx.alice.post(`/api/generations/${plain.id}/edits`, {
      operations: [{ op: "captions", style: "hormozi" }],
    });
    expect(asked.status).toBe(422);
    expect(((await asked.json()) as { message: string }).message).toBe(
      "These clips have no captions to restyle (captions need the speech as text, and no speech recogniser is set up on this server). Would you like to make new clips instead?",
    );
    expect(await versions(fx.alice, plain.id)).toHaveLength(1);
  }, 120_000);

  it("a new caption style and font re-render every clip as a new version: one set of clips", async () => {
    configureGenerations(fx.server.deps, {
      env: { ...fx.generationEnv, ASR_BASE_URL: `${origin}/v1`, ASR_MODEL: "whisper-1" },
    });
    const first = await asClips({});
    const editable = (await (
      await fx.alice.get(`/api/generations/${first.id}/editable`)
    ).json()) as TEditableInput;
    expect(editable).toMatchObject({ kind: "clips", clips: 3, captioned: true, style: "bold-pop" });

    const mapped = await fx.alice.post(`/api/generations/${first.id}/edits/preview`, {
      command: "use the comic font",
    });
    expect(((await mapped.json()) as TEditPreview).operations).toEqual([{ op: "captions", font: "comic" }]);
    const misfit = await fx.alice.post(`/api/generations/${first.id}/edits/preview`, {
      operations: [{ op: "cues", cues: [{ start: 0, end: 1, text: "hi" }] }],
    });
    expect(misfit.status).toBe(422);

    const clipsUsed = async () =>
      ((await (await fx.alice.get("/api/subscription/status")).json()) as { clipGenerationCount: number })
        .clipGenerationCount;
    const before = await clipsUsed();
    const created = await saveEdit(fx.alice, first.id, {
      operations: [{ op: "captions", style: "hormozi", font: "comic" }],
    });
    expect(created.message).toBe("Made the captions Hormozi. Changed the captions' font to Comic.");
    expect(created.cost).toMatchObject({ scenesToRender: 3, scenes: 3, units: 1, feature: "clips" });
    expect(created.cost.message).toBe("Changes 3 of 3 clips: counts as one set of clips.");
    const second = await finished(fx.alice, created.id);
    expect(second.parentId).toBe(first.id);
    expect(second.result?.clips?.map((c) => [Math.round(c.start), Math.round(c.end)])).toEqual([
      [0, 4],
      [4, 8],
      [8, 12],
    ]);
    const [a, b] = [
      captionArea(await fx.fetchTo(fx.alice, first.result?.clips?.[1]?.videoUrl as string, "red-1.mp4")),
      captionArea(await fx.fetchTo(fx.alice, second.result?.clips?.[1]?.videoUrl as string, "red-2.mp4")),
    ];
    let differ = 0;
    for (let i = 0; i < a.length; i++) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 40) differ++;
    // Another style and font: a good part of the caption area changes.
    expect(differ).toBeGreaterThan(100);
    expect(await clipsUsed()).toBe(before + 1);
    expect((await versions(fx.alice, first.id)).map((v) => v.summary)).toEqual([
      "First version",
      created.message,
    ]);
  }, 180_000);
});
