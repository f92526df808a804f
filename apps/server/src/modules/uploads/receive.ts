import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { formatBytes } from "@reelforge/contract";
import busboy from "busboy";
import { Refusal } from "./sniff.ts";

// Streams the multipart field `file` of a request to `target` (never the whole file in memory),
// stopping at `maxBytes`. Returns the file's name as the user's device gave it.
export async function receiveFile(
  request: Request,
  target: string,
  maxBytes: number,
): Promise<{ name: string; bytes: number }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) {
    throw new Refusal("Send the file as multipart/form-data in the field file");
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fileSize: maxBytes, fields: 10 },
    });
  } catch {
    throw new Refusal("Send the file as multipart/form-data in the field file");
  }
  let received: Promise<{ name: string; bytes: number }> | undefined;
  parser.on("file", (field, stream, info) => {
    if (field !== "file" || received) {
      stream.resume();
      return;
    }
    let bytes = 0;
    let tooLarge = false;
    stream.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    stream.on("limit", () => {
      tooLarge = true;
    });
    received = pipeline(stream, createWriteStream(target)).then(() => {
      if (tooLarge) {
        throw new Refusal(
          `The file is too large: your plan accepts files up to ${formatBytes(maxBytes)}`,
          undefined,
          413,
        );
      }
      return { name: info.filename || "upload", bytes };
    });
    received.catch(() => {});
  });
  const body = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
  try {
    await pipeline(body, parser);
  } catch (error) {
    if (received) await received.catch(() => {});
    if (error instanceof Refusal) throw error;
    // The body limit middleware's own refusal (413) passes through.
    if (error && typeof error === "object" && "status" in error) throw error;
    throw new Refusal("The upload was interrupted or is not valid multipart/form-data");
  }
  if (!received) throw new Refusal("Choose a file to upload", "Send it in the multipart field file.");
  return await received;
}
