import { AsyncLocalStorage } from "node:async_hooks";
import type { Mailer, MailMessage } from "../../platform/mail.ts";

type OtpType = "sign-in" | "email-verification" | "forget-password" | "change-email";

const subjects: Record<OtpType, string> = {
  "email-verification": "Your ReelForge verification code",
  "forget-password": "Your ReelForge password reset code",
  "sign-in": "Your ReelForge sign-in code",
  "change-email": "Your ReelForge email change code",
};

export function otpMail(to: string, otp: string, type: OtpType): MailMessage {
  const purpose = type === "forget-password" ? "reset your password" : "verify your email address";
  const text = [
    `Your code is ${otp}`,
    "",
    `Enter it to ${purpose}. It expires in 10 minutes and works once.`,
    "If you did not ask for it, ignore this message.",
  ].join("\n");
  const html = `<p>Your code is <strong style="font-size:20px;letter-spacing:4px">${otp}</strong></p><p>Enter it to ${purpose}. It expires in 10 minutes and works once.</p><p>If you did not ask for it, ignore this message.</p>`;
  return { to, subject: subjects[type], text, html };
}

// Better Auth mails codes through our hook but logs and swallows a failed send, answering as if
// the code went out. A caller that must know (sign-up) runs the send inside `codeDelivery`; the
// hook records the failure there.
const codeDelivery = new AsyncLocalStorage<{ failure?: unknown }>();

export async function mailCode(mailer: Mailer, to: string, otp: string, type: OtpType): Promise<void> {
  try {
    await mailer.send(otpMail(to, otp, type));
  } catch (error) {
    const outcome = codeDelivery.getStore();
    if (outcome) outcome.failure = error;
    throw error;
  }
}

// Runs `send` (a Better Auth call that mails a code) and throws the mailer's error if mailing failed.
export async function deliveredOrThrow(send: () => Promise<unknown>): Promise<void> {
  const outcome: { failure?: unknown } = {};
  await codeDelivery.run(outcome, send);
  if (outcome.failure !== undefined) throw outcome.failure;
}
