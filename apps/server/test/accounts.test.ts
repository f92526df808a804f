import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSubscriptionStatus, setSubscriptionStatus } from "../src/modules/accounts/subscription-status.ts";
import { createTestServer, signUpVerified, type TestServer } from "./harness.ts";

const PASSWORD = "violet tractor sings at dawn";
const MINUTE = 60_000;

type ErrorBody = { message: string; extraDetails?: string; code: string };

function signupBody(email: string, overrides: Record<string, unknown> = {}) {
  return { name: "Ada Lovelace", email, password: PASSWORD, confirmpassword: PASSWORD, ...overrides };
}

describe("accounts API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  describe("signup", () => {
    it("creates a trial user, mails a 4-digit code and remembers the pending user", async () => {
      const client = server.client();
      const response = await client.post("/api/user/signup", signupBody("Ada@Example.com"));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { message: string; user: Record<string, unknown> };
      expect(body.message).toBe("Verifcation code is sent to your email");
      expect(body.user).toMatchObject({
        name: "Ada Lovelace",
        email: "ada@example.com",
        subscriptionStatus: "trial",
        emailVerified: false,
        avatar: null,
      });
      expect(await server.lastCode("ada@example.com")).toMatch(/^\d{4}$/);
      const mails = (await server.mails()).filter((mail) => mail.to === "ada@example.com");
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe("Your ReelForge verification code");
      // The pending cookie is httpOnly and SameSite=Lax.
      const setCookie = response.headers.getSetCookie().join("\n");
      expect(setCookie).toMatch(/rf_pending=.*HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      // The verify-email page's session check lets the pending user through, marked unverified.
      const check = await client.get("/api/user/checkAuthroute");
      expect(check.status).toBe(200);
      expect(((await check.json()) as { user: { emailVerified: boolean } }).user.emailVerified).toBe(false);
      // Nothing else is open to an unverified user: no session exists.
      expect([...client.cookies.keys()].some((name) => name.includes("session_token"))).toBe(false);
    });

    it("rejects bad input with 400 and readable extraDetails", async () => {
      const client = server.client();
      const cases: [Record<string, unknown>, string][] = [
        [
          signupBody("m@example.com", { confirmpassword: "something else entirely" }),
          "Passwords do not match",
        ],
        [{ email: "m@example.com", password: PASSWORD, confirmpassword: PASSWORD }, "name"],
        [signupBody("not-an-email"), "Enter a valid email address"],
        [signupBody("m@example.com", { password: "short1", confirmpassword: "short1" }), "at least 8"],
        [
          signupBody("m@example.com", { password: "x".repeat(129), confirmpassword: "x".repeat(129) }),
          "at most 128",
        ],
        [
          signupBody("m@example.com", { password: "password123", confirmpassword: "password123" }),
          "too common",
        ],
        [
          signupBody("m@example.com", { password: "Sunshine2024", confirmpassword: "Sunshine2024" }),
          "too common",
        ],
      ];
      for (const [body, expected] of cases) {
        const response = await client.post("/api/user/signup", body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const error = (await response.json()) as ErrorBody;
        expect(error.code).toBe("VALIDATION");
        expect(error.extraDetails).toContain(expected);
      }
      expect((await server.mails()).some((mail) => mail.to === "m@example.com")).toBe(false);
    });

    it("refuses a second account for the same e-mail with a clear error", async () => {
      await server.client().post("/api/user/signup", signupBody("dup@example.com"));
      const response = await server
        .client()
        .post("/api/user/signup", signupBody("DUP@example.com", { name: "Other" }));
      expect(response.status).toBe(409);
      const body = (await response.json()) as ErrorBody;
      expect(body.code).toBe("EMAIL_TAKEN");
      expect(body.message).toContain("already exists");
      expect(body.message).not.toContain("Ada");
    });
  });

  describe("verify and resend", () => {
    it("verifies with the mailed code, signs the user in, and the code cannot be replayed", async () => {
      const client = server.client();
      await client.post("/api/user/signup", signupBody("verify@example.com"));
      const code = await server.lastCode("verify@example.com");
      const response = await client.post("/api/user/verify", { otp: code });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { message: string; user: { emailVerified: boolean } };
      expect(body.message).toBe("Your email is verified");
      expect(body.user.emailVerified).toBe(true);
      const check = await client.get("/api/user/checkAuthroute");
      expect(check.status).toBe(200);
      expect(await check.json()).toMatchObject({
        user: { email: "verify@example.com", emailVerified: true, subscriptionStatus: "trial", avatar: null },
      });
    });

    it("a used code does not work twice", async () => {
      const client = server.client();
      await client.post("/api/user/signup", signupBody("once@example.com"));
      const pending = client.cookies.get("rf_pending") ?? "";
      const code = await server.lastCode("once@example.com");
      expect((await client.post("/api/user/verify", { otp: code })).status).toBe(200);
      const other = server.client();
      other.cookies.set("rf_pending", pending);
      const replay = await other.post("/api/user/verify", { otp: code });
      expect(replay.status).toBe(400);
      expect(((await replay.json()) as ErrorBody).code).toBe("OTP_INVALID");
      expect(other.cookies.has("rf.session_token")).toBe(false);
    });

    it("voids a code after 3 wrong tries, even when the right code follows", async () => {
      const client = server.client();
      await client.post("/api/user/signup", signupBody("wrong3@example.com"));
      const code = await server.lastCode("wrong3@example.com");
      const wrong = code === "0000" ? "1111" : "0000";
      for (let i = 0; i < 3; i++) {
        const response = await client.post("/api/user/verify", { otp: wrong });
        expect(response.status).toBe(400);
        expect(((await response.json()) as ErrorBody).message).toBe("The code is incorrect");
      }
      const right = await client.post("/api/user/verify", { otp: code });
      expect(right.status).toBe(400);
      expect(((await right.json()) as ErrorBody).code).toBe("OTP_TOO_MANY_ATTEMPTS");
      // A new code (after the one-minute resend wait) works.
      server.clock.advance(MINUTE + 1000);
      const resend = await client.post("/api/user/resend-otp");
      expect(resend.status).toBe(200);
      expect(await resend.json()).toEqual({ message: "A new verification code is sent to your email" });
      const fresh = await server.lastCode("wrong3@example.com");
      expect((await client.post("/api/user/verify", { otp: fresh })).status).toBe(200);
    });

    it("expires codes after 10 minutes (controlled clock)", async () => {
      const client = server.client();
      await client.post("/api/user/signup", signupBody("expire@example.com"));
      const code = await server.lastCode("expire@example.com");
      server.clock.advance(10 * MINUTE + 1000);
      const response = await client.post("/api/user/verify", { otp: code });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).code).toBe("OTP_EXPIRED");
      // Expired means gone: the same code is not accepted afterwards either.
      const again = await client.post("/api/user/verify", { otp: code });
      expect(((await again.json()) as ErrorBody).code).toBe("OTP_INVALID");
    });

    it("accepts a code just before it expires", async () => {
      const client = server.client();
      await client.post("/api/user/signup", signupBody("justintime@example.com"));
      server.clock.advance(9 * MINUTE);
      const response = await client.post("/api/user/verify", {
        otp: await server.lastCode("justintime@example.com"),
      });
      expect(response.status).toBe(200);
    });

    it("allows at most one resend a minute", async () => {
      const client = server.client();
      await client.post("/api/user/signup", signupBody("resend@example.com"));
      const tooSoon = await client.post("/api/user/resend-otp");
      expect(tooSoon.status).toBe(429);
      expect(((await tooSoon.json()) as ErrorBody).message).toMatch(/wait \d+ seconds/);
      server.clock.advance(MINUTE);
      const first = await server.lastCode("resend@example.com");
      const ok = await client.post("/api/user/resend-otp");
      expect(ok.status).toBe(200);
      const mails = (await server.mails()).filter((mail) => mail.to === "resend@example.com");
      expect(mails).toHaveLength(2);
      // The old code is replaced by the new one.
      const second = await server.lastCode("resend@example.com");
      if (first !== second) {
        expect((await client.post("/api/user/verify", { otp: first })).status).toBe(400);
      }
      expect((await client.post("/api/user/verify", { otp: second })).status).toBe(200);
    });

    it("needs a pending sign-up", async () => {
      const response = await server.client().post("/api/user/verify", { otp: "1234" });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).code).toBe("NO_PENDING_SIGNUP");
      const resend = await server.client().post("/api/user/resend-otp");
      expect(resend.status).toBe(400);
      const forged = server.client();
      forged.cookies.set("rf_pending", "victim@example.com");
      expect((await forged.post("/api/user/verify", { otp: "1234" })).status).toBe(400);
    });

    it("rejects codes that are not 4 digits", async () => {
      const client = server.client();
      await client.post("/api/user/signup", signupBody("format@example.com"));
      for (const otp of ["123", "12345", "abcd", ""]) {
        const response = await client.post("/api/user/verify", { otp });
        expect(response.status).toBe(400);
        expect(((await response.json()) as ErrorBody).extraDetails).toContain("4 digit");
      }
    });

    it("counts wrong codes per account across resends and stops at 100 a day", async () => {
      const client = server.client();
      await client.post("/api/user/signup", signupBody("many@example.com"));
      // 99 wrong tries recorded earlier today (as if across many codes and addresses).
      for (let i = 0; i < 99; i++) {
        await server.deps.rateLimiter.hit("otp-wrong:acct:many@example.com", 100, 24 * 60 * MINUTE);
      }
      const code = await server.lastCode("many@example.com");
      const wrong = code === "0000" ? "1111" : "0000";
      expect((await client.post("/api/user/verify", { otp: wrong })).status).toBe(400);
      const blocked = await client.post("/api/user/verify", { otp: code });
      expect(blocked.status).toBe(429);
      server.clock.advance(24 * 60 * MINUTE + 1000);
      server.clock.advance(0);
      // A day later the account may try again, with a fresh code.
      expect((await client.post("/api/user/resend-otp")).status).toBe(200);
      expect(
        (await client.post("/api/user/verify", { otp: await server.lastCode("many@example.com") })).status,
      ).toBe(200);
    });

    it("counts wrong codes per IP across accounts", async () => {
      const ip = "10.99.0.1";
      for (let i = 0; i < 30; i++) await server.deps.rateLimiter.hit(`otp-wrong:ip:${ip}`, 30, 60 * MINUTE);
      const client = server.client({ ip });
      await client.post("/api/user/signup", signupBody("ipblock@example.com"));
      const response = await client.post("/api/user/verify", {
        otp: await server.lastCode("ipblock@example.com"),
      });
      expect(response.status).toBe(429);
      // The same account from another address is not blocked.
      const elsewhere = server.client();
      elsewhere.cookies.set("rf_pending", client.cookies.get("rf_pending") ?? "");
      expect(
        (await elsewhere.post("/api/user/verify", { otp: await server.lastCode("ipblock@example.com") }))
          .status,
      ).toBe(200);
    });
  });

  describe("login, session and logout", () => {
    it("logs in with one generic failure message, and a new session each time", async () => {
      await signUpVerified(server, { email: "login@example.com", password: PASSWORD });
      const client = server.client();
      const wrongPassword = await client.post("/api/user/login", {
        email: "login@example.com",
        password: "nope-nope-1",
      });
      const unknownUser = await client.post("/api/user/login", {
        email: "nobody@example.com",
        password: PASSWORD,
      });
      expect(wrongPassword.status).toBe(401);
      expect(unknownUser.status).toBe(401);
      const a = (await wrongPassword.json()) as ErrorBody;
      const b = (await unknownUser.json()) as ErrorBody;
      expect(a).toEqual(b);
      expect(a.message).toBe("Invalid email or password");

      const first = await client.post("/api/user/login", { email: "LOGIN@example.com", password: PASSWORD });
      expect(first.status).toBe(200);
      expect(await first.json()).toMatchObject({
        message: "Log in Sucessfuly",
        user: { email: "login@example.com" },
      });
      const setCookie = first.headers.getSetCookie().find((line) => line.includes("session_token")) ?? "";
      expect(setCookie).toContain("HttpOnly");
      expect(setCookie).toContain("SameSite=Lax");
      expect(setCookie).not.toContain("Secure");
      const firstToken = client.cookies.get("rf.session_token");
      await client.post("/api/user/login", { email: "login@example.com", password: PASSWORD });
      const secondToken = client.cookies.get("rf.session_token");
      expect(firstToken).toBeTruthy();
      expect(secondToken).not.toBe(firstToken);
    });

    it("sends an unverified user a fresh code and answers 403", async () => {
      const signup = server.client();
      await signup.post("/api/user/signup", signupBody("unverified@example.com"));
      server.clock.advance(MINUTE + 1000);
      const client = server.client();
      const response = await client.post("/api/user/login", {
        email: "unverified@example.com",
        password: PASSWORD,
      });
      expect(response.status).toBe(403);
      const body = (await response.json()) as ErrorBody;
      expect(body.code).toBe("EMAIL_NOT_VERIFIED");
      expect(body.message).toContain("verify your email");
      expect((await server.mails()).filter((mail) => mail.to === "unverified@example.com")).toHaveLength(2);
      // The login left a pending cookie, so this browser can verify right away.
      const verify = await client.post("/api/user/verify", {
        otp: await server.lastCode("unverified@example.com"),
      });
      expect(verify.status).toBe(200);
      // An unverified account with a wrong password learns nothing.
      const other = server.client();
      await other.post("/api/user/signup", signupBody("unverified2@example.com"));
      const wrong = await other.post("/api/user/login", {
        email: "unverified2@example.com",
        password: "wrong-wrong-1",
      });
      expect(wrong.status).toBe(401);
    });

    it("logout ends the session on the server", async () => {
      const client = await signUpVerified(server, { email: "logout@example.com" });
      const token = client.cookies.get("rf.session_token") ?? "";
      expect((await client.get("/api/user/checkAuthroute")).status).toBe(200);
      const response = await client.post("/api/user/logout");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: "You are Logout" });
      expect((await client.get("/api/user/checkAuthroute")).status).toBe(401);
      // The old cookie, replayed, is dead too.
      const replay = server.client();
      replay.cookies.set("rf.session_token", token);
      const check = await replay.get("/api/user/checkAuthroute");
      expect(check.status).toBe(401);
      expect(await check.json()).toEqual({ message: "Please log in to continue", code: "UNAUTHORIZED" });
    });

    it("checkAuthroute answers 401 without a session", async () => {
      const response = await server.client().get("/api/user/checkAuthroute");
      expect(response.status).toBe(401);
    });

    it("limits login attempts per IP", async () => {
      const client = server.client({ ip: "10.98.0.1" });
      let last = 0;
      for (let i = 0; i < 21; i++) {
        last = (await client.post("/api/user/login", { email: "x@example.com", password: "whatever-1" }))
          .status;
      }
      expect(last).toBe(429);
      // Another address is unaffected, and the window passes.
      expect(
        (await server.client().post("/api/user/login", { email: "x@example.com", password: "w-1" })).status,
      ).toBe(401);
      server.clock.advance(16 * MINUTE);
      expect((await client.post("/api/user/login", { email: "x@example.com", password: "w-1" })).status).toBe(
        401,
      );
    });

    it("limits code requests and checks per IP", async () => {
      const client = server.client({ ip: "10.96.0.1" });
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push(
          (await client.post("/api/user/forgetpassword", { email: `nobody${i}@example.com` })).status,
        );
      }
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      const verify = await client.post("/api/user/verify", { otp: "1234" });
      expect(verify.status).toBe(429);
      expect(verify.headers.get("retry-after")).toMatch(/^\d+$/);
    });

    it("limits sign-ups per IP", async () => {
      const client = server.client({ ip: "10.97.0.1" });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (await client.post("/api/user/signup", signupBody(`many${i}@example.com`, { password: "x" })))
            .status,
        );
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe("forgotten password", () => {
    it("answers the same for known and unknown e-mails and mails a code only to the known one", async () => {
      await signUpVerified(server, { email: "forgot@example.com" });
      const known = await server.client().post("/api/user/forgetpassword", { email: "forgot@example.com" });
      const unknown = await server.client().post("/api/user/forgetpassword", { email: "ghost@example.com" });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
      const mails = await server.mails();
      expect(mails.filter((mail) => mail.to === "ghost@example.com")).toHaveLength(0);
      const resetMails = mails.filter(
        (mail) => mail.to === "forgot@example.com" && mail.subject.includes("reset"),
      );
      expect(resetMails).toHaveLength(1);
    });

    it("resets the password with the code and ends every session", async () => {
      const NEW = "a completely new passphrase";
      const phone = await signUpVerified(server, { email: "reset@example.com" });
      const laptop = server.client();
      expect(
        (
          await laptop.post("/api/user/login", {
            email: "reset@example.com",
            password: "a long and unusual passphrase",
          })
        ).status,
      ).toBe(200);
      expect((await phone.get("/api/user/checkAuthroute")).status).toBe(200);

      const browser = server.client();
      await browser.post("/api/user/forgetpassword", { email: "reset@example.com" });
      const code = await server.lastCode("reset@example.com");
      const mismatch = await browser.post("/api/user/resetpassword", {
        email: "reset@example.com",
        otp: code,
        password: NEW,
        confirmpassword: "different",
      });
      expect(mismatch.status).toBe(400);
      expect(((await mismatch.json()) as ErrorBody).extraDetails).toContain("Passwords do not match");

      const response = await browser.post("/api/user/resetpassword", {
        email: "reset@example.com",
        otp: code,
        password: NEW,
        confirmpassword: NEW,
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { message: string }).message).toContain("password has been reset");
      expect((await phone.get("/api/user/checkAuthroute")).status).toBe(401);
      expect((await laptop.get("/api/user/checkAuthroute")).status).toBe(401);
      const oldPassword = await browser.post("/api/user/login", {
        email: "reset@example.com",
        password: "a long and unusual passphrase",
      });
      expect(oldPassword.status).toBe(401);
      expect(
        (await browser.post("/api/user/login", { email: "reset@example.com", password: NEW })).status,
      ).toBe(200);
      // The code was used up.
      const replay = await server.client().post("/api/user/resetpassword", {
        email: "reset@example.com",
        otp: code,
        password: "yet another passphrase",
        confirmpassword: "yet another passphrase",
      });
      expect(replay.status).toBe(400);
      expect(((await replay.json()) as ErrorBody).extraDetails).toBeTruthy();
    });

    it("a wrong or expired reset code fails with extraDetails; unknown e-mails look the same", async () => {
      await signUpVerified(server, { email: "reset2@example.com" });
      const client = server.client();
      await client.post("/api/user/forgetpassword", { email: "reset2@example.com" });
      const code = await server.lastCode("reset2@example.com");
      const wrong = code === "0000" ? "1111" : "0000";
      const body = (email: string, otp: string) => ({
        email,
        otp,
        password: "brand new passphrase",
        confirmpassword: "brand new passphrase",
      });
      const bad = await client.post("/api/user/resetpassword", body("reset2@example.com", wrong));
      const ghost = await client.post("/api/user/resetpassword", body("ghost2@example.com", wrong));
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual(await ghost.json());
      server.clock.advance(11 * MINUTE);
      const expired = await client.post("/api/user/resetpassword", body("reset2@example.com", code));
      expect(expired.status).toBe(400);
      const error = (await expired.json()) as ErrorBody;
      expect(error.code).toBe("OTP_EXPIRED");
      expect(error.extraDetails).toContain("expired");
      const common = await client.post("/api/user/resetpassword", {
        ...body("reset2@example.com", code),
        password: "password1234",
        confirmpassword: "password1234",
      });
      expect(((await common.json()) as ErrorBody).extraDetails).toContain("too common");
    });
    it("a reset also proves the address of an account that never verified it", async () => {
      const client = server.client();
      await client.post("/api/user/signup", signupBody("late@example.com"));
      server.clock.advance(MINUTE + 1000);
      await client.post("/api/user/forgetpassword", { email: "late@example.com" });
      const NEW = "fresh passphrase after reset";
      const reset = await client.post("/api/user/resetpassword", {
        email: "late@example.com",
        otp: await server.lastCode("late@example.com"),
        password: NEW,
        confirmpassword: NEW,
      });
      expect(reset.status).toBe(200);
      const login = await server
        .client()
        .post("/api/user/login", { email: "late@example.com", password: NEW });
      expect(login.status).toBe(200);
    });
  });

  describe("for other modules", () => {
    it("setSubscriptionStatus changes what the session check reports", async () => {
      const client = await signUpVerified(server, { email: "billing@example.com" });
      const me = (await (await client.get("/api/user/checkAuthroute")).json()) as { user: { id: string } };
      expect(await setSubscriptionStatus(server.deps.db, me.user.id, "active")).toBe(true);
      expect(await getSubscriptionStatus(server.deps.db, me.user.id)).toBe("active");
      const after = (await (await client.get("/api/user/checkAuthroute")).json()) as {
        user: { subscriptionStatus: string };
      };
      expect(after.user.subscriptionStatus).toBe("active");
      expect(await setSubscriptionStatus(server.deps.db, "no-such-user", "inactive")).toBe(false);
    });
  });
});
