import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../../test/harness.ts";
import { parseContactConfig } from "./contact-config.ts";
import { CONTACT_RATE_LIMIT, CONTACT_SENT_MESSAGE } from "./routes.ts";
import { contactMessage } from "./tables.ts";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Team plan for 12 editors",
  message: "Hello, we would like a quote for twelve editors with shared brand kits.",
};

describe("POST /api/contact", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  it("stores the message and e-mails it to the contact address", async () => {
    const client = server.client({ ip: "203.0.113.10" });
    const res = await client.post("/api/contact", valid);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; id: string };
    expect(body.message).toBe(CONTACT_SENT_MESSAGE);

    const [row] = await server.deps.db.select().from(contactMessage).where(eq(contactMessage.id, body.id));
    expect(row).toMatchObject({ ...valid, ip: "203.0.113.10" });
    expect(row?.mailedAt).toBeInstanceOf(Date);

    const mail = (await server.mails()).find((m) => m.text.includes(body.id));
    expect(mail?.to).toBe("contact@localhost");
    expect(mail?.subject).toBe("[Contact] Team plan for 12 editors");
    expect(mail?.text).toContain("Ada Lovelace <ada@example.com>");
    expect(mail?.text).toContain("quote for twelve editors");
  });

  it("answers 400 with the field problems and stores nothing for a bad body", async () => {
    const before = await server.deps.db.select().from(contactMessage);
    const res = await server
      .client()
      .post("/api/contact", { name: "", email: "not-an-email", subject: "Hi", message: "short" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; extraDetails: string; code: string };
    expect(body.code).toBe("VALIDATION");
    expect(body.message).toBe("Name is required");
    expect(body.extraDetails).toContain("email: Enter a valid email address");
    expect(body.extraDetails).toContain("message: Message must be at least 10 characters");
    expect(await server.deps.db.select().from(contactMessage)).toHaveLength(before.length);

    const notJson = await server.client().request("/api/contact", {
      method: "POST",
      body: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });

  it("keeps line breaks in the subject out of the mail header", async () => {
    const res = await server
      .client()
      .post("/api/contact", { ...valid, subject: "Hi\r\nBcc: victim@example.com" });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const mail = (await server.mails()).find((m) => m.text.includes(id));
    expect(mail?.subject).toBe("[Contact] Hi Bcc: victim@example.com");
    expect(mail?.raw).not.toMatch(/^Bcc:/im);
  });

  it(`limits each IP to ${CONTACT_RATE_LIMIT.limit} messages per 10 minutes`, async () => {
    const client = server.client({ ip: "198.51.100.7" });
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await client.post("/api/contact", valid)).status).toBe(200);
    }
    const limited = await client.post("/api/contact", valid);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe("RATE_LIMITED");
    // Another address is not affected, and the window ends.
    expect((await server.client({ ip: "198.51.100.8" }).post("/api/contact", valid)).status).toBe(200);
    server.clock.advance(CONTACT_RATE_LIMIT.windowMs + 1000);
    expect((await client.post("/api/contact", valid)).status).toBe(200);
  });
});

describe("CONTACT_TO", () => {
  it("defaults to the local contact address when unset or empty", () => {
    expect(parseContactConfig({}).to).toBe("contact@localhost");
    expect(parseContactConfig({ CONTACT_TO: "  " }).to).toBe("contact@localhost");
    expect(parseContactConfig({ CONTACT_TO: " team@example.com " }).to).toBe("team@example.com");
  });

  it("refuses a value that is not exactly one address", () => {
    expect(() => parseContactConfig({ CONTACT_TO: "a@example.com, b@example.com" })).toThrow(
      /one e-mail address/,
    );
    expect(() => parseContactConfig({ CONTACT_TO: "team" })).toThrow(/one e-mail address/);
  });
});
