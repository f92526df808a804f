import type { MailMessage } from "../../platform/mail.ts";

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
