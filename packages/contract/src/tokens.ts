import { z } from "zod";

// Personal API tokens: made in the profile, sent as `Authorization: Bearer <token>` on the
// generation, upload and library calls (never on account, token or billing calls).

/** `generate` starts, cancels and deletes generations; `read` lists them and downloads their files. */
export const TOKEN_SCOPES = ["generate", "read"] as const;
export type TTokenScope = (typeof TOKEN_SCOPES)[number];

export const ZCreateTokenRequest = z.object({
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name is required")
    .max(80, "name must be at most 80 characters"),
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { error: `scopes must be some of ${TOKEN_SCOPES.join(", ")}` }), {
      error: "scopes is required",
    })
    .min(1, "Choose at least one scope")
    .transform((scopes) => [...new Set(scopes)]),
});
export type TCreateTokenRequest = z.input<typeof ZCreateTokenRequest>;

/**
 * The only answer that carries the token's text (stored hashed, never shown again) and the secret
 * that signs the completion webhooks of the generations it starts (X-ReelForge-Signature).
 */
export const ZCreatedToken = z
  .object({ id: z.string(), token: z.string(), webhookSecret: z.string() })
  .meta({ id: "CreatedToken" });
export type TCreatedToken = z.infer<typeof ZCreatedToken>;

export const ZTokenItem = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(TOKEN_SCOPES)),
    // The first characters of the token, to tell tokens apart ("rf_k3Xa…").
    prefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: "Token" });
export type TTokenItem = z.infer<typeof ZTokenItem>;

export const ZTokenList = z.object({ items: z.array(ZTokenItem) }).meta({ id: "TokenList" });
export type TTokenList = z.infer<typeof ZTokenList>;
