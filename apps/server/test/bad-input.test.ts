import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../src/modules/accounts/tables.ts";
import { setUsagePlan } from "../src/modules/billing/usage-ledger.ts";
import { configureGenerations } from "../src/modules/generations/generations-runtime.ts";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "./harness.ts";

type ErrorBody = { message: string; extraDetails?: string; code: string };

async function expectError(response: Response, status: number, code?: string): Promise<ErrorBody> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const body = JSON.parse(text) as ErrorBody;
  expect(typeof body.message).toBe("string");
  expect(typeof body.code).toBe("string");
  if (code) expect(body.code).toBe(code);
  return body;
}

const NUL = "a\u0000b";
const LONE = "a\ud800b";
const PASSWORD = "a long and unusual passphrase";

describe("text the database cannot store is refused with 400", () => {
  let server: TestServer;
  let alice: TestClient;
  beforeAll(async () => {
    server = await createTestServer();
    configureGenerations(server.deps, { env: { GENERATION_WAIT_SECONDS: "1" } });
    alice = await signUpVerified(server, { email: "alice@example.com" });
    const [row] = await server.deps.db.select().from(user).where(eq(user.email, "alice@example.com"));
    const big = {
      images: 1000,
      videos: 1000,
      facelessVideos: 1000,
      scripts: 1000,
      slideshows: 1000,
      voiceOvers: 1000,
      linkVideos: 1000,
      generationSeconds: 0,
      clips: 1000,
    };
    await setUsagePlan(server.deps.db, row?.id ?? "", "pro-monthly", big, new Date(server.clock.now()), true);
  });
  afterAll(async () => {
    await server.close();
  });

  for (const [what, bad] of [
    ["a NUL character", NUL],
    ["a lone surrogate", LONE],
  ] as const) {
    it(`${what} in the sign-up name, profile, contact form and every prompt and script`, async () => {
      const signup = await server.client().post("/api/user/signup", {
        name: bad,
        email: `nul${what.length}@example.com`,
        password: PASSWORD,
        confirmpassword: PASSWORD,
      });
      await expectError(signup, 400, "VALIDATION");
      for (const field of ["firstName", "lastName", "userName", "phoneNumber", "bio"]) {
        const body = { firstName: "Alice", [field]: bad };
        const response = await alice.request("/api/user/profile", { method: "PATCH", json: body });
        await expectError(response, 400, "VALIDATION");
      }
      for (const field of ["name", "subject", "message"]) {
        const body = {
          name: "Bob",
          email: "bob@example.com",
          subject: "Hello",
          message: "A long enough message",
        };
        await expectError(
          await server.client().post("/api/contact", { ...body, [field]: `${bad} tail text` }),
          400,
        );
      }
      const prompts: [string, unknown][] = [
        ["/api/generations", { kind: "script", input: { script: bad } }],
        ["/api/generations", { kind: "image", input: { prompt: bad } }],
        ["/api/generations", { kind: "video", input: { description: bad } }],
        ["/api/generations", { kind: "faceless", input: { script: bad } }],
        ["/api/generations", { kind: "faceless", input: { script: "Hello there", accent: bad } }],
        ["/api/text-to-script/generate", { script: bad }],
        ["/api/video/generate", { description: bad }],
        ["/api/image/generate", { prompt: bad }],
        ["/api/facelessvideo/generate", { script: bad }],
      ];
      for (const [route, body] of prompts) {
        const response = await alice.post(route, body);
        expect(response.status, `${route} ${JSON.stringify(body)}`).toBe(400);
        await expectError(response, 400, "VALIDATION");
      }
      // Nothing was stored.
      const list = (await (await alice.get("/api/generations")).json()) as { items: unknown[] };
      expect(list.items).toHaveLength(0);
    });
  }

  it("bad cursors and ids in the address are 400, not 500", async () => {
    for (const cursor of ["99999999999999999999:x", "-1e300:x", "1:%00", "abc:x", "1e400:x", ":", "1:"]) {
      for (const list of ["/api/generations", "/api/uploads"]) {
        await expectError(await alice.get(`${list}?cursor=${cursor}`), 400, "VALIDATION");
      }
    }
    await expectError(await alice.get("/api/generations/%00"), 400, "VALIDATION");
    await expectError(await alice.get("/api/generations/%ED%A0%80"), 400, "VALIDATION");
    await expectError(await alice.get("/api/generations?kind=%00"), 400, "VALIDATION");
    // A well-formed cursor still pages.
    expect((await alice.get(`/api/generations?cursor=${Date.now()}:zzz`)).status).toBe(200);
    expect((await alice.get(`/api/uploads?cursor=${Date.now()}:zzz`)).status).toBe(200);
  });
});

describe("sign-up races and failures", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("five simultaneous sign-ups with one new e-mail: one 200, four 409 e-mail taken", async () => {
    const body = { name: "Racer", email: "race@example.com", password: PASSWORD, confirmpassword: PASSWORD };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => server.client().post("/api/user/signup", body)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      const error = await expectError(response, 409, "EMAIL_TAKEN");
      expect(error.message).toBe(
        "An account with this email already exists. Log in, or reset your password if you forgot it.",
      );
    }
  });
});

describe("sign-up when the code cannot be mailed", () => {
  let server: TestServer;
  let smtp: SMTPServer;
  let refuse = true;
  const delivered: string[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onRcptTo(address, _session, callback) {
        if (refuse) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        callback();
      },
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on("end", () => {
          delivered.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    server = await createTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it("says the code was not sent, and a repeated sign-up sends a new code", async () => {
    const client = server.client();
    const body = { name: "Mia", email: "mia@example.com", password: PASSWORD, confirmpassword: PASSWORD };
    const failed = await client.post("/api/user/signup", body);
    const error = await expectError(failed, 503, "UNAVAILABLE");
    expect(error.message).toMatch(/could not send the verification code.*try again/i);
    refuse = false;
    const again = await client.post("/api/user/signup", body);
    expect(again.status, await again.clone().text()).toBe(200);
    expect(delivered).toHaveLength(1);
    const code = /Your code is (\d{4})/.exec(delivered[0]?.replace(/=\r\n/g, "") ?? "")?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const verified = await client.post("/api/user/verify", { otp: code });
    expect(verified.status).toBe(200);
    const login = await server
      .client()
      .post("/api/user/login", { email: "mia@example.com", password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it("a new code that cannot be mailed is not reported as sent", async () => {
    const client = server.client();
    const body = { name: "Noa", email: "noa@example.com", password: PASSWORD, confirmpassword: PASSWORD };
    expect((await client.post("/api/user/signup", body)).status).toBe(200);
    refuse = true;
    server.clock.advance(61_000);
    const resend = await client.post("/api/user/resend-otp");
    const error = await expectError(resend, 503, "UNAVAILABLE");
    expect(error.message).toMatch(/could not send a new verification code/i);
    refuse = false;
    // The failed send did not use up the one-a-minute allowance.
    expect((await client.post("/api/user/resend-otp")).status).toBe(200);
  });
});
