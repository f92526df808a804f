import { contactRoute } from "@reelforge/contract";
import { clientIp } from "../../platform/client-ip.ts";
import { ipRateLimit } from "../../platform/ip-rate-limit.ts";
import { implement, routeApp } from "../../platform/validate.ts";
import { type ContactConfig, contactConfigFrom } from "./contact-config.ts";
import { submitContactMessage } from "./contact-service.ts";

const MINUTE = 60_000;
// 5 messages per IP per 10 minutes: plenty for people, little for spam scripts.
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * MINUTE };
const contactLimit = ipRateLimit("contact", CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowMs);

export const CONTACT_SENT_MESSAGE = "Thanks for your message! We will reply within one working day.";

export function contactRoutes(config?: ContactConfig) {
  const app = routeApp();

  implement(
    app,
    contactRoute,
    async (c) => {
      const deps = c.get("deps");
      const body = c.req.valid("json");
      const { id } = await submitContactMessage(
        deps,
        config ?? contactConfigFrom(deps.config),
        body,
        clientIp(c, deps.config.TRUST_PROXY),
      );
      return c.json({ message: CONTACT_SENT_MESSAGE, id }, 200);
    },
    [contactLimit],
  );

  return app;
}
