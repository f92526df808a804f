import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { extractFacts } from "@reelforge/studio";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGeneratorFixture,
  ffmpeg,
  ffprobe,
  type GeneratorFixture,
  generate,
  startGeneration,
  uploadFile,
  waitForGeneration,
} from "../../../test/harness.ts";
import { user } from "../../modules/accounts/tables.ts";
import { usageSnapshot } from "../../modules/billing/usage-ledger.ts";
import { configureGenerations } from "../../modules/generations/generations-runtime.ts";
import { readArticle, sniffImage, writerBrief } from "./article.ts";

// Link to video against a local web server that answers as a news site does: an article page with
// a product, a price, a date and a place, an og:image and a picture in the article; and the pages a
// link video must refuse (not HTML, no text, too large, a redirect inside the network).

const run = promisify(execFile);
let fx: GeneratorFixture;
let aliceId: string;
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

async function counts() {
  return (await usageSnapshot(fx.server.deps.db, aliceId, new Date(fx.server.clock.now()))).counts;
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
  // The site is on this machine: the server may fetch from loopback here.
  fx = await createGeneratorFixture({
    prefix: "rf-link-video-",
    roomy: true,
    env: { OUTBOUND_ALLOW_LOOPBACK: "true" },
  });
  const [row] = await fx.server.deps.db.select().from(user).where(eq(user.email, "alice@example.com"));
  aliceId = row?.id ?? "";
  ffmpeg(...["-f", "lavfi", "-i", "color=c=0x20c040:s=320x180", "-frames:v", "1"], fx.file("og.png"));
  ffmpeg(...["-f", "lavfi", "-i", "color=c=0xc020c0:s=320x180", "-frames:v", "1"], fx.file("inline.jpg"));
  ogPng = await readFile(fx.file("og.png"));
  inlineJpg = await readFile(fx.file("inline.jpg"));
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
});
afterAll(async () => {
  await fx?.close();
  await new Promise((resolve) => site?.close(resolve));
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
    const done = await generate(fx.alice, "link-video", {
      url: `${base}/news/aurora`,
      platform: "Youtube",
      videoDuration: "15 Seconds",
    });
    expect((await counts()).linkVideos).toBe(1);

    const storyboard = JSON.parse(
      await readFile(await fx.fetchTo(fx.alice, done.result?.storyboardUrl ?? "", "sb.json"), "utf8"),
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

    const video = await fx.fetchTo(fx.alice, done.result?.videoUrl ?? "", "video.mp4");
    const info = ffprobe(video);
    expect(info.streams.find((s) => s.codec_type === "video")).toMatchObject({ width: 480, height: 270 });
    expect(info.streams.some((s) => s.codec_type === "audio")).toBe(true);
    expect(Number(info.format.duration)).toBeGreaterThan(8);
    // The first scene shows the page's og:image (green).
    const [r, g, b] = await meanColour(video, 0.8);
    expect(g, `first frame ${[r, g, b]}`).toBeGreaterThan(r + 40);
    expect(g).toBeGreaterThan(b + 40);

    // Editable like every video (issue 12): karaoke captions re-render every scene, so the page's
    // pictures (gone with the first job's folder) are fetched again; the first scene is still green.
    const edit = await fx.alice.post(`/api/generations/${done.id}/edits`, {
      command: "make the captions karaoke",
    });
    expect(edit.status, await edit.clone().text()).toBe(202);
    const version = await waitForGeneration(fx.alice, ((await edit.json()) as { id: string }).id);
    expect(version.status, version.error ?? "").toBe("succeeded");
    const edited = await fx.fetchTo(fx.alice, version.result?.videoUrl ?? "", "edited.mp4");
    const [r2, g2, b2] = await meanColour(edited, 0.8);
    expect(g2, `edited first frame ${[r2, g2, b2]}`).toBeGreaterThan(r2 + 40);
    expect(g2).toBeGreaterThan(b2 + 40);
  });

  it("wears the user's brand kit like every video (the logo in the corner); brand: false leaves it out", async () => {
    const logoFile = fx.file("logo.png");
    ffmpeg(...["-f", "lavfi", "-i", "color=c=0xff00ff:s=120x120", "-frames:v", "1"], logoFile);
    const logo = await uploadFile(fx.alice, logoFile, "logo.png");
    const kit = await fx.alice.request("/api/brand-kit", {
      method: "PUT",
      json: { logo: logo.id, colors: ["#ff00aa"] },
    });
    expect(kit.status, await kit.clone().text()).toBe(200);
    try {
      const make = async (brand?: boolean) => {
        const done = await generate(fx.alice, "link-video", {
          url: `${base}/news/aurora`,
          videoDuration: "5 Seconds",
          ...(brand === false ? { brand } : {}),
        });
        return fx.fetchTo(fx.alice, done.result?.videoUrl ?? "", `brand-${brand ?? "kit"}.mp4`);
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
      await fx.alice.request("/api/brand-kit", {
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
    const env = fx.generationEnv;
    configureGenerations(fx.server.deps, {
      env: {
        ...env,
        LLM_BASE_URL: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`,
        LLM_API_KEY: "test-key",
        LLM_MODEL: "test-model",
        PROVIDER_MAX_RETRIES: "0",
      },
    });
    try {
      await generate(fx.alice, "link-video", { url: `${base}/news/aurora`, videoDuration: 5 });
      expect(bodies.length).toBeGreaterThan(0);
      const asked = bodies.join("\n");
      for (const fact of ["Aurora", "$49", "Lisbon", "March 14", "ninety seconds"]) {
        expect(asked).toContain(fact);
      }
      expect(asked).not.toMatch(/Sign in|All rights reserved/);
    } finally {
      configureGenerations(fx.server.deps, { env });
      await new Promise<void>((resolve) => llm.close(() => resolve()));
    }
  });

  it("refuses an internal address when asked, with the error shape and nothing charged", async () => {
    for (const url of [
      "http://10.0.0.1/news",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:10.0.0.1]/",
    ]) {
      const response = await fx.alice.post("/api/generations", { kind: "link-video", input: { url } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "VALIDATION",
        message: expect.stringMatching(/url cannot be fetched: .*not a public address/),
      });
    }
    const ftp = await fx.alice.post("/api/generations", {
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
      const done = await waitForGeneration(
        fx.alice,
        await startGeneration(fx.alice, "link-video", { url: `${base}${page}` }),
      );
      expect(done.status, page).toBe("failed");
      expect(done.error, page).toMatch(reason);
      expect(done.error).toMatch(/usage was refunded/);
      expect((await counts()).linkVideos, page).toBe(before);
    }
  });
});
