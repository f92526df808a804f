import { writeFile } from "node:fs/promises";
import path from "node:path";
import { Readability } from "@mozilla/readability";
import { extractFacts, type Fact } from "@reelforge/studio";
import { parseHTML } from "linkedom";
import { OUTBOUND_DEFAULTS, OutboundError, outboundFetch } from "../../platform/outbound-fetch.ts";

// A linked page's article: fetched under the outbound rules (platform/outbound-fetch.ts), read with
// Mozilla's Readability (the reader view of Firefox) on linkedom's DOM, its facts found by the
// writer's own fact extraction, and its pictures (og:image first, then the article's images) fetched
// under the same rules, each checked to be an image by its first bytes.

export class LinkPageError extends Error {
  override name = "LinkPageError";
}

export type ArticleImage = { path: string; url: string };
export type Article = {
  url: string;
  title: string;
  /** The article's readable text, paragraphs joined by blank lines. */
  text: string;
  facts: Fact[];
  images: ArticleImage[];
};

export const ARTICLE_LIMITS = {
  maxImages: 6,
  maxImageBytes: 5 * 1024 * 1024,
  /** Fewer letters than this is not an article (a login wall, an empty shell page). */
  minTextChars: 80,
} as const;

type FetchOptions = { allowLoopback: boolean; signal?: AbortSignal };

function why(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The page's HTML, or a LinkPageError saying plainly why it cannot be read. */
async function fetchPage(url: string, options: FetchOptions): Promise<{ html: string; url: string }> {
  let response: Awaited<ReturnType<typeof outboundFetch>>;
  try {
    response = await outboundFetch(url, {
      allowLoopback: options.allowLoopback,
      signal: options.signal,
      headers: { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1" },
    });
  } catch (error) {
    if (error instanceof OutboundError) {
      const limits = {
        "too-large": `The page is larger than ${OUTBOUND_DEFAULTS.maxBytes / 1024 / 1024} MB`,
        timeout: `The page did not answer within ${OUTBOUND_DEFAULTS.timeoutMs / 1000} seconds`,
      } as Record<string, string>;
      throw new LinkPageError(`The page could not be fetched: ${limits[error.reason] ?? error.message}`);
    }
    throw error;
  }
  if (response.status < 200 || response.status > 299) {
    throw new LinkPageError(`The page could not be fetched: it answered HTTP ${response.status}`);
  }
  const type = String(response.headers["content-type"] ?? "").toLowerCase();
  if (!/^\s*(text\/html|application\/xhtml\+xml)\b/.test(type)) {
    throw new LinkPageError(
      `The link is not a web page (it is ${type.split(";")[0]?.trim() || "of no stated type"}); link to an article's HTML page`,
    );
  }
  const charset = /charset=([\w-]+)/.exec(type)?.[1] ?? "utf-8";
  let html: string;
  try {
    html = new TextDecoder(charset).decode(response.body);
  } catch {
    html = new TextDecoder("utf-8").decode(response.body);
  }
  return { html, url: response.url };
}

/** An image's type from its first bytes (the server's content type is not trusted). */
export function sniffImage(bytes: Buffer): "jpg" | "png" | "webp" | "gif" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  if (/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString("latin1"))) return "gif";
  return null;
}

function absolute(raw: string | null | undefined, base: string): string | null {
  if (!raw?.trim() || raw.trim().startsWith("data:")) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Title, text and picture URLs of an HTML page (no network). */
export function readArticle(
  html: string,
  pageUrl: string,
): { title: string; text: string; imageUrls: string[] } {
  const { document } = parseHTML(html);
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? null;
  const imageUrls: string[] = [];
  const add = (raw: string | null | undefined) => {
    const url = absolute(raw, pageUrl);
    if (url && !imageUrls.includes(url)) imageUrls.push(url);
  };
  add(meta('meta[property="og:image"]') ?? meta('meta[name="og:image"]'));
  add(meta('meta[name="twitter:image"]'));
  const reader = new Readability(document as unknown as Document, { charThreshold: 0 }).parse();
  const title =
    reader?.title?.trim() || meta('meta[property="og:title"]')?.trim() || document.title?.trim() || "";
  let text = "";
  if (reader?.content) {
    const { document: body } = parseHTML(`<!doctype html><html><body>${reader.content}</body></html>`);
    for (const img of body.querySelectorAll("img")) add(img.getAttribute("src"));
    const blocks = [...body.querySelectorAll("h1,h2,h3,h4,p,li,blockquote,td,figcaption")]
      .filter((el) => !el.querySelector("p,li"))
      .map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim())
      .filter(Boolean);
    text = (blocks.length ? blocks.join("\n\n") : (reader.textContent ?? "")).trim();
  }
  return { title: title.replace(/\s+/g, " "), text, imageUrls };
}

/** One picture of a page saved as `file` plus its type's extension; null when it is not a still image. */
export async function fetchPageImage(
  url: string,
  file: string,
  options: FetchOptions,
): Promise<string | null> {
  const response = await outboundFetch(url, {
    allowLoopback: options.allowLoopback,
    signal: options.signal,
    maxBytes: ARTICLE_LIMITS.maxImageBytes,
    headers: { accept: "image/*" },
  });
  if (response.status < 200 || response.status > 299) return null;
  const type = sniffImage(response.body);
  // GIFs are often animated or tracking pixels; the renderer takes still images.
  if (!type || type === "gif" || response.body.length < 64) return null;
  await writeFile(`${file}.${type}`, response.body);
  return `${file}.${type}`;
}

async function fetchImages(urls: string[], dir: string, options: FetchOptions): Promise<ArticleImage[]> {
  const images: ArticleImage[] = [];
  for (const url of urls) {
    if (images.length >= ARTICLE_LIMITS.maxImages) break;
    options.signal?.throwIfAborted();
    try {
      const saved = await fetchPageImage(url, path.join(dir, `page-image-${images.length + 1}`), options);
      if (saved) images.push({ path: saved, url });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // A picture that cannot be fetched is left out; the page's text still makes the video.
    }
  }
  return images;
}

/** Fetches and reads a page; LinkPageError when it cannot be fetched, is not HTML or has no text. */
export async function fetchArticle(url: string, dir: string, options: FetchOptions): Promise<Article> {
  const page = await fetchPage(url, options);
  const read = readArticle(page.html, page.url);
  const letters = read.text.replace(/[^\p{L}\p{N}]/gu, "").length;
  if (letters < ARTICLE_LIMITS.minTextChars) {
    throw new LinkPageError(
      "The page has no readable article text to make a video from (it may need a browser or a login)",
    );
  }
  const facts = extractFacts(`${read.title}. ${read.text}`).facts;
  const images = await fetchImages(read.imageUrls, dir, options).catch((error: unknown) => {
    throw new LinkPageError(`The page's pictures could not be read: ${why(error)}`);
  });
  return { url: page.url, title: read.title, text: read.text, facts, images };
}

/**
 * What the script writer is given: the title and the article's sentences, those that carry facts
 * (prices, dates, places, names) first kept, up to `maxChars`, in the page's order.
 */
export function writerBrief(article: Pick<Article, "title" | "text" | "facts">, maxChars = 1800): string {
  const paragraphs = article.text.split(/\n{2,}/).map((p) => p.trim());
  const sentences = paragraphs.flatMap((p) => p.match(/[^.!?。！？]+[.!?。！？]*/gu) ?? [p]);
  const factTexts = article.facts.map((f) => f.text);
  const scored = sentences.map((s, i) => ({
    s: s.trim(),
    i,
    facts: factTexts.filter((f) => s.includes(f)).length,
  }));
  const chosen = new Set<number>();
  let size = article.title.length;
  for (const item of [...scored].sort((a, b) => b.facts - a.facts || a.i - b.i)) {
    if (!item.s || (item.facts === 0 && chosen.size >= 3)) continue;
    if (size + item.s.length + 1 > maxChars) continue;
    chosen.add(item.i);
    size += item.s.length + 1;
  }
  const body = scored
    .filter((item) => chosen.has(item.i))
    .map((item) => item.s)
    .join(" ");
  return [article.title.replace(/[.!?]?$/, "."), body].filter(Boolean).join(" ");
}
