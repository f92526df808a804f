import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/harness.ts";

const PASSWORD = "a long and unusual passphrase";
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f2b3a50000000049454e44ae426082",
  "hex",
);

describe("profile details", () => {
  let server: TestServer;
  let ann: TestClient;
  let ben: TestClient;

  beforeAll(async () => {
    server = await createTestServer();
    ann = await signUpVerified(server, { email: "ann@example.com", name: "Ann Example", password: PASSWORD });
    ben = await signUpVerified(server, { email: "ben@example.com", name: "Ben", password: PASSWORD });
  });
  afterAll(async () => server?.close());

  it("starts from the sign-up name", async () => {
    const response = await ann.get("/api/user/profile");
    expect(await response.json()).toEqual({
      profile: {
        firstName: "Ann",
        lastName: "Example",
        userName: null,
        phoneNumber: null,
        bio: null,
        email: "ann@example.com",
        avatar: null,
      },
    });
  });

  it("validates every field with a readable message", async () => {
    const patch = (json: unknown) => ann.request("/api/user/profile", { method: "PATCH", json });
    const noFirst = await patch({ firstName: " " });
    expect(noFirst.status).toBe(400);
    expect(await noFirst.json()).toMatchObject({ message: "First name is required", code: "VALIDATION" });
    const badUser = await patch({ firstName: "Ann", userName: "a b" });
    expect((await badUser.json()).message).toBe(
      "User name must be 3 to 30 letters, digits, dots or underscores",
    );
    const badPhone = await patch({ firstName: "Ann", phoneNumber: "call me" });
    expect((await badPhone.json()).message).toBe("Enter a valid phone number");
    const longBio = await patch({ firstName: "Ann", bio: "x".repeat(501) });
    expect((await longBio.json()).message).toBe("Bio must be at most 500 characters");
    expect(
      (
        await ann.request("/api/user/profile", {
          method: "PATCH",
          json: { firstName: "A" },
          headers: { origin: "https://evil.example" },
        })
      ).status,
    ).toBe(403);
  });

  it("saves the profile, renames the user, and keeps user names unique regardless of case", async () => {
    const saved = await ann.request("/api/user/profile", {
      method: "PATCH",
      json: {
        firstName: "Annie",
        lastName: "Smith",
        userName: "annie_s",
        phoneNumber: "+44 20 7946 0958",
        bio: "Makes videos.",
      },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      message: "Profile updated",
      profile: {
        firstName: "Annie",
        lastName: "Smith",
        userName: "annie_s",
        phoneNumber: "+44 20 7946 0958",
        bio: "Makes videos.",
      },
    });
    expect((await (await ann.get("/api/user/checkAuthroute")).json()).user.name).toBe("Annie Smith");

    const taken = await ben.request("/api/user/profile", {
      method: "PATCH",
      json: { firstName: "Ben", userName: "ANNIE_S" },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      message: "This user name is already taken",
      code: "CONFLICT",
    });
    // Saving one's own name again is fine.
    const again = await ann.request("/api/user/profile", {
      method: "PATCH",
      json: { firstName: "Annie", userName: "Annie_S" },
    });
    expect(again.status).toBe(200);
  });

  it("uploads an avatar that only its owner can fetch, and refuses files that are not images", async () => {
    const form = new FormData();
    form.set("avatar", new Blob([PNG], { type: "image/png" }), "me.png");
    const uploaded = await ann.request("/api/user/avatar", { method: "POST", body: form });
    expect(uploaded.status).toBe(200);
    const avatar = (await uploaded.json()).profile.avatar as string;
    expect(avatar).toMatch(/^\/api\/user\/avatar\/[^/?]+\?v=\d+$/);
    const image = await ann.get(avatar);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await ben.get(avatar)).status).toBe(404);
    expect((await (await ann.get("/api/user/checkAuthroute")).json()).user.avatar).toBe(avatar);

    const fake = new FormData();
    fake.set("avatar", new Blob(["<svg onload=alert(1)>"], { type: "image/png" }), "x.png");
    const refused = await ann.request("/api/user/avatar", { method: "POST", body: fake });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe("The avatar must be a PNG, JPEG or WebP image");
  });

  it("changes the password after checking the current one, and ends the other sessions", async () => {
    const laptop = server.client();
    expect(
      (await laptop.post("/api/user/login", { email: "ben@example.com", password: PASSWORD })).status,
    ).toBe(200);
    expect((await laptop.get("/api/user/checkAuthroute")).status).toBe(200);

    const wrong = await ben.post("/api/user/change-password", {
      currentPassword: "not my password",
      password: "another long passphrase",
      confirmpassword: "another long passphrase",
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("Current password is incorrect");
    const mismatch = await ben.post("/api/user/change-password", {
      currentPassword: PASSWORD,
      password: "another long passphrase",
      confirmpassword: "something else",
    });
    expect((await mismatch.json()).message).toBe("Passwords do not match");
    const short = await ben.post("/api/user/change-password", {
      currentPassword: PASSWORD,
      password: "short",
      confirmpassword: "short",
    });
    expect((await short.json()).message).toBe("Password must be at least 8 characters");
    expect((await laptop.get("/api/user/checkAuthroute")).status).toBe(200);

    const changed = await ben.post("/api/user/change-password", {
      currentPassword: PASSWORD,
      password: "another long passphrase",
      confirmpassword: "another long passphrase",
    });
    expect(changed.status).toBe(200);
    expect((await laptop.get("/api/user/checkAuthroute")).status).toBe(401);
    expect((await ben.get("/api/user/checkAuthroute")).status).toBe(200);
    const fresh = server.client();
    expect(
      (await fresh.post("/api/user/login", { email: "ben@example.com", password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (await fresh.post("/api/user/login", { email: "ben@example.com", password: "another long passphrase" }))
        .status,
    ).toBe(200);
  });
});
