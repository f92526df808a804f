import type { TSubscriptionStatus } from "@reelforge/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db.ts";
import { user } from "./tables.ts";

// For billing: the one way to change a user's plan state. Returns false for an unknown user.
export async function setSubscriptionStatus(
  db: Db,
  userId: string,
  status: TSubscriptionStatus,
): Promise<boolean> {
  const updated = await db
    .update(user)
    .set({ subscriptionStatus: status, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  return updated.length > 0;
}

export async function getSubscriptionStatus(db: Db, userId: string): Promise<TSubscriptionStatus | null> {
  const rows = await db.select({ status: user.subscriptionStatus }).from(user).where(eq(user.id, userId));
  return rows[0]?.status ?? null;
}
