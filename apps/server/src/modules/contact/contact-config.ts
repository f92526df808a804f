import { z } from "zod";

// Where contact messages are e-mailed. Read from the environment like the other modules' own
// settings; the default keeps a fresh machine working (the mail lands in the outbox).
const ZContactEnv = z.object({
  CONTACT_TO: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? "contact@localhost" : value.trim()))
    .pipe(z.string().regex(/^[^\s@<>,;]+@[^\s@<>,;]+$/, "CONTACT_TO must be one e-mail address")),
});

export type ContactConfig = { to: string };

export function parseContactConfig(env: Record<string, string | undefined>): ContactConfig {
  const parsed = ZContactEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment: ${parsed.error.issues[0]?.message}`);
  return { to: parsed.data.CONTACT_TO };
}
