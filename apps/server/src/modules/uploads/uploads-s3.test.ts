import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TUpload } from "@reelforge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeS3 } from "../../../test/fake-s3.ts";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/harness.ts";

// POST /api/uploads with STORAGE_URL set: the request streams in, the stored file goes to the bucket
// (an S3 multipart upload for a file over one 8 MB part), and GET serves it back from there.

const s3 = fakeS3();
let server: TestServer;
let alice: TestClient;
let scratch: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => s3.server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  scratch = await mkdtemp(path.join(tmpdir(), "rf-uploads-s3-"));
  server = await createTestServer({
    env: {
      STORAGE_URL: `s3://media/rf?endpoint=${encodeURIComponent(endpoint)}`,
      AWS_ACCESS_KEY_ID: "test-key",
      AWS_SECRET_ACCESS_KEY: "test-secret",
    },
  });
  alice = await signUpVerified(server, { email: "alice@example.com" });
});
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => s3.server.close(() => resolve()));
  await rm(scratch, { recursive: true, force: true });
});

// A multipart/form-data body sent in 64 KB chunks as a stream (never one buffer handed over).
function streamedForm(file: Buffer, name: string): { body: ReadableStream<Uint8Array>; type: string } {
  const boundary = "----rf-test-boundary-7f3a";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const whole = [head, file, tail];
  let part = 0;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const current = whole[part];
      if (!current) return controller.close();
      const chunk = current.subarray(offset, offset + 64 * 1024);
      offset += chunk.length;
      if (offset >= current.length) {
        part++;
        offset = 0;
      }
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

describe("uploads to S3 storage", () => {
  it("streams a 12 MB song to the bucket in parts and serves it back, ranges included", async () => {
    const song = path.join(scratch, "song.wav");
    execFileSync("ffmpeg", [
      ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "sine=f=440:d=65"],
      ...["-ac", "2", "-ar", "48000", "-c:a", "pcm_s16le", song],
    ]);
    const bytes = await readFile(song);
    expect(bytes.length).toBeGreaterThan(12_000_000);
    const form = streamedForm(bytes, "jingle.wav");
    s3.log.length = 0;
    const response = await alice.request("/api/uploads", {
      method: "POST",
      body: form.body,
      headers: { "content-type": form.type },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const item = (await response.json()) as TUpload;
    expect(item).toMatchObject({ kind: "audio", name: "jingle.wav" });
    expect(item.durationSeconds).toBeCloseTo(65, 0);
    // The stored file and its thumbnail are in the bucket, the file sent as a multipart upload.
    const keys = [...s3.objects.keys()];
    expect(keys).toEqual(
      expect.arrayContaining([`media/rf/up/${item.id}/file.wav`, `media/rf/up/${item.id}/thumb.png`]),
    );
    const stored = s3.objects.get(`media/rf/up/${item.id}/file.wav`)!;
    expect(
      s3.log.filter((line) => line.startsWith(`PUT media/rf/up/${item.id}/file.wav`) && / part /.test(line))
        .length,
    ).toBeGreaterThanOrEqual(2);
    const served = Buffer.from(await (await alice.get(item.url)).arrayBuffer());
    expect(served.equals(stored.data)).toBe(true);
    // The same sound, its metadata dropped (a stream copy of the samples).
    expect(Math.abs(served.length - bytes.length)).toBeLessThan(4096);
    const part = await alice.get(item.url, { range: "bytes=100-199" });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(stored.data.subarray(100, 200))).toBe(true);
    // Deleting removes both objects.
    expect((await alice.request(`/api/uploads/${item.id}`, { method: "DELETE" })).status).toBe(200);
    expect([...s3.objects.keys()].filter((k) => k.includes(item.id))).toEqual([]);
  });
});
