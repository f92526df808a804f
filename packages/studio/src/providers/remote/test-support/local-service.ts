// A real HTTP server on 127.0.0.1 standing in for an outside service in tests: it records every
// request exactly as it arrived (method, path, headers, body) and answers through a handler that
// speaks the vendor's wire format. Used only by *.test.ts files.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { wavHeader } from "../../../media/wav.ts";

export interface RecordedRequest {
  method: string;
  /** Path and query as sent. */
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Handler = (req: RecordedRequest, res: ServerResponse, index: number) => void | Promise<void>;

export interface LocalService {
  /** Origin such as http://127.0.0.1:41234 (no trailing slash). */
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startLocalService(handler: Handler): Promise<LocalService> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      url: new URL(req.url ?? "/", "http://127.0.0.1"),
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    requests.push(recorded);
    try {
      await handler(recorded, res, requests.length - 1);
    } catch (err) {
      res.writeHead(599, { "content-type": "text/plain" });
      res.end(`test handler failed: ${String(err)}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Handler that answers the n-th request with the n-th handler (the last one repeats). */
export function sequence(...handlers: Handler[]): Handler {
  return (req, res, index) => handlers[Math.min(index, handlers.length - 1)]!(req, res, index);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export function sendBytes(res: ServerResponse, status: number, body: Buffer, contentType: string) {
  res.writeHead(status, { "content-type": contentType, "content-length": String(body.length) });
  res.end(body);
}

/** Parses a multipart/form-data request body the standard way (as the real service would). */
export async function formDataOf(req: RecordedRequest): Promise<FormData> {
  const contentType = String(req.headers["content-type"] ?? "");
  return new Response(new Uint8Array(req.body), { headers: { "content-type": contentType } }).formData();
}

/** A 16-bit mono PCM WAV of tone and silence segments, so audio tools have real speech-like regions. */
export function toneWav(segments: { seconds: number; tone: boolean }[], sampleRate = 16_000): Buffer {
  const samples: number[] = [];
  for (const seg of segments) {
    const n = Math.round(seg.seconds * sampleRate);
    for (let i = 0; i < n; i++)
      samples.push(seg.tone ? Math.round(12_000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)) : 0);
  }
  const data = Buffer.alloc(samples.length * 2);
  for (const [i, s] of samples.entries()) data.writeInt16LE(s, i * 2);
  return Buffer.concat([wavHeader({ rate: sampleRate, channels: 1, dataBytes: data.length }), data]);
}
