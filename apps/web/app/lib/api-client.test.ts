import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ZMessageResponse } from "@reelforge/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiRequest, errorText } from "./api-client";

// A real HTTP server answering like the API does, so the client's parsing is tested end to end.
let server: Server;
let base = "";
const seen: { method?: string; body?: string; contentType?: string } = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      Object.assign(seen, { method: req.method, body, contentType: req.headers["content-type"] });
      const send = (status: number, payload: string) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(payload);
      };
      if (req.url === "/ok") return send(200, JSON.stringify({ message: "Code sent" }));
      if (req.url === "/invalid")
        return send(
          400,
          JSON.stringify({
            message: "Passwords do not match",
            extraDetails: "confirmpassword: Passwords do not match",
            code: "VALIDATION",
          }),
        );
      if (req.url === "/html") return send(502, "<html>Bad gateway</html>");
      return send(200, JSON.stringify({ unexpected: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiRequest", () => {
  it("sends JSON and returns the parsed answer", async () => {
    await expect(apiRequest("POST", `${base}/ok`, ZMessageResponse, { email: "a@b.co" })).resolves.toEqual({
      message: "Code sent",
    });
    expect(seen).toMatchObject({
      method: "POST",
      body: '{"email":"a@b.co"}',
      contentType: "application/json",
    });
  });

  it("turns an error body into an ApiError with message, extraDetails and code", async () => {
    const error = await apiRequest("POST", `${base}/invalid`, ZMessageResponse, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION", message: "Passwords do not match" });
    expect(errorText(error, true)).toBe("Passwords do not match");
    expect(errorText(error)).toBe("Passwords do not match");
  });

  it("reports a non-JSON failure with its status", async () => {
    await expect(apiRequest("GET", `${base}/html`, ZMessageResponse)).rejects.toMatchObject({
      status: 502,
      message: "The server answered 502. Please try again.",
    });
  });

  it("rejects an answer that does not match the schema", async () => {
    await expect(apiRequest("GET", `${base}/other`, ZMessageResponse)).rejects.toMatchObject({
      code: "BAD_RESPONSE",
    });
  });

  it("reports an unreachable server in plain words", async () => {
    await expect(apiRequest("GET", "http://127.0.0.1:1/none", ZMessageResponse)).rejects.toMatchObject({
      code: "NETWORK",
    });
  });
});
