import { afterEach, describe, expect, it } from "vitest";
import {
  assertDownloadAllowed,
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  joinUrl,
  parseRetryAfter,
  readBytes,
  readJson,
  requestWithRetry,
} from "./http.ts";
import {
  type LocalService,
  sendJson,
  sequence,
  startLocalService,
} from "./remote/test-support/local-service.ts";
import { ProviderError } from "./types.ts";

const fast = { retries: 3, baseDelayMs: 10, maxDelayMs: 40, timeoutMs: 2_000, maxRetryAfterMs: 2_000 };
let service: LocalService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

function getJson(url: string, retry: Partial<typeof fast> = fast, signal?: AbortSignal) {
  return requestWithRetry({ provider: "demo", url, read: readJson, retry, keyEnv: "DEMO_API_KEY", signal });
}

async function failure(p: Promise<unknown>): Promise<ProviderError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

describe("requestWithRetry against a local server", () => {
  it("returns the parsed body and sends the request as given", async () => {
    service = await startLocalService((_req, res) => sendJson(res, 200, { ok: true }));
    const out = await requestWithRetry({
      provider: "demo",
      url: `${service.origin}/v1/thing`,
      init: {
        method: "POST",
        headers: { authorization: "Bearer k", "content-type": "application/json" },
        body: '{"a":1}',
      },
      read: readJson,
      retry: fast,
    });
    expect(out).toEqual({ ok: true });
    expect(service.requests).toHaveLength(1);
    expect(service.requests[0]!.method).toBe("POST");
    expect(service.requests[0]!.url.pathname).toBe("/v1/thing");
    expect(service.requests[0]!.headers.authorization).toBe("Bearer k");
    expect(service.requests[0]!.body.toString()).toBe('{"a":1}');
  });

  it("fails at once on 401 with the vendor's message and the env var to check", async () => {
    service = await startLocalService((_req, res) =>
      sendJson(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } }),
    );
    const err = await failure(getJson(`${service.origin}/x`));
    expect(service.requests).toHaveLength(1);
    expect(err.status).toBe(401);
    expect(err.retryable).toBe(false);
    expect(err.message).toContain("Incorrect API key provided");
    expect(err.message).toContain("DEMO_API_KEY");
  });

  it("waits for Retry-After (seconds) on 429 and then succeeds", async () => {
    const times: number[] = [];
    service = await startLocalService(
      sequence(
        (_r, res) => {
          times.push(Date.now());
          sendJson(res, 429, { error: "slow down" }, { "retry-after": "1" });
        },
        (_r, res) => {
          times.push(Date.now());
          sendJson(res, 200, { n: 2 });
        },
      ),
    );
    await expect(getJson(`${service.origin}/x`)).resolves.toEqual({ n: 2 });
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
  });

  it("refuses a Retry-After longer than the cap instead of hanging", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 429, {}, { "retry-after": "3600" }));
    const err = await failure(getJson(`${service.origin}/x`));
    expect(service.requests).toHaveLength(1);
    expect(err.status).toBe(429);
    expect(err.message).toMatch(/asked to wait 3600 s/);
  });

  it("retries 500 with backoff and reports the attempts when it keeps failing", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 500, { error: { message: "boom" } }));
    const err = await failure(getJson(`${service.origin}/x`));
    expect(service.requests).toHaveLength(4);
    expect(err.status).toBe(500);
    expect(err.retryable).toBe(true);
    expect(err.message).toContain("server error (HTTP 500)");
    expect(err.message).toContain("boom");
    expect(err.message).toContain("gave up after 4 attempts");
  });

  it("recovers when a 503 is followed by success", async () => {
    service = await startLocalService(
      sequence(
        (_r, res) => sendJson(res, 503, {}),
        (_r, res) => sendJson(res, 200, { fine: 1 }),
      ),
    );
    await expect(getJson(`${service.origin}/x`)).resolves.toEqual({ fine: 1 });
    expect(service.requests).toHaveLength(2);
  });

  it("aborts an attempt that exceeds the timeout and retries it", async () => {
    service = await startLocalService(
      sequence(
        () => {
          // never answers: the client must give up on its own
        },
        (_r, res) => sendJson(res, 200, { late: false }),
      ),
    );
    const started = Date.now();
    await expect(getJson(`${service.origin}/x`, { ...fast, timeoutMs: 200 })).resolves.toEqual({
      late: false,
    });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(service.requests).toHaveLength(2);
  });

  it("reports a timeout clearly after the last attempt", async () => {
    service = await startLocalService(() => {});
    const err = await failure(getJson(`${service.origin}/x`, { ...fast, retries: 1, timeoutMs: 100 }));
    expect(err.message).toMatch(/did not answer .* within 100 ms/);
    expect(service.requests).toHaveLength(2);
  });

  it("retries a malformed body and then names the problem", async () => {
    service = await startLocalService((_r, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("<html>gateway hiccup</html>");
    });
    const err = await failure(getJson(`${service.origin}/x`, { ...fast, retries: 1 }));
    expect(service.requests).toHaveLength(2);
    expect(err.message).toContain("malformed response");
    expect(err.message).toContain("gateway hiccup");
  });

  it("reports an unreachable host as a network error", async () => {
    service = await startLocalService(() => {});
    const origin = service.origin;
    await service.close();
    service = undefined;
    const err = await failure(getJson(`${origin}/x`, { ...fast, retries: 1 }));
    expect(err.message).toMatch(/could not be reached/);
    expect(err.message).toContain("ECONNREFUSED");
  });

  it("passes the caller's abort through without retrying", async () => {
    service = await startLocalService(() => {});
    const controller = new AbortController();
    const p = getJson(`${service.origin}/x`, fast, controller.signal);
    setTimeout(() => controller.abort(new Error("user cancelled")), 50);
    await expect(p).rejects.toThrow("user cancelled");
    expect(service.requests).toHaveLength(1);
  });

  it("never puts the query string (where keys may live) into error messages", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 400, { error: "bad" }));
    const err = await failure(getJson(`${service.origin}/api/?key=SECRET123&q=x`));
    expect(err.message).not.toContain("SECRET123");
  });
});

describe("helpers", () => {
  it("parses Retry-After as seconds or an HTTP date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("2", now)).toBe(2_000);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5_000);
    expect(parseRetryAfter("Wed, 31 Dec 2025 00:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it("grows the backoff exponentially within jitter bounds and caps it", () => {
    const p = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 100, maxDelayMs: 1_000 };
    expect(backoffDelay(0, p, () => 0)).toBe(50);
    expect(backoffDelay(0, p, () => 1)).toBe(100);
    expect(backoffDelay(2, p, () => 0)).toBe(200);
    expect(backoffDelay(10, p, () => 1)).toBe(1_000);
  });

  it("joins base URLs that carry a path", () => {
    expect(joinUrl("https://api.openai.com/v1", "/chat/completions").href).toBe(
      "https://api.openai.com/v1/chat/completions",
    );
    expect(joinUrl("http://localhost:11434/v1/", "models").href).toBe("http://localhost:11434/v1/models");
  });

  it("downloads only over https or from the configured service's origin", () => {
    expect(assertDownloadAllowed("x", "https://cdn.example.com/a.png", "https://api.x.com").host).toBe(
      "cdn.example.com",
    );
    expect(assertDownloadAllowed("x", "http://127.0.0.1:9/a.png", "http://127.0.0.1:9/v1").pathname).toBe(
      "/a.png",
    );
    expect(() => assertDownloadAllowed("x", "http://169.254.169.254/latest", "https://api.x.com")).toThrow(
      /will not download/,
    );
    expect(() => assertDownloadAllowed("x", "file:///etc/passwd", "https://api.x.com")).toThrow(
      /will not download/,
    );
  });

  it("refuses bodies over the byte limit", async () => {
    await expect(readBytes(new Response(new Uint8Array(10)), 5)).rejects.toThrow(/limit/);
    expect((await readBytes(new Response(new Uint8Array(5)), 5)).length).toBe(5);
  });
});

describe("failures of our own while reading", () => {
  it("are thrown as they are, not retried as network errors", async () => {
    service = await startLocalService((_r, res) => sendJson(res, 200, { ok: true }));
    const p = requestWithRetry({
      provider: "demo",
      url: `${service.origin}/x`,
      retry: fast,
      read: async () => {
        throw new RangeError("disk full");
      },
    });
    await expect(p).rejects.toThrow(RangeError);
    expect(service.requests).toHaveLength(1);
  });

  it("retry a body cut off mid-way", async () => {
    service = await startLocalService(
      sequence(
        (_r, res) => {
          res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
          res.write('{"partial":');
          res.destroy();
        },
        (_r, res) => sendJson(res, 200, { whole: true }),
      ),
    );
    await expect(getJson(`${service.origin}/x`)).resolves.toEqual({ whole: true });
    expect(service.requests).toHaveLength(2);
  });
});
