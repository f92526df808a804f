import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local HTTP server that answers the Stripe API calls our adapter makes (customers, Checkout
// Sessions, subscriptions) the way api.stripe.com does: form-encoded bodies with bracket keys,
// Bearer secret keys, Idempotency-Key replay, Stripe's error object. Tests point the real Stripe
// SDK at it with the `host`/`port`/`protocol` options, so no test ever reaches the network.

type Json = Record<string, unknown>;

export type RecordedRequest = {
  method: string;
  path: string;
  params: Json;
  idempotencyKey: string | undefined;
  replayed: boolean;
};

export type StripeTestServer = {
  port: number;
  secretKey: string;
  requests: RecordedRequest[];
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  // What Stripe does when the customer pays on the hosted page: the session becomes complete and
  // paid, and an active subscription is created. Returns both objects for building events.
  completeSession(sessionId: string, now?: number): { session: Json; subscription: Json };
  close(): Promise<void>;
};

export type StripeTestServerOptions = {
  // price id -> { unit_amount, currency, interval }
  prices: Record<string, { unit_amount: number; currency: string; interval: "month" | "year" }>;
  secretKey?: string;
};

// "line_items[0][price]=p&metadata[userId]=u" -> { line_items: [{ price: "p" }], metadata: { userId: "u" } }
export function decodeStripeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const key: string | number = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      if (container[key] === undefined) container[key] = /^\d+$/.test(parts[index + 1] ?? "") ? [] : {};
      node = container[key] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

function stripeError(
  res: ServerResponse,
  status: number,
  type: string,
  message: string,
  param?: string,
): void {
  res.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
  res.end(JSON.stringify({ error: { type, message, ...(param ? { param } : {}) } }));
}

export async function startStripeTestServer(options: StripeTestServerOptions): Promise<StripeTestServer> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(8).toString("hex")}`;
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  // What Stripe keeps about a session besides the object it returns (its line item and the
  // metadata to copy onto the subscription it creates).
  const sessionExtras = new Map<string, { priceId: string; subscriptionMetadata: unknown }>();

  function handle(method: string, path: string, params: Json): { status: number; body: Json } | undefined {
    const now = Math.floor(Date.now() / 1000);
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: newId("cus"),
        object: "customer",
        created: now,
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        livemode: false,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const items = (params.line_items ?? []) as Json[];
      const priceId = String(items[0]?.price ?? "");
      const price = options.prices[priceId];
      if (!price)
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              message: `No such price: '${priceId}'`,
              param: "line_items[0][price]",
              code: "resource_missing",
            },
          },
        };
      if (params.mode !== "subscription")
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              message: "This test server only supports mode=subscription",
              param: "mode",
            },
          },
        };
      const customerId = String(params.customer ?? "");
      const customer = customers.get(customerId);
      if (!customer)
        return {
          status: 400,
          body: {
            error: {
              type: "invalid_request_error",
              message: `No such customer: '${customerId}'`,
              param: "customer",
              code: "resource_missing",
            },
          },
        };
      const id = newId("cs_test");
      const session = {
        id,
        object: "checkout.session",
        created: now,
        expires_at: now + 24 * 3600,
        mode: "subscription",
        status: "open",
        payment_status: "unpaid",
        amount_subtotal: price.unit_amount * Number(items[0]?.quantity ?? 1),
        amount_total: price.unit_amount * Number(items[0]?.quantity ?? 1),
        currency: price.currency,
        customer: customerId,
        customer_email: null,
        customer_details: { email: customer.email ?? null },
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        payment_method_types: ["card"],
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        subscription: null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        livemode: false,
      };
      sessions.set(id, session);
      sessionExtras.set(id, {
        priceId,
        subscriptionMetadata: (params.subscription_data as Json | undefined)?.metadata ?? {},
      });
      return { status: 200, body: session };
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === "GET" && sessionMatch) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1] ?? ""));
      if (!session)
        return {
          status: 404,
          body: {
            error: {
              type: "invalid_request_error",
              message: "No such checkout.session",
              code: "resource_missing",
            },
          },
        };
      return { status: 200, body: session };
    }
    const subscriptionMatch = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subscriptionMatch) {
      const subscription = subscriptions.get(decodeURIComponent(subscriptionMatch[1] ?? ""));
      if (!subscription)
        return {
          status: 404,
          body: {
            error: {
              type: "invalid_request_error",
              message: "No such subscription",
              code: "resource_missing",
            },
          },
        };
      if (method === "GET") return { status: 200, body: subscription };
      if (method === "POST") {
        if (params.cancel_at_period_end !== undefined) {
          const cancel = params.cancel_at_period_end === "true";
          const item = ((subscription.items as Json).data as Json[])[0] as Json;
          subscription.cancel_at_period_end = cancel;
          subscription.cancel_at = cancel ? item.current_period_end : null;
          subscription.canceled_at = cancel ? now : null;
        }
        if (params.metadata)
          subscription.metadata = { ...(subscription.metadata as Json), ...(params.metadata as Json) };
        return { status: 200, body: subscription };
      }
    }
    return undefined;
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const method = req.method ?? "GET";
      const raw = Buffer.concat(chunks).toString("utf8");
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        stripeError(res, 401, "invalid_request_error", "Invalid API Key provided");
        return;
      }
      if (
        method === "POST" &&
        raw !== "" &&
        !String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded")
      ) {
        stripeError(res, 400, "invalid_request_error", "Expected a form-encoded body");
        return;
      }
      const params = method === "GET" ? decodeStripeForm(url.search.slice(1)) : decodeStripeForm(raw);
      const idempotencyKey =
        typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : undefined;
      const fingerprint = createHash("sha256").update(`${method} ${url.pathname} ${raw}`).digest("hex");
      if (method === "POST" && idempotencyKey) {
        const earlier = idempotent.get(idempotencyKey);
        if (earlier) {
          requests.push({ method, path: url.pathname, params, idempotencyKey, replayed: true });
          if (earlier.fingerprint !== fingerprint) {
            stripeError(
              res,
              400,
              "idempotency_error",
              "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            );
            return;
          }
          res.writeHead(earlier.status, {
            "content-type": "application/json",
            "idempotent-replayed": "true",
          });
          res.end(earlier.body);
          return;
        }
      }
      requests.push({ method, path: url.pathname, params, idempotencyKey, replayed: false });
      const result = handle(method, url.pathname, params);
      if (!result) {
        stripeError(
          res,
          404,
          "invalid_request_error",
          `Unrecognized request URL (${method}: ${url.pathname}).`,
        );
        return;
      }
      const body = JSON.stringify(result.body);
      if (method === "POST" && idempotencyKey)
        idempotent.set(idempotencyKey, { fingerprint, status: result.status, body });
      res.writeHead(result.status, { "content-type": "application/json", "request-id": newId("req") });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    secretKey,
    requests,
    customers,
    sessions,
    subscriptions,
    completeSession(sessionId, now = Math.floor(Date.now() / 1000)) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const extras = sessionExtras.get(sessionId);
      const priceId = extras?.priceId ?? "";
      const price = options.prices[priceId];
      if (!price) throw new Error(`no price ${priceId}`);
      const periodEnd = price.interval === "month" ? now + 30 * 24 * 3600 : now + 365 * 24 * 3600;
      const subscriptionId = newId("sub");
      const subscription: Json = {
        id: subscriptionId,
        object: "subscription",
        created: now,
        status: "active",
        customer: session.customer,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        metadata: extras?.subscriptionMetadata ?? {},
        items: {
          object: "list",
          data: [
            {
              id: newId("si"),
              object: "subscription_item",
              current_period_start: now,
              current_period_end: periodEnd,
              price: {
                id: priceId,
                object: "price",
                unit_amount: price.unit_amount,
                currency: price.currency,
                recurring: { interval: price.interval },
              },
              quantity: 1,
            },
          ],
        },
        livemode: false,
      };
      subscriptions.set(subscriptionId, subscription);
      Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscriptionId });
      return { session, subscription };
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
