import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { pino } from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../src/platform/mail.ts";

const logger = pino({ level: "silent" });

describe("mail", () => {
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), "rf-outbox-"));
  });
  afterAll(async () => {
    await rm(outboxDir, { recursive: true, force: true });
  });

  it("without SMTP_URL writes each message as an RFC 5322 .eml file in the outbox", async () => {
    const now = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    const mailer = createMailer({
      from: "ReelForge <no-reply@reelforge.test>",
      outboxDir,
      logger,
      now: () => now,
    });
    const sent = await mailer.send({
      to: "Someone@Example.com",
      subject: "Your code",
      text: "Your code is 1234",
    });
    const again = await mailer.send({
      to: "Someone@Example.com",
      subject: "Your code",
      text: "Your code is 5678",
    });
    expect(path.basename(sent.file ?? "")).toBe("2026-01-02T03-04-05-678Z-Someone@Example.com.eml");
    expect(path.basename(again.file ?? "")).toBe("2026-01-02T03-04-05-678Z-Someone@Example.com-2.eml");
    expect((await readdir(outboxDir)).length).toBe(2);

    const raw = await readFile(sent.file ?? "");
    // CRLF line ends and a blank line between header and body, as RFC 5322 requires.
    expect(raw.toString("latin1")).toMatch(/^From: .*\r\n/m);
    expect(raw.includes("\r\n\r\n")).toBe(true);
    expect(raw.toString("latin1").replace(/\r\n/g, "")).not.toContain("\n");
    const parsed = await simpleParser(raw);
    expect(parsed.from?.value[0]?.address).toBe("no-reply@reelforge.test");
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    expect(to?.value[0]?.address?.toLowerCase()).toBe("someone@example.com");
    expect(parsed.subject).toBe("Your code");
    expect(parsed.text?.trim()).toBe("Your code is 1234");
    expect(parsed.messageId).toBe(sent.messageId);
    expect(parsed.date).toBeInstanceOf(Date);
  });

  it("keeps a hostile recipient from choosing the outbox file name", async () => {
    const mailer = createMailer({ from: "a@b.test", outboxDir, logger });
    const sent = await mailer.send({ to: '"../../x"@example.com', subject: "s", text: "t" });
    expect(path.dirname(sent.file ?? "")).toBe(outboxDir);
    expect(path.basename(sent.file ?? "")).not.toContain("/");
  });

  it("with SMTP_URL delivers to a real SMTP server", async () => {
    const received: { from: string; to: string[]; data: Buffer }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const port = (smtp.server.address() as AddressInfo).port;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "ReelForge <no-reply@reelforge.test>",
      outboxDir,
      logger,
    });
    try {
      const sent = await mailer.send({ to: "user@example.com", subject: "Hello", text: "Your code is 4321" });
      expect(sent.file).toBeUndefined();
      expect(received).toHaveLength(1);
      expect(received[0]?.from).toBe("no-reply@reelforge.test");
      expect(received[0]?.to).toEqual(["user@example.com"]);
      const parsed = await simpleParser(received[0]?.data ?? Buffer.alloc(0));
      expect(parsed.subject).toBe("Hello");
      expect(parsed.text?.trim()).toBe("Your code is 4321");
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
