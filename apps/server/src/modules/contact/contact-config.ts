import { type Env, parseEnv } from "../../platform/config.ts";

// Where contact messages are e-mailed: CONTACT_TO, checked with every other variable in
// platform/config.ts. The default keeps a fresh machine working (the mail lands in the outbox).
export type ContactConfig = { to: string };

export function contactConfigFrom(values: Pick<Env, "CONTACT_TO">): ContactConfig {
  return { to: values.CONTACT_TO };
}

export function parseContactConfig(env: Record<string, string | undefined>): ContactConfig {
  return contactConfigFrom(parseEnv(env));
}
