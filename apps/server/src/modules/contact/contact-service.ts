import { randomUUID } from "node:crypto";
import type { TContactRequest } from "@reelforge/contract";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import type { ContactConfig } from "./contact-config.ts";
import { contactMessage } from "./tables.ts";

// Line breaks and other control characters in a subject line would break the mail header.
function oneLine(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/** Stores the message, then e-mails it to the team; a failed send is logged, the row is kept. */
export async function submitContactMessage(
  deps: Pick<AppDeps, "db" | "mailer" | "logger" | "now">,
  config: ContactConfig,
  input: TContactRequest,
  ip: string,
): Promise<{ id: string; mailed: boolean }> {
  const id = randomUUID();
  const createdAt = new Date(deps.now());
  await deps.db.insert(contactMessage).values({ id, ...input, ip, createdAt });
  try {
    await deps.mailer.send({
      to: config.to,
      subject: `[Contact] ${oneLine(input.subject)}`,
      text: [
        `From: ${oneLine(input.name)} <${input.email}>`,
        `Sent: ${createdAt.toISOString()}`,
        `Message id: ${id}`,
        "",
        input.message,
        "",
        `Reply to ${input.email} to answer.`,
      ].join("\n"),
    });
    await deps.db
      .update(contactMessage)
      .set({ mailedAt: new Date(deps.now()) })
      .where(eq(contactMessage.id, id));
    return { id, mailed: true };
  } catch (error) {
    deps.logger.error({ err: error, contactMessageId: id }, "contact: mail to the team failed; message kept");
    return { id, mailed: false };
  }
}
