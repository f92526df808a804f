import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestServer } from "./harness.ts";

const CLIENT_ID = "test-client.apps.googleusercontent.com";

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
type ErrorBody = { message: string; code: string };

// A local stand-in for https://www.googleapis.com/oauth2/v3/certs.
async function startJwksServer(keys: JWK[]): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`, server };
}

describe("Google sign-in (POST /api/user/googleAuth)", () => {
  let googleKey: KeyPair;
  let otherKey: KeyPair;
  let jwks: { url: string; server: Server };
  let server: TestServer;

  async function idToken(
    claims: Record<string, unknown>,
    options: { key?: KeyPair; kid?: string; audience?: string; issuer?: string; expiresIn?: number } = {},
  ): Promise<string> {
    const now = Math.floor(server.clock.now() / 1000);
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: "RS256", kid: options.kid ?? "google-key-1", typ: "JWT" })
      .setIssuer(options.issuer ?? "https://accounts.google.com")
      .setAudience(options.audience ?? CLIENT_ID)
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresIn ?? 3600))
      .sign((options.key ?? googleKey).privateKey);
  }

  beforeAll(async () => {
    googleKey = await generateKeyPair("RS256", { extractable: true });
    otherKey = await generateKeyPair("RS256", { extractable: true });
    const publicJwk = {
      ...(await exportJWK(googleKey.publicKey)),
      kid: "google-key-1",
      alg: "RS256",
      use: "sig",
    };
    jwks = await startJwksServer([publicJwk]);
    server = await createTestServer({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwks.url } });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => jwks.server.close(resolve));
  });

  it("signs in (and creates) the user named by the verified token", async () => {
    const client = server.client();
    const credential = await idToken({
      sub: "google-sub-alice",
      email: "alice@gmail.test",
      name: "Alice Example",
      picture: "https://lh3.googleusercontent.test/alice.png",
    });
    const response = await client.post("/api/user/googleAuth", {
      name: "Alice Example",
      email: "alice@gmail.test",
      avatar: "https://lh3.googleusercontent.test/alice.png",
      googleId: "google-sub-alice",
      credential,
    });
    expect(response.status).toBe(200);
    const created = (await response.json()) as { user: { id: string } };
    expect(created).toMatchObject({
      message: "Log in Sucessfuly",
      user: {
        email: "alice@gmail.test",
        name: "Alice Example",
        avatar: "https://lh3.googleusercontent.test/alice.png",
        subscriptionStatus: "trial",
        emailVerified: true,
        googleId: "google-sub-alice",
      },
    });
    const check = await client.get("/api/user/checkAuthroute");
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({
      user: { email: "alice@gmail.test", googleId: "google-sub-alice" },
    });
    // Signing in again finds the same account.
    const firstId = created.user.id;
    const again = await server.client().post("/api/user/googleAuth", { credential });
    expect(((await again.json()) as { user: { id: string } }).user.id).toBe(firstId);
  });

  it("takes the identity from the token only, never from the body's fields", async () => {
    const victim = await signUpVerified(server, { email: "bob@example.com", name: "Bob" });
    expect((await victim.get("/api/user/checkAuthroute")).status).toBe(200);
    const attacker = server.client();
    const credential = await idToken({
      sub: "google-sub-mallory",
      email: "mallory@gmail.test",
      name: "Mallory",
    });
    const response = await attacker.post("/api/user/googleAuth", {
      name: "Bob",
      email: "bob@example.com",
      avatar: "https://evil.test/bob.png",
      googleId: "google-sub-bob",
      credential,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { email: string; name: string; avatar: string | null } };
    expect(body.user.email).toBe("mallory@gmail.test");
    expect(body.user.name).toBe("Mallory");
    expect(body.user.avatar).toBeNull();
    const check = (await (await attacker.get("/api/user/checkAuthroute")).json()) as {
      user: { email: string };
    };
    expect(check.user.email).toBe("mallory@gmail.test");
  });

  it("links a Google sign-in to an existing account with the same verified e-mail", async () => {
    const client = await signUpVerified(server, { email: "carol@example.com", name: "Carol" });
    const me = (await (await client.get("/api/user/checkAuthroute")).json()) as { user: { id: string } };
    const credential = await idToken({
      sub: "google-sub-carol",
      email: "Carol@example.com",
      name: "Carol G",
    });
    const response = await server.client().post("/api/user/googleAuth", { credential });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { id: string; name: string } };
    expect(body.user.id).toBe(me.user.id);
    expect(body.user.name).toBe("Carol");
  });

  it("takes over an unverified sign-up of the same e-mail: its password stops working", async () => {
    const squatter = server.client();
    const password = "squatter chose this passphrase";
    await squatter.post("/api/user/signup", {
      name: "Squatter",
      email: "gina@gmail.test",
      password,
      confirmpassword: password,
    });
    const credential = await idToken({ sub: "google-sub-gina", email: "gina@gmail.test", name: "Gina" });
    const owner = server.client();
    expect((await owner.post("/api/user/googleAuth", { credential })).status).toBe(200);
    expect((await owner.get("/api/user/checkAuthroute")).status).toBe(200);
    const login = await server.client().post("/api/user/login", { email: "gina@gmail.test", password });
    expect(login.status).toBe(401);
  });

  it("refuses bad signatures, wrong audience or issuer, and expired tokens with 401", async () => {
    const claims = { sub: "google-sub-dave", email: "dave@gmail.test", name: "Dave" };
    const cases = {
      "signed by another key": await idToken(claims, { key: otherKey }),
      "unknown key id": await idToken(claims, { key: otherKey, kid: "not-google" }),
      "wrong audience": await idToken(claims, { audience: "someone-else.apps.googleusercontent.com" }),
      "wrong issuer": await idToken(claims, { issuer: "https://accounts.evil.test" }),
      expired: await idToken(claims, { expiresIn: -120 }),
      "not a JWT": "definitely.not.a-jwt",
    };
    for (const [label, credential] of Object.entries(cases)) {
      const client = server.client();
      const response = await client.post("/api/user/googleAuth", { credential, email: "dave@gmail.test" });
      expect(response.status, label).toBe(401);
      const body = (await response.json()) as ErrorBody;
      expect(body.code, label).toBe("GOOGLE_TOKEN_INVALID");
      expect((await client.get("/api/user/checkAuthroute")).status, label).toBe(401);
    }
    // The issuer without scheme is one Google uses too.
    const bare = await idToken(claims, { issuer: "accounts.google.com" });
    expect((await server.client().post("/api/user/googleAuth", { credential: bare })).status).toBe(200);
  });

  it("a token that expired on the app clock is refused", async () => {
    const credential = await idToken({ sub: "google-sub-erin", email: "erin@gmail.test", name: "Erin" });
    server.clock.advance(2 * 60 * 60 * 1000);
    const response = await server.client().post("/api/user/googleAuth", { credential });
    expect(response.status).toBe(401);
  });

  it("refuses an unverified Google e-mail for a new account", async () => {
    const credential = await idToken({
      sub: "google-sub-frank",
      email: "frank@gmail.test",
      name: "Frank",
      email_verified: false,
    });
    const response = await server.client().post("/api/user/googleAuth", { credential });
    expect(response.status).toBe(401);
  });

  it("needs the credential", async () => {
    const response = await server
      .client()
      .post("/api/user/googleAuth", { email: "x@gmail.test", googleId: "1" });
    expect(response.status).toBe(400);
  });

  it("public config names the client id", async () => {
    expect(await (await server.client().get("/api/config")).json()).toEqual({ googleClientId: CLIENT_ID });
  });
});

describe("Google sign-in without GOOGLE_CLIENT_ID", () => {
  it("answers 503 with a clear message", async () => {
    const server = await createTestServer();
    try {
      const response = await server.client().post("/api/user/googleAuth", { credential: "x" });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        message: "Google sign-in is not configured on this server",
        code: "GOOGLE_NOT_CONFIGURED",
      });
    } finally {
      await server.close();
    }
  });
});
