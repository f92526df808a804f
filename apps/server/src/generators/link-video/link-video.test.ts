import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { TGeneration } from "@reelforge/contract";
import { extractFacts } from "@reelforge/studio";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestServer,
  ROOMY_LIMITS,
  signUpVerified,
  type TestClient,
  type TestServer,
} from "../../../test/harness.ts";
import { user } from "../../modules/accounts/tables.ts";
import { setUsagePlan, usageSnapshot } from "../../modules/billing/usage-ledger.ts";
import { configureGenerations } from "../../modules/generations/generations-runtime.ts";
import { readArticle, sniffImage, writerBrief } from "./article.ts";

// Link to video against a local web server that answers as a news site does: an article page with
// a product, a price, a date and a place, an og:image and a picture in the article; and the pages a
// link video must refuse (not HTML, no text, too large, a redirect inside the network).

const run = promisify(execFile);
let server: TestServer;
let alice: TestClient;
let aliceId: string;
let scratch: string;
let site: Server;
let base: string;
let ogPng: Buffer;
let inlineJpg: Buffer;

const ARTICLE = `<!doctype html>
<html><head>
<title>Aurora kettle launch | Example News</title>
<meta property="og:title" content="The Aurora kettle comes to Lisbon">
<meta property="og:image" content="/media/og.png">
</head><body>
<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/login">Sign in</a></nav>
<article>
<h1>The Aurora kettle comes to Lisbon</h1>
<p>Brightwater announced on Tuesday that its Aurora kettle goes on sale in Lisbon on March 14.</p>
<figure><img src="/media/inline.jpg" alt="The kettle on a kitchen counter"><figcaption>The Aurora kettle.</figcaption></figure>
<p>The Aurora kettle costs $49 and boils a litre of water in ninety seconds, the company said.</p>
<p>Shoppers can find it at the Brightwater store in Lisbon, beside the river, from ten in the morning.</p>
</article>
<footer>Copyright Example News. All rights reserved.</footer>
</body></html>`;

async function ffmpeg(...args: string[]): Promise<void> {
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);
}

async function counts() {
  return (await usageSnapshot(server.deps.db, aliceId, new Date(server.clock.now()))).counts;
}

async function waitFor(client: TestClient, id: string): Promise<TGeneration> {
  for (let i = 0; i < 3000; i++) {
    const body = (await (await client.get(`/api/generations/${id}`)).json()) as TGeneration;
    if (!["queued", "running"].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`generation ${id} did not finish`);
}

async function fetchTo(client: TestClient, url: string, name: string): Promise<string> {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  const file = path.join(scratch, name);
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

async function meanColour(video: string, seconds: number, crop?: string): Promise<[number, number, number]> {
  const { stdout } = await run(
    "ffmpeg",
    ["-v", "error", "-ss", String(seconds), "-i", video, "-frames:v", "1"].concat([
      "-vf",
      `${crop ? `crop=${crop},` : ""}scale=1:1:flags=area`,
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "pipe:1",
    ]),
    { encoding: "buffer" },
  );
  return [stdout[0] ?? 0, stdout[1] ?? 0, stdout[2] ?? 0];
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "rf-link-video-"));
  await ffmpeg(
    "-f",
    "lavfi",
    "-i",
    "color=c=0x20c040:s=320x180",
    "-frames:v",
    "1",
    path.join(scratch, "og.png"),
  );
  await ffmpeg(
    ...["-f", "lavfi", "-i", "color=c=0xc020c0:s=320x180", "-frames:v", "1"],
    path.join(scratch, "inline.jpg"),
  );
  ogPng = await readFile(path.join(scratch, "og.png"));
  inlineJpg = await readFile(path.join(scratch, "inline.jpg"));
  site = createServer((request, response) => {
    const url = request.url ?? "/";
    const html = (body: string) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(body);
    };
    if (url === "/news/aurora") return html(ARTICLE);
    if (url === "/media/og.png") {
      response.writeHead(200, { "content-type": "image/png" });
      return response.end(ogPng);
    }
    if (url === "/media/inline.jpg") {
      // A wrong content type: the bytes say what it is.
      response.writeHead(200, { "content-type": "application/octet-stream" });
      return response.end(inlineJpg);
    }
    if (url === "/data.json") {
      response.writeHead(200, { "content-type": "application/json" });
      return response.end(JSON.stringify({ product: "Aurora", price: 49 }));
    }
    if (url === "/empty")
      return html(
        "<!doctype html><html><head><title>Loading</title></head><body><div id=app></div><script>boot()</script></body></html>",
      );
    if (url === "/huge") {
      response.writeHead(200, { "content-type": "text/html" });
      const chunk = `<p>${"word ".repeat(2000)}</p>`;
      for (let i = 0; i < 600; i++) response.write(chunk);
      return response.end();
    }
    if (url === "/inside") {
      response.writeHead(302, { location: "http://10.0.0.1/admin" });
      return response.end();
    }
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("not found");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  server = await createTestServer({ workers: true, env: { OUTBOUND_ALLOW_LOOPBACK: "true" } });
  configureGenerations(server.deps, {
    env: { RENDER_SCALE: "0.25", STUDIO_CACHE_DIR: path.join(scratch, "cache") },
  });
  alice = await signUpVerified(server, { email: "alice@example.com" });
  const [row] = await server.deps.db.select().from(user).where(eq(user.email, "alice@example.com"));
  aliceId = row?.id ?? "";
  await setUsagePlan(server.deps.db, aliceId, "starter", ROOMY_LIMITS, new Date(server.clock.now()), true);
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => site?.close(resolve));
  await rm(scratch, { recursive: true, force: true });
});

describe("reading an article", () => {
  it("finds the title, the article's text without the page's navigation, its facts and its pictures", () => {
    const read = readArticle(ARTICLE, `${base}/news/aurora`);
    expect(read.title).toMatch(/Aurora kettle/);
    expect(read.text).toContain("costs $49");
    expect(read.text).not.toMatch(/Sign in|All rights reserved/);
    expect(read.imageUrls).toEqual([`${base}/media/og.png`, `${base}/media/inline.jpg`]);
    const facts = extractFacts(`${read.title}. ${read.text}`).facts;
    const kinds = (kind: string) => facts.filter((f) => f.kind === kind).map((f) => f.text);
    expect(kinds("price")).toContain("$49");
    expect(kinds("place").join(" ")).toMatch(/Lisbon/);
    expect(kinds("date").join(" ")).toMatch(/March 14/);
    const brief = writerBrief({ title: read.title, text: read.text, facts });
    for (const fact of ["Aurora", "$49", "Lisbon", "March 14"]) expect(brief).toContain(fact);
  });

  it("tells an image by its bytes", () => {
    expect(sniffImage(ogPng)).toBe("png");
    expect(sniffImage(inlineJpg)).toBe("jpg");
    expect(sniffImage(Buffer.from("<html><body>not an image</body></html>"))).toBeNull();
  });
});

describe("link to video", () => {
  it("makes a video whose script names the page's facts and whose scenes show the page's pictures", async () => {
    const created = await alice.post("/api/generations", {
      kind: "link-video",
      input: { url: `${base}/news/aurora`, platform: "Youtube", videoDuration: "15 Seconds" },
    });
    expect(created.status, await created.clone().text()).toBe(202);
    const done = await waitFor(alice, ((await created.json()) as { id: string }).id);
    expect(done.status, done.error ?? "").toBe("succeeded");
    expect((await counts()).linkVideos).toBe(1);

    const storyboard = JSON.parse(
      await readFile(await fetchTo(alice, done.result?.storyboardUrl ?? "", "sb.json"), "utf8"),
    ) as {
      scenes: {
        narration: string;
        visuals?: { source: string; id: string; license: string; attribution?: { url?: string } }[];
      }[];
    };
    const script = storyboard.scenes.map((s) => s.narration).join(" ");
    expect(script).toMatch(/Aurora/);
    expect(script).toMatch(/49/);
    expect(script).toMatch(/Lisbon/);
    expect(script).toMatch(/March|14/);
    const records = storyboard.scenes.flatMap((s) => s.visuals ?? []);
    expect(records[0]).toMatchObject({
      source: "page",
      id: `${base}/media/og.png`,
      license: "from the linked page",
    });
    expect(records.some((r) => r.source === "page" && r.id === `${base}/media/inline.jpg`)).toBe(true);

    const video = await fetchTo(alice, done.result?.videoUrl ?? "", "video.mp4");
    const { stdout } = await run("ffprobe", [
      ...["-v", "error", "-show_entries", "stream=codec_type,width,height:format=duration"],
      ...["-of", "json", video],
    ]);
    const info = JSON.parse(stdout) as {
      streams: { codec_type: string; width?: number; height?: number }[];
      format: { duration: string };
    };
    expect(info.streams.find((s) => s.codec_type === "video")).toMatchObject({ width: 480, height: 270 });
    expect(info.streams.some((s) => s.codec_type === "audio")).toBe(true);
    expect(Number(info.format.duration)).toBeGreaterThan(8);
    // The first scene shows the page's og:image (green).
    const [r, g, b] = await meanColour(video, 0.8);
    expect(g, `first frame ${[r, g, b]}`).toBeGreaterThan(r + 40);
    expect(g).toBeGreaterThan(b + 40);

    // Editable like every video (issue 12): karaoke captions re-render every scene, so the page's
    // pictures (gone with the first job's folder) are fetched again; the first scene is still green.
    const edit = await alice.post(`/api/generations/${done.id}/edits`, {
      command: "make the captions karaoke",
    });
    expect(edit.status, await edit.clone().text()).toBe(202);
    const version = await waitFor(alice, ((await edit.json()) as { id: string }).id);
    expect(version.status, version.error ?? "").toBe("succeeded");
    const edited = await fetchTo(alice, version.result?.videoUrl ?? "", "edited.mp4");
    const [r2, g2, b2] = await meanColour(edited, 0.8);
    expect(g2, `edited first frame ${[r2, g2, b2]}`).toBeGreaterThan(r2 + 40);
    expect(g2).toBeGreaterThan(b2 + 40);
  });

  it("wears the user's brand kit like every video (the logo in the corner); brand: false leaves it out", async () => {
    const logoFile = path.join(scratch, "logo.png");
    await run("ffmpeg", [
      ...["-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0xff00ff:s=120x120", "-frames:v", "1"],
      logoFile,
    ]);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await readFile(logoFile))]), "logo.png");
    const logo = await alice.request("/api/uploads", { method: "POST", body: form });
    expect(logo.status).toBe(201);
    const kit = await alice.request("/api/brand-kit", {
      method: "PUT",
      json: { logo: ((await logo.json()) as { id: string }).id, colors: ["#ff00aa"] },
    });
    expect(kit.status, await kit.clone().text()).toBe(200);
    try {
      const make = async (brand?: boolean) => {
        const created = await alice.post("/api/generations", {
          kind: "link-video",
          input: {
            url: `${base}/news/aurora`,
            videoDuration: "5 Seconds",
            ...(brand === false ? { brand } : {}),
          },
        });
        expect(created.status, await created.clone().text()).toBe(202);
        const done = await waitFor(alice, ((await created.json()) as { id: string }).id);
        expect(done.status, done.error ?? "").toBe("succeeded");
        return fetchTo(alice, done.result?.videoUrl ?? "", `brand-${brand ?? "kit"}.mp4`);
      };
      // 480 x 270: the logo is 24 px high at 6% and 4.5% in (29, 12).
      const corner = "14:14:33:16";
      const [r, g, b] = await meanColour(await make(), 2, corner);
      expect(r, `logo ${[r, g, b]}`).toBeGreaterThan(200);
      expect(b).toBeGreaterThan(200);
      expect(g).toBeLessThan(80);
      const [r2, g2, b2] = await meanColour(await make(false), 2, corner);
      expect(r2 > 200 && b2 > 200 && g2 < 80, `no logo ${[r2, g2, b2]}`).toBe(false);
    } finally {
      await alice.request("/api/brand-kit", {
        method: "PUT",
        json: { logo: null, colors: [], font: null, intro: null, outro: null },
      });
    }
  }, 180_000);

  it("gives a configured language model the article's text and facts to write from", async () => {
    const bodies: string[] = [];
    const llm = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString("utf8");
      });
      request.on("end", () => {
        bodies.push(body);
        // The model is down: the built-in writer takes over, so the video is still made.
        response.writeHead(500, { "content-type": "application/json" });
        response.end('{"error":{"message":"upstream down"}}');
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
      const created = await alice.post("/api/generations", {
        kind: "link-video",
        input: { url: `${base}/news/aurora`, videoDuration: 5 },
      });
      expect(created.status, await created.clone().text()).toBe(202);
      const done = await waitFor(alice, ((await created.json()) as { id: string }).id);
      expect(done.status, done.error ?? "").toBe("succeeded");
      expect(bodies.length).toBeGreaterThan(0);
      const asked = bodies.join("\n");
      for (const fact of ["Aurora", "$49", "Lisbon", "March 14", "ninety seconds"]) {
        expect(asked).toContain(fact);
      }
      expect(asked).not.toMatch(/Sign in|All rights reserved/);
    } finally {
      configureGenerations(server.deps, { env });
      await new Promise<void>((resolve) => llm.close(() => resolve()));
    }
  });

  it("refuses an internal address when asked, with the error shape and nothing charged", async () => {
    for (const url of [
      "http://10.0.0.1/news",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:10.0.0.1]/",
    ]) {
      const response = await alice.post("/api/generations", { kind: "link-video", input: { url } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION",
        message: expect.stringMatching(/url cannot be fetched: .*not a public address/),
      });
    }
    const ftp = await alice.post("/api/generations", {
      kind: "link-video",
      input: { url: "ftp://example.com/a" },
    });
    expect(ftp.status).toBe(400);
  });

  it("fails with a plain reason and refunds a page that is not HTML, has no text, is too large or redirects inside", async () => {
    const before = (await counts()).linkVideos;
    for (const [page, reason] of [
      ["/data.json", /not a web page \(it is application\/json\)/],
      ["/empty", /no readable article text/],
      ["/huge", /larger than 5 MB/],
      ["/inside", /not a public address/],
      ["/missing", /HTTP 404/],
    ] as const) {
      const created = await alice.post("/api/generations", {
        kind: "link-video",
        input: { url: `${base}${page}` },
      });
      expect(created.status, await created.clone().text()).toBe(202);
      const done = await waitFor(alice, ((await created.json()) as { id: string }).id);
      expect(done.status, page).toBe("failed");
      expect(done.error, page).toMatch(reason);
      expect(done.error).toMatch(/usage was refunded/);
      expect((await counts()).linkVideos, page).toBe(before);
    }
  });
});
