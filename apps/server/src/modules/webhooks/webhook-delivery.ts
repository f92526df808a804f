import type { TGeneration } from "@reelforge/contract";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { OutboundError, outboundFetch } from "../../platform/outbound-fetch.ts";
import { toGenerationView } from "../generations/generation-view.ts";
import { generation } from "../generations/tables.ts";
import { webhookSecretOf } from "../tokens/token-service.ts";
import { SIGNATURE_HEADER, signWebhook } from "./webhook-signature.ts";

// Completion webhooks: when a generation that named a webhookUrl succeeds or fails, a job on this
// queue POSTs it there, signed; a failed delivery (no answer, or not 2xx) is retried with
// exponential backoff by pg-boss (10 s, 20 s, 40 s ... 8 tries, about 40 minutes in all).
export const WEBHOOK_QUEUE = "webhooks";
export const WEBHOOK_JOB_OPTIONS = { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 };

export type WebhookJob = { generationId: string };

export type WebhookEvent = {
  type: "generation.succeeded" | "generation.failed";
  generation: TGeneration;
};

// Media URLs in full, so the receiver can download them (with a token that has the read scope).
function absoluteView(deps: AppDeps, view: TGeneration): TGeneration {
  if (!view.result) return view;
  const full = (url?: string) => (url?.startsWith("/") ? `${deps.config.PUBLIC_URL}${url}` : url);
  const result = { ...view.result };
  for (const key of ["videoUrl", "imageUrl", "thumbnailUrl", "srtUrl", "vttUrl", "storyboardUrl"] as const) {
    if (result[key]) result[key] = full(result[key]);
  }
  if (result.alternates) {
    result.alternates = result.alternates.map((a) => ({
      ...a,
      videoUrl: full(a.videoUrl) as string,
      ...(a.srtUrl ? { srtUrl: full(a.srtUrl) } : {}),
      ...(a.vttUrl ? { vttUrl: full(a.vttUrl) } : {}),
      ...(a.thumbnailUrl ? { thumbnailUrl: full(a.thumbnailUrl) } : {}),
    }));
  }
  return { ...view, result };
}

export async function enqueueWebhook(deps: AppDeps, generationId: string): Promise<void> {
  await deps.queue.enqueue<WebhookJob>(
    WEBHOOK_QUEUE,
    { generationId },
    {
      ...WEBHOOK_JOB_OPTIONS,
      // One delivery per generation, even if two processes finish it.
      singletonKey: `webhook:${generationId}`,
    },
  );
}

// One delivery attempt; throws to have pg-boss retry it.
export async function deliverWebhook(deps: AppDeps, job: WebhookJob): Promise<void> {
  const [row] = await deps.db.select().from(generation).where(eq(generation.id, job.generationId));
  if (!row?.webhookUrl || !row.apiTokenId) return;
  if (row.status !== "succeeded" && row.status !== "failed") return;
  const secret = await webhookSecretOf(deps, row.apiTokenId);
  const log = deps.logger.child({ generation: row.id, webhook: row.webhookUrl });
  if (!secret) {
    log.info("webhooks: the token was revoked, nothing sent");
    return;
  }
  const event: WebhookEvent = {
    type: row.status === "succeeded" ? "generation.succeeded" : "generation.failed",
    generation: absoluteView(deps, toGenerationView(row)),
  };
  const body = JSON.stringify(event);
  try {
    const response = await outboundFetch(row.webhookUrl, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(deps.now() / 1000)),
        "X-ReelForge-Event": event.type,
      },
      httpsOnly: true,
      allowLoopback: deps.config.OUTBOUND_ALLOW_LOOPBACK,
      // A receiver answers; it does not send us elsewhere.
      maxRedirects: 0,
    });
    if (response.status < 200 || response.status > 299) {
      throw new Error(`the webhook answered ${response.status}`);
    }
    log.info({ status: response.status }, "webhooks: delivered");
  } catch (error) {
    if (error instanceof OutboundError && ["protocol", "credentials", "address"].includes(error.reason)) {
      // Refused by the address rules: retrying cannot help.
      log.warn({ reason: error.message }, "webhooks: address refused, not retried");
      return;
    }
    log.warn({ err: error }, "webhooks: delivery failed, will retry");
    throw error;
  }
}

export async function startWebhookWorker(deps: AppDeps): Promise<void> {
  await deps.queue.work<WebhookJob>(WEBHOOK_QUEUE, (data) => deliverWebhook(deps, data));
}
