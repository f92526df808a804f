import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  embeddedIpv4,
  OUTBOUND_DEFAULTS,
  OutboundError,
  outboundFetch,
  refusedAddress,
} from "./outbound-fetch.ts";

// A local HTTP server stands for the outside world; it counts every connection, so a refusal can
// be shown to have made none.
let server: Server;
let port = 0;
let connections = 0;
let seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/hop") {
      const left = Number(url.searchParams.get("n"));
      res.writeHead(302, {
        location: left > 0 ? `/hop?n=${left - 1}` : "/ok",
        "set-cookie": "session=secret; Path=/",
      });
      res.end();
      return;
    }
    if (url.pathname === "/to") {
      res.writeHead(302, { location: url.searchParams.get("url") ?? "/" });
      res.end();
      return;
    }
    if (url.pathname === "/big") {
      res.writeHead(200, { "content-type": "application/octet-stream" });
      const chunk = Buffer.alloc(1024 * 1024, 1);
      for (let i = 0; i < 6; i += 1) res.write(chunk);
      res.end();
      return;
    }
    if (url.pathname === "/slow") {
      res.writeHead(200);
      res.write("a");
      setTimeout(() => res.end("b"), 2_000).unref();
      return;
    }
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("hello");
  });
  server.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  connections = 0;
  seen = [];
});

async function refusal(
  url: string,
  options: Parameters<typeof outboundFetch>[1] = {},
): Promise<OutboundError> {
  const error = await outboundFetch(url, { timeoutMs: 3000, ...options }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `${url} was fetched`).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe("outbound fetch refuses every internal address form of issue 13, with no connection made", () => {
  const forms = [
    "127.0.0.1",
    "[::1]",
    "0x7f000001",
    "2130706433",
    "017700000001",
    "127.1",
    "[::ffff:127.0.0.1]",
    "[::ffff:7f00:1]",
    "localhost", // a name that resolves to loopback
  ];
  for (const host of forms) {
    it(`http://${host}:PORT/`, async () => {
      const error = await refusal(`http://${host}:${port}/`);
      expect(error.reason).toBe("address");
      expect(connections).toBe(0);
    });
  }

  for (const host of [
    "169.254.169.254",
    "10.0.0.1",
    "192.168.1.10",
    "172.16.0.1",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "[fd00::1]",
    "[fe80::1]",
    "[::]",
    "[64:ff9b::a00:1]",
    "[2002:a00:1::]",
  ]) {
    it(`http://${host}/ (private, link-local, CGNAT, multicast, unspecified, embedded)`, async () => {
      expect((await refusal(`http://${host}/`)).reason).toBe("address");
    });
  }

  // Every other numeric spelling of an internal IPv4 address (octal or hex per part, one 32-bit
  // number, short forms) and IPv4-mapped IPv6 written in hex: each reaches the check as the address.
  for (const host of [
    "0177.0.0.1",
    "0x7f.0.0.1",
    "0x7f.1",
    "127.0.1",
    "10.1",
    "0xa000001",
    "167772161",
    "0251.0376.0251.0376",
    "0xa9fea9fe",
    "2852039166",
    "100.64.1",
    "0x64400001",
    "3758096385",
    "0",
    "[::ffff:a9fe:a9fe]",
    "[::ffff:100.64.0.1]",
    "[::ffff:224.0.0.1]",
    "[::ffff:0.0.0.0]",
  ]) {
    it(`http://${host}:PORT/ (numeric and mapped forms)`, async () => {
      expect((await refusal(`http://${host}:${port}/`)).reason).toBe("address");
      expect(connections).toBe(0);
    });
  }

  it("a name that resolves to several addresses, one of them private", async () => {
    const error = await refusal("http://mixed.example/", {
      resolve: async () => [
        { address: "93.184.216.34", family: 4 },
        { address: "10.1.2.3", family: 4 },
      ],
    });
    expect(error.reason).toBe("address");
  });

  for (const url of [
    "file:///etc/passwd",
    "ftp://example.com/x",
    "gopher://example.com/",
    "data:text/plain,hi",
  ]) {
    it(url, async () => {
      expect((await refusal(url)).reason).toBe("protocol");
    });
  }

  it("a redirect to an internal address (loopback allowed for the first hop, as in tests)", async () => {
    for (const target of [
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:a00:1]/",
    ]) {
      const error = await refusal(`http://127.0.0.1:${port}/to?url=${encodeURIComponent(target)}`, {
        allowLoopback: true,
      });
      expect(error.reason).toBe("address");
      expect(connections).toBe(1);
      connections = 0;
    }
  });

  it("OUTBOUND_ALLOW_LOOPBACK allows loopback only: private ranges stay refused", async () => {
    expect((await refusal("http://10.0.0.1/", { allowLoopback: true })).reason).toBe("address");
    expect((await refusal("http://[fd00::1]/", { allowLoopback: true })).reason).toBe("address");
    expect((await refusal("http://169.254.169.254/", { allowLoopback: true })).reason).toBe("address");
  });

  it("refuses addresses with credentials in them", async () => {
    expect((await refusal(`http://user:pw@127.0.0.1:${port}/`, { allowLoopback: true })).reason).toBe(
      "credentials",
    );
    expect(connections).toBe(0);
  });
});

describe("outbound fetch, allowed", () => {
  it("fetches with loopback allowed, follows 5 redirects without passing cookies on, and refuses the 6th", async () => {
    const ok = await outboundFetch(`http://127.0.0.1:${port}/hop?n=4`, { allowLoopback: true });
    expect(ok.status).toBe(200);
    expect(ok.body.toString()).toBe("hello");
    expect(ok.url).toBe(`http://127.0.0.1:${port}/ok`);
    expect(seen).toHaveLength(6);
    expect(seen.every((req) => req.headers.cookie === undefined)).toBe(true);
    const error = await refusal(`http://127.0.0.1:${port}/hop?n=5`, { allowLoopback: true });
    expect(error.reason).toBe("redirects");
  });

  it("never sends cookies or authorization headers the caller passes", async () => {
    await outboundFetch(`http://localhost:${port}/`, {
      allowLoopback: true,
      headers: { Cookie: "a=b", Authorization: "Bearer x", "x-test": "1" },
    });
    expect(seen[0]?.headers.cookie).toBeUndefined();
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers["x-test"]).toBe("1");
  });

  it("stops at 5 MB and at the time limit", async () => {
    // The limits are the defaults: 5 redirects, 5 MB, 10 s.
    expect(OUTBOUND_DEFAULTS).toEqual({ maxRedirects: 5, maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000 });
    expect((await refusal(`http://127.0.0.1:${port}/big`, { allowLoopback: true })).reason).toBe("too-large");
    expect(
      (await refusal(`http://127.0.0.1:${port}/slow`, { allowLoopback: true, timeoutMs: 300 })).reason,
    ).toBe("timeout");
  });

  it("connects to the address it checked, not to a second lookup", async () => {
    let lookups = 0;
    const response = await outboundFetch(`http://rebinding.test:${port}/`, {
      allowLoopback: true,
      resolve: async () => {
        lookups += 1;
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
    expect(response.status).toBe(200);
    expect(lookups).toBe(1);
    expect(seen[0]?.headers.host).toBe(`rebinding.test:${port}`);
  });

  it("https only: http is refused, except to loopback when loopback is allowed (webhook tests)", async () => {
    expect(
      (
        await refusal("http://example.com/", {
          httpsOnly: true,
          resolve: async () => [{ address: "93.184.216.34", family: 4 }],
        })
      ).reason,
    ).toBe("protocol");
    expect((await refusal(`http://127.0.0.1:${port}/`, { httpsOnly: true })).reason).toBe("address");
    const response = await outboundFetch(`http://127.0.0.1:${port}/`, {
      httpsOnly: true,
      allowLoopback: true,
    });
    expect(response.status).toBe(200);
  });
});

describe("address checks", () => {
  it("reads the IPv4 address inside IPv6 forms", () => {
    expect(embeddedIpv4("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(embeddedIpv4("::ffff:7f00:1")).toBe("127.0.0.1");
    expect(embeddedIpv4("64:ff9b::a9fe:a9fe")).toBe("169.254.169.254");
    expect(embeddedIpv4("2002:c0a8:101::1")).toBe("192.168.1.1");
    expect(embeddedIpv4("2606:4700::1111")).toBeNull();
  });

  it("allows public addresses and refuses the rest", () => {
    expect(refusedAddress("93.184.216.34")).toBeNull();
    expect(refusedAddress("2606:4700:4700::1111")).toBeNull();
    expect(refusedAddress("::ffff:93.184.216.34")).toBeNull();
    expect(refusedAddress("127.0.0.1")).not.toBeNull();
    expect(refusedAddress("127.0.0.1", true)).toBeNull();
    expect(refusedAddress("::ffff:10.0.0.1", true)).not.toBeNull();
    expect(refusedAddress("255.255.255.255")).not.toBeNull();
  });
});
