import { ErrorCode, type TProfile } from "@reelforge/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { user } from "../accounts/tables.ts";
import { userAvatar, userProfile } from "./tables.ts";

export type ProfileUpdate = {
  firstName: string;
  lastName: string | null;
  userName: string | null;
  phoneNumber: string | null;
  bio: string | null;
};

// "Ada Lovelace King" -> first "Ada", last "Lovelace King": the starting values before a save.
function splitName(name: string): { firstName: string; lastName: string | null } {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length > 0 ? rest.join(" ") : null };
}

export async function readProfile(db: Db, userId: string): Promise<TProfile> {
  const [account] = await db
    .select({ name: user.name, email: user.email, image: user.image })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) throw new AppError(ErrorCode.NOT_FOUND, 404, "User not found");
  const [row] = await db.select().from(userProfile).where(eq(userProfile.userId, userId));
  const names = row ? { firstName: row.firstName, lastName: row.lastName } : splitName(account.name);
  return {
    ...names,
    userName: row?.userName ?? null,
    phoneNumber: row?.phoneNumber ?? null,
    bio: row?.bio ?? null,
    email: account.email,
    avatar: account.image ?? null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === "23505") return true;
  }
  return false;
}

export const USER_NAME_TAKEN = "This user name is already taken";

export async function saveProfile(db: Db, userId: string, update: ProfileUpdate): Promise<void> {
  if (update.userName) {
    // Checked first for a clear message; the unique index decides when two saves race.
    const [taken] = await db
      .select({ userId: userProfile.userId })
      .from(userProfile)
      .where(
        sql`lower(${userProfile.userName}) = lower(${update.userName}) and ${userProfile.userId} <> ${userId}`,
      );
    if (taken) throw new AppError(ErrorCode.CONFLICT, 409, USER_NAME_TAKEN, `userName: ${USER_NAME_TAKEN}`);
  }
  try {
    await db
      .insert(userProfile)
      .values({ userId, ...update, updatedAt: new Date() })
      .onConflictDoUpdate({ target: userProfile.userId, set: { ...update, updatedAt: new Date() } });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(ErrorCode.CONFLICT, 409, USER_NAME_TAKEN, `userName: ${USER_NAME_TAKEN}`);
    }
    throw error;
  }
}

export async function saveAvatar(db: Db, userId: string, contentType: string, bytes: Buffer): Promise<Date> {
  const updatedAt = new Date();
  await db
    .insert(userAvatar)
    .values({ userId, contentType, bytes, size: bytes.length, updatedAt })
    .onConflictDoUpdate({
      target: userAvatar.userId,
      set: { contentType, bytes, size: bytes.length, updatedAt },
    });
  return updatedAt;
}

export async function readAvatar(db: Db, userId: string) {
  const [row] = await db.select().from(userAvatar).where(eq(userAvatar.userId, userId));
  return row;
}

// The type is taken from the file's first bytes, never from the name or the client's header.
export function sniffImageType(bytes: Buffer): "image/png" | "image/jpeg" | "image/webp" | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return "image/png";
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (
    bytes.length >= 12 &&
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WEBP"
  ) {
    return "image/webp";
  }
  return undefined;
}
