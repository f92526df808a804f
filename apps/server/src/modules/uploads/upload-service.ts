import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import path from "node:path";
import {
  ErrorCode,
  formatBytes,
  type StorageLimits,
  storageOfPlan,
  type TUpload,
  type TUploadKind,
  type TUploadList,
} from "@reelforge/contract";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { keysetPage } from "../../platform/keyset-page.ts";
import { contentTypeFor } from "../../platform/storage.ts";
import { user } from "../accounts/tables.ts";
import { usageSnapshot } from "../billing/index.ts";
import { generationsFor } from "../generations/generations-runtime.ts";
import { checkImageSize, probeFile } from "./probe.ts";
import { processUpload } from "./process.ts";
import { receiveFile } from "./receive.ts";
import { Refusal, sniffFile } from "./sniff.ts";
import { upload } from "./tables.ts";

type Row = typeof upload.$inferSelect;

export async function storageLimitsOf(deps: AppDeps, userId: string): Promise<StorageLimits> {
  const { plan } = await usageSnapshot(deps.db, userId, new Date(deps.now()));
  return storageOfPlan(plan);
}

const mediaUrl = (key: string) => `/media/${key}`;

export function uploadView(row: Row): TUpload {
  return {
    id: row.id,
    kind: row.kind as TUploadKind,
    name: row.name,
    bytes: row.bytes,
    ...(row.width !== null ? { width: row.width } : {}),
    ...(row.height !== null ? { height: row.height } : {}),
    ...(row.durationSeconds !== null ? { durationSeconds: row.durationSeconds } : {}),
    url: mediaUrl(row.fileKey ?? ""),
    thumbnailUrl: mediaUrl(row.thumbKey ?? ""),
    createdAt: row.createdAt.toISOString(),
  };
}

function storageFull(used: number, adding: number, limits: StorageLimits): AppError {
  return new AppError(
    ErrorCode.STORAGE_FULL,
    413,
    `Your storage is full: ${formatBytes(used)} of ${formatBytes(limits.storageBytes)} used`,
    `This file needs ${formatBytes(adding)} more. Delete uploads you no longer need, or upgrade your plan.`,
  );
}

// Takes `bytes` of the user's storage in one transaction holding the user's row, so parallel
// uploads are counted one after the other and can never together pass the plan's storage.
async function reserveBytes(
  deps: AppDeps,
  userId: string,
  bytes: number,
  limits: StorageLimits,
  update?: { id: string },
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [sum] = await tx
      .select({ used: sql<string>`coalesce(sum(${upload.bytes}), 0)` })
      .from(upload)
      .where(and(eq(upload.userId, userId), update ? sql`${upload.id} <> ${update.id}` : undefined));
    const used = Number(sum?.used ?? 0);
    if (used + bytes > limits.storageBytes) throw storageFull(used, bytes, limits);
    if (update) {
      await tx.update(upload).set({ bytes }).where(eq(upload.id, update.id));
      return update.id;
    }
    const id = randomUUID();
    await tx.insert(upload).values({
      id,
      userId,
      status: "reserved",
      name: "",
      bytes,
      createdAt: new Date(deps.now()),
    });
    return id;
  });
}

function refusalError(error: Refusal): AppError {
  return new AppError(
    error.status === 413 ? ErrorCode.PAYLOAD_TOO_LARGE : ErrorCode.UNSUPPORTED_FILE,
    error.status,
    error.message,
    error.extraDetails,
  );
}

// "IMG 2041.jpg" stays readable; control characters and paths do not.
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200);
  return cleaned || "upload";
}

/** Receives, types, checks, cleans and stores one upload; nothing is kept when it is refused. */
export async function createUpload(deps: AppDeps, userId: string, request: Request): Promise<TUpload> {
  const limits = await storageLimitsOf(deps, userId);
  const declared = Number(request.headers.get("content-length") ?? 0);
  // Multipart adds a few hundred bytes of headers around the file.
  if (declared > limits.uploadMaxBytes + 64 * 1024) {
    throw new AppError(
      ErrorCode.PAYLOAD_TOO_LARGE,
      413,
      `The file is too large: your plan accepts files up to ${formatBytes(limits.uploadMaxBytes)}`,
    );
  }
  const tempRoot = path.join(deps.config.DATA_DIR, "tmp");
  await mkdir(tempRoot, { recursive: true });
  const workDir = await mkdtemp(path.join(tempRoot, "upload-"));
  const { storage } = generationsFor(deps);
  let id: string | undefined;
  const stored: string[] = [];
  try {
    const input = path.join(workDir, "input");
    const received = await receiveFile(request, input, limits.uploadMaxBytes);
    id = await reserveBytes(deps, userId, received.bytes, limits);
    const sniffed = await sniffFile(input);
    checkImageSize(sniffed);
    const probed = await probeFile(input, sniffed);
    const processed = await processUpload(input, probed, sniffed.orientation, workDir);
    const bytes = (await stat(processed.file)).size + (await stat(processed.thumbnail)).size;
    await reserveBytes(deps, userId, bytes, limits, { id });
    const fileKey = `up/${id}/file.${processed.ext}`;
    const thumbKey = `up/${id}/thumb.${processed.thumbnailExt}`;
    stored.push(fileKey);
    await storage.put(fileKey, processed.file, contentTypeFor(fileKey));
    stored.push(thumbKey);
    await storage.put(thumbKey, processed.thumbnail, contentTypeFor(thumbKey));
    const [row] = await deps.db
      .update(upload)
      .set({
        status: "ready",
        kind: probed.kind,
        name: cleanName(received.name),
        width: probed.width ?? null,
        height: probed.height ?? null,
        durationSeconds: probed.durationSeconds ?? null,
        fileKey,
        thumbKey,
      })
      .where(eq(upload.id, id))
      .returning();
    if (!row) throw new Error("upload row vanished");
    return uploadView(row);
  } catch (error) {
    for (const key of stored) await storage.delete(key).catch(() => {});
    if (id) await deps.db.delete(upload).where(eq(upload.id, id));
    if (error instanceof Refusal) throw refusalError(error);
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

// The user's own ready upload, or null (someone else's id looks exactly like a missing one).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function findUpload(deps: AppDeps, userId: string, id: string): Promise<Row | null> {
  if (!UUID.test(id)) return null;
  const [row] = await deps.db
    .select()
    .from(upload)
    .where(and(eq(upload.id, id), eq(upload.userId, userId), eq(upload.status, "ready")));
  return row ?? null;
}

export async function listUploads(
  deps: AppDeps,
  userId: string,
  query: { limit: number; cursor?: string; kind?: TUploadKind },
): Promise<TUploadList> {
  const { page, nextCursor } = await keysetPage(upload, query, (after, order, count) =>
    deps.db
      .select()
      .from(upload)
      .where(
        and(
          eq(upload.userId, userId),
          eq(upload.status, "ready"),
          query.kind ? eq(upload.kind, query.kind) : undefined,
          after,
        ),
      )
      .orderBy(...order)
      .limit(count),
  );
  const limits = await storageLimitsOf(deps, userId);
  return {
    items: page.map(uploadView),
    nextCursor,
    storage: { usedBytes: await storageUsed(deps, userId), ...limits },
  };
}

export async function deleteUpload(deps: AppDeps, userId: string, id: string): Promise<boolean> {
  const row = await findUpload(deps, userId, id);
  if (!row) return false;
  const { storage } = generationsFor(deps);
  for (const key of [row.fileKey, row.thumbKey]) if (key) await storage.delete(key);
  await deps.db.delete(upload).where(eq(upload.id, id));
  return true;
}

/** Bytes the user's uploads take (reserved ones included). */
export async function storageUsed(deps: AppDeps, userId: string): Promise<number> {
  const [sum] = await deps.db
    .select({ used: sql<string>`coalesce(sum(${upload.bytes}), 0)` })
    .from(upload)
    .where(eq(upload.userId, userId));
  return Number(sum?.used ?? 0);
}
