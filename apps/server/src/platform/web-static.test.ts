import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { webStatic } from "./web-static.ts";

let app: Hono;
const script = `console.log(${JSON.stringify("hello ".repeat(2000))});\n`;

beforeAll(() => {
  const root = mkdtempSync(path.join(tmpdir(), "web-static-"));
  mkdirSync(path.join(root, "assets"));
  mkdirSync(path.join(root, "help"));
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>home</title>");
  writeFileSync(path.join(root, "help", "index.html"), "<!doctype html><title>help</title>");
  writeFileSync(path.join(root, "__spa-fallback.html"), "<!doctype html><title>spa</title>");
  writeFileSync(path.join(root, "assets", "app-123.js"), script);
  writeFileSync(path.join(root, "logo.png"), Buffer.alloc(2048, 7));
  app = new Hono();
  app.get("*", webStatic(root));
});

describe("webStatic", () => {
  it("sends text assets brotli-compressed to browsers that accept it, cached for a year", async () => {
    const res = await app.request("/assets/app-123.js", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("falls back to gzip, and to plain bytes when no encoding is accepted", async () => {
    const gz = await app.request("/assets/app-123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request("/assets/app-123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("does not compress images", async () => {
    const res = await app.request("/logo.png", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect((await res.arrayBuffer()).byteLength).toBe(2048);
  });

  it("serves prerendered pages, the SPA fallback, and 404 for missing assets", async () => {
    expect(await (await app.request("/help")).text()).toContain("<title>help</title>");
    expect(await (await app.request("/dashboard/library")).text()).toContain("<title>spa</title>");
    expect((await app.request("/assets/missing.js")).status).toBe(404);
  });

  it("never serves a file outside its folder", async () => {
    const res = await app.request("/..%2f..%2f..%2fetc%2fpasswd");
    expect(await res.text()).not.toContain("root:");
  });
});
