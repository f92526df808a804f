import { ErrorCode } from "@reelforge/contract";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { getOwnGeneration } from "./generation-service.ts";
import { type GenerationRow, toGenerationView } from "./generation-view.ts";

// GET /api/generations/:id/events: the generation's progress as server-sent events. The worker
// may run in another process and writes progress to the row, so each open stream reads the row
// once per `pollMs` and sends a `progress` event (data: the generation as JSON) when what the
// client sees changed; a comment line keeps idle connections (and proxies) alive; the stream ends
// after the event that shows a final state. Each process holds at most `maxPerUser` open streams
// per user: the rest are refused (429) and the client follows the generation with GET instead.

export type EventStreamLimits = { pollMs: number; keepAliveMs: number; maxPerUser: number };
export const EVENT_STREAM_LIMITS: EventStreamLimits = { pollMs: 1000, keepAliveMs: 15_000, maxPerUser: 4 };

export type EventStreams = { limits: EventStreamLimits; open: Map<string, number> };

export function createEventStreams(limits: EventStreamLimits = EVENT_STREAM_LIMITS): EventStreams {
  return { limits: { ...limits }, open: new Map() };
}

const FINAL = new Set(["succeeded", "failed", "cancelled"]);

export async function generationEvents(
  c: Context,
  deps: AppDeps,
  streams: EventStreams,
  userId: string,
  id: string,
): Promise<Response> {
  // The owner check comes first: someone else's (or no) generation is a 404, never a 429.
  const first = await getOwnGeneration(deps, userId, id);
  const { pollMs, keepAliveMs, maxPerUser } = streams.limits;
  const open = streams.open.get(userId) ?? 0;
  if (open >= maxPerUser) {
    throw new AppError(
      ErrorCode.RATE_LIMITED,
      429,
      `At most ${maxPerUser} live progress streams can be open at a time; close one or follow the generation with GET /api/generations/${id}`,
    );
  }
  streams.open.set(userId, open + 1);
  const release = () => {
    const left = (streams.open.get(userId) ?? 1) - 1;
    if (left > 0) streams.open.set(userId, left);
    else streams.open.delete(userId);
  };
  // Proxies such as nginx would otherwise hold the events back in their buffer.
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    let aborted = false;
    stream.onAbort(() => {
      aborted = true;
    });
    try {
      let row: GenerationRow = first;
      let sent = "";
      let lastWrite = Date.now();
      for (;;) {
        const view = JSON.stringify(toGenerationView(row));
        if (view !== sent) {
          await stream.writeSSE({ event: "progress", data: view, id: String(row.updatedAt.getTime()) });
          sent = view;
          lastWrite = Date.now();
        } else if (Date.now() - lastWrite >= keepAliveMs) {
          await stream.write(": keep-alive\n\n");
          lastWrite = Date.now();
        }
        if (aborted || FINAL.has(row.status)) return;
        await stream.sleep(pollMs);
        if (aborted) return;
        try {
          row = await getOwnGeneration(deps, userId, id);
        } catch (error) {
          // Deleted meanwhile: nothing more to follow.
          if (error instanceof AppError && error.status === 404) return;
          throw error;
        }
      }
    } finally {
      release();
    }
  });
}
