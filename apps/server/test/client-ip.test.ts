import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIp } from "../src/platform/client-ip.ts";
import { createTestServer, type TestServer } from "./harness.ts";

function echo(trustProxy: boolean, hops?: number) {
  const app = new Hono();
  app.get("/", (c) => c.text(clientIp(c, trustProxy, hops)));
  return (forwardedFor?: string) =>
    app.request("http://localhost/", { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });
}

describe("client address behind a proxy", () => {
  it("takes the entry the trusted proxy appended, not what the client wrote before it", async () => {
    const oneHop = echo(true, 1);
    expect(await (await oneHop("203.0.113.7")).text()).toBe("203.0.113.7");
    expect(await (await oneHop("198.51.100.1, 203.0.113.7")).text()).toBe("203.0.113.7");
    expect(await (await oneHop("1.1.1.1,2.2.2.2 , 203.0.113.7")).text()).toBe("203.0.113.7");
    const twoHops = echo(true, 2);
    // client-forged, client as seen by the outer proxy, outer proxy as seen by the inner one
    expect(await (await twoHops("6.6.6.6, 203.0.113.7, 10.0.0.2")).text()).toBe("203.0.113.7");
    // Fewer entries than hops: the left-most is the best we know.
    expect(await (await twoHops("203.0.113.7")).text()).toBe("203.0.113.7");
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is on", async () => {
    expect(await (await echo(false, 1)("198.51.100.1")).text()).toBe("unknown");
  });

  describe("rate limits with forged prefixes", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer({ env: { TRUST_PROXY: "true" } });
    });
    afterAll(async () => {
      await server.close();
    });

    it("a throttled address gets no fresh allowance by prepending addresses", async () => {
      const client = server.client({ ip: "203.0.113.50" });
      const login = (forwardedFor?: string) =>
        client.post(
          "/api/user/login",
          { email: "nobody@example.com", password: "wrong password" },
          forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
        );
      let status = 0;
      for (let i = 0; i < 21 && status !== 429; i++) status = (await login()).status;
      expect(status).toBe(429);
      for (const forged of ["198.51.100.1", "198.51.100.2, 198.51.100.3", "unknown", "::1"]) {
        const response = await login(`${forged}, 203.0.113.50`);
        expect(response.status, forged).toBe(429);
      }
      // Another real client behind the same proxy is not affected.
      expect((await login("203.0.113.51")).status).toBe(401);
    });
  });
});
