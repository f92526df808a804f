import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createApiClient, errorText } from "./api-client";

// A real HTTP server answering like the API does, so the client's requests and parsing are
// tested end to end.
let server: Server;
let client: ReturnType<typeof createApiClient>;
const seen: { method?: string; url?: string; body?: string; contentType?: string } = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      Object.assign(seen, {
        method: req.method,
        url: req.url,
        body,
        contentType: req.headers["content-type"],
      });
      const send = (status: number, payload: string, type = "application/json") => {
        res.writeHead(status, { "Content-Type": type });
        res.end(payload);
      };
      const path = req.url?.split("?")[0];
      if (path === "/api/user/forgetpassword") return send(200, JSON.stringify({ message: "Code sent" }));
      if (path === "/api/user/signup")
        return send(
          400,
          JSON.stringify({
            message: "Passwords do not match",
            extraDetails: "confirmpassword: Passwords do not match",
            code: "VALIDATION",
          }),
        );
      if (path === "/api/health") return send(502, "<html>Bad gateway</html>", "text/html");
      if (path === "/api/config") return send(200, "not json", "text/plain");
      if (path === "/api/image/download") return send(200, "PNG-BYTES", "image/png");
      return send(200, JSON.stringify({ items: [], nextCursor: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  client = createApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the typed API client", () => {
  it("sends the route's method and path with a JSON body and returns the parsed answer", async () => {
    await expect(client.api("POST /api/user/forgetpassword", { json: { email: "a@b.co" } })).resolves.toEqual(
      { message: "Code sent" },
    );
    expect(seen).toMatchObject({
      method: "POST",
      url: "/api/user/forgetpassword",
      body: '{"email":"a@b.co"}',
      contentType: "application/json",
    });
  });

  it("fills path parameters (encoded) and the query string", async () => {
    await client.api("POST /api/generations/{id}/cancel", { params: { id: "a/b c" } });
    expect(seen).toMatchObject({ method: "POST", url: "/api/generations/a%2Fb%20c/cancel", body: "" });
    await client.api("GET /api/generations", { query: { limit: "20", cursor: undefined, kind: "video" } });
    expect(seen).toMatchObject({ method: "GET", url: "/api/generations?limit=20&kind=video" });
  });

  it("turns an error body into an ApiError with message, extraDetails and code", async () => {
    const error = await client
      .api("POST /api/user/signup", {
        json: { name: "A", email: "a@b.co", password: "x", confirmpassword: "y" },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION", message: "Passwords do not match" });
    expect(errorText(error, true)).toBe("Passwords do not match");
    expect(errorText(error)).toBe("Passwords do not match");
  });

  it("reports a non-JSON failure with its status", async () => {
    await expect(client.api("GET /api/health")).rejects.toMatchObject({
      status: 502,
      code: "HTTP_ERROR",
      message: "The server answered 502. Please try again.",
    });
  });

  it("refuses a success answer that is not JSON", async () => {
    await expect(client.api("GET /api/config")).rejects.toMatchObject({ code: "BAD_RESPONSE" });
  });

  it("answers a file route with its bytes", async () => {
    const blob = await client.apiFile("POST /api/image/download", { json: { imageUrl: "/media/x" } });
    expect(await blob.text()).toBe("PNG-BYTES");
  });

  it("reports an unreachable server in plain words", async () => {
    await expect(createApiClient("http://127.0.0.1:1").api("GET /api/health")).rejects.toMatchObject({
      status: 0,
      code: "NETWORK",
    });
  });
});
