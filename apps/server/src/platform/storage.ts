import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, stat as fsStat, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";

// Where generated media lives: a local folder (DATA_DIR/media) by default, an S3-compatible bucket
// when STORAGE_URL is set, so any number of API and worker machines share the same files.

export type StoredObject = { size: number; contentType: string };

// Inclusive byte range, as in HTTP.
export type ByteRange = { start: number; end: number };

export type Storage = {
  kind: "local" | "s3";
  // Writes the file under `key`. Writes go to a temporary key first, then become visible at once,
  // so a redelivered job rewriting the same key never exposes half a file.
  put(key: string, file: string, contentType: string): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  // The bytes of the object (or of `range`); null when it does not exist.
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  delete(key: string): Promise<void>;
};

// Keys are ours (derived from generation ids), but check anyway: no "..", no absolute paths.
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split("/").some((part) => part === ".." || part === ".")) {
    throw new Error(`storage: invalid key ${JSON.stringify(key)}`);
  }
}

const TYPES: Record<string, string> = {
  ".mp4": "video/mp4",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".mov": "video/quicktime",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".m4a": "audio/mp4",
  ".ogg": "audio/ogg",
  ".srt": "application/x-subrip",
  ".vtt": "text/vtt",
  ".wav": "audio/wav",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
};
export function contentTypeFor(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async put(key, file) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.tmp-${randomBytes(6).toString("hex")}`;
      try {
        await copyFile(file, temp);
        await rename(temp, target);
      } finally {
        await rm(temp, { force: true });
      }
    },
    async stat(key) {
      try {
        const info = await fsStat(fileOf(key));
        return info.isFile() ? { size: info.size, contentType: contentTypeFor(key) } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      try {
        await fsStat(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

const S3_PART_BYTES = 8 * 1024 * 1024;
const S3_COPY_MAX_BYTES = 5 * 1024 ** 3;

export type S3Location = { bucket: string; prefix: string; endpoint?: string; region: string };

// s3://bucket/prefix?endpoint=http://minio:9000&region=eu-west-1
export function parseStorageUrl(url: string): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== "s3:" || !parsed.hostname) {
    throw new Error("STORAGE_URL must look like s3://bucket/prefix?endpoint=...&region=...");
  }
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, "");
  return {
    bucket: parsed.hostname,
    prefix: prefix ? `${prefix}/` : "",
    endpoint: parsed.searchParams.get("endpoint") ?? undefined,
    region: parsed.searchParams.get("region") ?? "us-east-1",
  };
}

export function createS3Storage(
  location: S3Location,
  env: Record<string, string | undefined> = process.env,
): Storage {
  const credentials =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          accessKeyId: env.AWS_ACCESS_KEY_ID,
          secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
          ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
        }
      : undefined;
  const client = new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
    ...(credentials ? { credentials } : {}),
    // Plain signed bodies work with every S3-compatible server (MinIO, R2, Ceph, older gateways).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = location.bucket;
  const objectKey = (key: string) => {
    assertKey(key);
    return `${location.prefix}${key}`;
  };
  const missing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
  };
  return {
    kind: "s3",
    async put(key, file, contentType) {
      const Key = objectKey(key);
      const temp = `${Key}.tmp-${randomBytes(6).toString("hex")}`;
      // Streamed from the file in 8 MB parts (a multipart upload above that), never read whole.
      const send = (target: string) =>
        new Upload({
          client,
          params: { Bucket, Key: target, Body: createReadStream(file), ContentType: contentType },
          partSize: S3_PART_BYTES,
          queueSize: 2,
        }).done();
      // S3 copies at most 5 GB in one call; an object appears only when its upload completes, so a
      // larger file goes straight to its key.
      if ((await fsStat(file)).size > S3_COPY_MAX_BYTES) {
        await send(Key);
        return;
      }
      await send(temp);
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key,
            CopySource: `${Bucket}/${temp.split("/").map(encodeURIComponent).join("/")}`,
            ContentType: contentType,
            MetadataDirective: "REPLACE",
          }),
        );
      } finally {
        await client.send(new DeleteObjectCommand({ Bucket, Key: temp })).catch(() => {});
      }
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? contentTypeFor(key) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async get(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return object.Body instanceof Readable ? object.Body : Readable.from([]);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}

export function createStorage(options: {
  dataDir: string;
  storageUrl?: string;
  env?: Record<string, string | undefined>;
}): Storage {
  return options.storageUrl
    ? createS3Storage(parseStorageUrl(options.storageUrl), options.env)
    : createLocalStorage(path.join(options.dataDir, "media"));
}
