import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "./logger.ts";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type SentMail = { messageId: string; file?: string };

export type Mailer = {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
};

export type MailerOptions = {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
  now?: () => number;
};

// With SMTP_URL: real delivery. Without it: each message is written as an RFC 5322 .eml file
// under DATA_DIR/outbox so a fresh machine works with no mail server (and tests can read codes).
export function createMailer(options: MailerOptions): Mailer {
  const now = options.now ?? Date.now;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        options.logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          "mail: sent",
        );
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date(now()).toISOString().replace(/[:.]/g, "-");
      // The recipient is user input: keep only characters that are safe in a file name.
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._+-]/g, "_").slice(0, 100);
      const file = await writeUnique(options.outboxDir, `${stamp}-${safeTo}`, info.message as Buffer);
      options.logger.info(
        { to: message.to, subject: message.subject, file },
        "mail: written to outbox (no SMTP_URL)",
      );
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}

// <timestamp>-<to>.eml; a second message in the same millisecond gets a -2, -3 ... suffix.
async function writeUnique(dir: string, base: string, content: Buffer): Promise<string> {
  for (let n = 1; ; n++) {
    const file = path.join(dir, n === 1 ? `${base}.eml` : `${base}-${n}.eml`);
    try {
      await writeFile(file, content, { flag: "wx" });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}
