import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

// Signs in the Google identity that google-id-token.ts has already verified (signature, issuer,
// audience, expiry). Server-only: it trusts its body, so it must never be reachable over HTTP.
export function googleIdentityPlugin() {
  return {
    id: "reelforge-google-identity",
    endpoints: {
      signInVerifiedGoogleIdentity: createAuthEndpoint(
        "/reelforge/google-identity",
        {
          method: "POST",
          metadata: { SERVER_ONLY: true },
          body: z.object({
            sub: z.string().min(1),
            email: z.string().min(1),
            emailVerified: z.boolean(),
            name: z.string(),
            picture: z.string().nullable(),
          }),
        },
        async (ctx) => {
          const adapter = ctx.context.internalAdapter;
          const identity = ctx.body;
          const email = identity.email.toLowerCase();
          const owner = await adapter.findAccountOwnerByKey({
            providerId: "google",
            accountId: identity.sub,
          });
          let user = owner?.kind === "owned" ? owner.user : null;
          if (!user) {
            if (!identity.emailVerified) {
              throw new APIError("UNAUTHORIZED", {
                message: "Your Google account's email address is not verified",
              });
            }
            const existing = await adapter.findUserByEmail(email);
            if (existing) {
              if (!existing.user.emailVerified) {
                // Someone may have registered this address without owning it: Google proves who
                // owns it, so the unproven password and sessions go before the accounts are linked.
                for (const account of await adapter.findAccounts(existing.user.id)) {
                  if (account.providerId === "credential") await adapter.deleteAccount(account.id);
                }
                await adapter.deleteUserSessions(existing.user.id);
              }
              await adapter.linkAccount({
                userId: existing.user.id,
                providerId: "google",
                accountId: identity.sub,
              });
              user = await adapter.updateUser(existing.user.id, {
                emailVerified: true,
                image: existing.user.image ?? identity.picture,
              });
            } else {
              const created = await adapter.createOAuthUser(
                {
                  name: identity.name || email.split("@")[0] || "",
                  email,
                  emailVerified: true,
                  image: identity.picture,
                  subscriptionStatus: "trial",
                } as never,
                { providerId: "google", accountId: identity.sub },
              );
              user = created.user;
            }
          }
          const session = await adapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
