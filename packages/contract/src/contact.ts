import { z } from "zod";

// POST /api/contact: the contact page form (SPEC 3 "Contact form"), stored and e-mailed to the team.

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const ZContactRequest = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(CONTACT_LIMITS.email, "Email is too long")
    .pipe(z.email({ error: "Enter a valid email address" })),
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters`),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

export const ZContactResponse = z.object({ message: z.string(), id: z.string() });
export type TContactResponse = z.infer<typeof ZContactResponse>;
