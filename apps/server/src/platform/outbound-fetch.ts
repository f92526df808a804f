import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";

// The one way the server fetches a URL someone else chose (webhooks, link to video, article
// images): http(s) only; the host resolved once and every address checked against loopback,
// private, link-local, carrier-grade NAT, multicast, unspecified, reserved and IPv4-mapped or
// -embedded IPv6 ranges; the connection made to the checked address (no second lookup); each
// redirect checked again (at most 5); a size and a time limit; no cookies or credentials.
//
// IPv4 written as a decimal, octal, hex or short number (2130706433, 017700000001, 0x7f000001,
// 127.1) is normalised by the WHATWG URL parser before any check, so it is checked as 127.0.0.1.

export type OutboundRefusal =
  | "protocol" // not http(s), or http where https is required
  | "credentials" // user:password@ in the URL
  | "address" // a refused address range
  | "dns" // the name does not resolve
  | "redirects" // more than maxRedirects
  | "too-large" // the body passed maxBytes
  | "timeout"
  | "network"; // connection refused, reset, TLS error...

export class OutboundError extends Error {
  override name = "OutboundError";
  readonly reason: OutboundRefusal;
  constructor(reason: OutboundRefusal, message: string) {
    super(message);
    this.reason = reason;
  }
}

export type OutboundOptions = {
  method?: "GET" | "POST" | "HEAD";
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Only https (webhooks). With allowLoopback, http to a loopback address is allowed too (tests). */
  httpsOnly?: boolean;
  /** OUTBOUND_ALLOW_LOOPBACK: loopback addresses are allowed (tests); private ranges stay refused. */
  allowLoopback?: boolean;
  maxRedirects?: number;
  maxBytes?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Resolves a host name to all its addresses (tests may stand in for DNS). */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
};

export type OutboundResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
};

export const OUTBOUND_DEFAULTS = { maxRedirects: 5, maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000 } as const;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

const REFUSED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata at 169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  REFUSED.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  REFUSED.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4, compatible). */
export function embeddedIpv4(address: string): string | null {
  const words = expandIpv6(address);
  if (!words) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => words.slice(from, to).every((w) => w === 0);
  // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated), ::a.b.c.d (compatible, deprecated)
  if (zeros(0, 5) && words[5] === 0xffff) return v4(words[6] ?? 0, words[7] ?? 0);
  if (zeros(0, 4) && words[4] === 0xffff && words[5] === 0) return v4(words[6] ?? 0, words[7] ?? 0);
  if (zeros(0, 6) && (words[6] !== 0 || (words[7] ?? 0) > 1)) return v4(words[6] ?? 0, words[7] ?? 0);
  // 64:ff9b::a.b.c.d and 64:ff9b:1::/48 (NAT64)
  if (words[0] === 0x64 && words[1] === 0xff9b) return v4(words[6] ?? 0, words[7] ?? 0);
  // 2002:AABB:CCDD::/16 (6to4)
  if (words[0] === 0x2002) return v4(words[1] ?? 0, words[2] ?? 0);
  return null;
}

function expandIpv6(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const parts = dotted[1].split(".").map(Number);
    const hex = (a = 0, b = 0) => ((a << 8) | b).toString(16);
    text = text.replace(dotted[1], `${hex(parts[0], parts[1])}:${hex(parts[2], parts[3])}`);
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  const words = [...left, ...fill, ...right].map((w) => Number.parseInt(w, 16));
  return words.length === 8 && words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff)
    ? words
    : null;
}

/** Why an address may not be fetched, or null when it may. */
export function refusedAddress(address: string, allowLoopback = false): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  const type = family === 4 ? "ipv4" : "ipv6";
  const inner = family === 6 ? embeddedIpv4(address) : null;
  if (inner) {
    const reason = refusedAddress(inner, allowLoopback);
    return reason ? `${address} carries ${inner}: ${reason}` : null;
  }
  if (allowLoopback && LOOPBACK.check(address, type)) return null;
  if (REFUSED.check(address, type))
    return `${address} is a loopback, private, link-local or reserved address`;
  return null;
}

async function systemResolve(hostname: string): Promise<{ address: string; family: number }[]> {
  return dnsLookup(hostname, { all: true, verbatim: true });
}

type Target = { url: URL; host: string; address: string; family: 4 | 6 };

// Parses and checks one URL (the first or a redirect's): its protocol, then every address its
// host resolves to. Resolved once: the request connects to the address checked here.
export async function checkOutboundUrl(raw: string | URL, options: OutboundOptions = {}): Promise<Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError("protocol", "That is not a valid URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new OutboundError("protocol", `Only http and https addresses can be fetched, not ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new OutboundError("credentials", "Addresses with a user name or password are not fetched");
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      throw new OutboundError("dns", `${host} could not be found`);
    }
    if (!addresses.length) throw new OutboundError("dns", `${host} could not be found`);
  }
  for (const { address } of addresses) {
    const reason = refusedAddress(address, options.allowLoopback);
    if (reason) throw new OutboundError("address", `${url.host} is not a public address (${reason})`);
  }
  const first = addresses[0] as { address: string; family: number };
  if (url.protocol === "http:" && options.httpsOnly) {
    const loopback =
      options.allowLoopback && LOOPBACK.check(first.address, first.family === 4 ? "ipv4" : "ipv6");
    if (!loopback) throw new OutboundError("protocol", "Only https addresses are allowed here");
  }
  return { url, host, address: first.address, family: first.family === 6 ? 6 : 4 };
}

// One request to a checked target; the connection goes to target.address whatever DNS says now.
function requestOnce(
  target: Target,
  options: OutboundOptions,
  method: string,
  body: string | Buffer | undefined,
  signal: AbortSignal,
  maxBytes: number,
): Promise<OutboundResponse> {
  return new Promise((resolve, reject) => {
    const client = target.url.protocol === "https:" ? https : http;
    const headers: Record<string, string> = {
      "user-agent": "ReelForge/1 (+outbound)",
      ...(options.headers ?? {}),
      host: target.url.host,
    };
    // No cookies or credentials, whatever the caller passed.
    for (const name of Object.keys(headers)) {
      if (["cookie", "authorization", "proxy-authorization"].includes(name.toLowerCase()))
        delete headers[name];
    }
    if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
    const request = client.request(
      {
        protocol: target.url.protocol,
        hostname: target.host,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        method,
        headers,
        agent: false,
        signal,
        // Certificates are checked against the name; the socket goes to the checked address.
        ...(isIP(target.host) ? {} : { servername: target.host }),
        lookup: (_hostname, lookupOptions, callback) => {
          if ((lookupOptions as { all?: boolean }).all) {
            (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
              { address: target.address, family: target.family },
            ]);
          } else {
            callback(null, target.address, target.family);
          }
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            request.destroy();
            reject(new OutboundError("too-large", `The answer is larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            url: target.url.toString(),
          }),
        );
        response.on("error", (error) => reject(error));
      },
    );
    request.on("error", (error) => reject(error));
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** Fetches a URL under the rules above; refusals and failures are OutboundError with a reason. */
export async function outboundFetch(
  raw: string | URL,
  options: OutboundOptions = {},
): Promise<OutboundResponse> {
  const maxRedirects = options.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects;
  const maxBytes = options.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes;
  const timeoutMs = options.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let method: string = options.method ?? "GET";
  let body = options.body;
  let url: string | URL = raw;
  for (let redirects = 0; ; redirects += 1) {
    const target = await checkOutboundUrl(url, options);
    let response: OutboundResponse;
    try {
      response = await requestOnce(target, options, method, body, signal, maxBytes);
    } catch (error) {
      if (error instanceof OutboundError) throw error;
      if (timeout.aborted) throw new OutboundError("timeout", `No complete answer within ${timeoutMs} ms`);
      if (signal.aborted) throw error;
      const code = (error as { code?: string }).code;
      throw new OutboundError(
        "network",
        `${target.url.host} could not be reached${code ? ` (${code})` : ""}`,
      );
    }
    const location = response.headers.location;
    if (response.status < 300 || response.status > 399 || response.status === 304 || !location) {
      return response;
    }
    if (redirects >= maxRedirects) {
      throw new OutboundError("redirects", `More than ${maxRedirects} redirects`);
    }
    url = new URL(String(location), target.url);
    if (response.status !== 307 && response.status !== 308) {
      method = method === "HEAD" ? "HEAD" : "GET";
      body = undefined;
    }
  }
}
