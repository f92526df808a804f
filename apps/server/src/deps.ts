import path from "node:path";
import type { Auth } from "./modules/accounts/auth.ts";
import { createAuth } from "./modules/accounts/auth.ts";
import { createGoogleTokenVerifier, type GoogleTokenVerifier } from "./modules/accounts/google-id-token.ts";
import { recordCodeIssued } from "./modules/accounts/otp-guard.ts";
import type { Config } from "./platform/config.ts";
import { type Database, type Db, openDatabase } from "./platform/db.ts";
import { ffmpegVersion } from "./platform/ffmpeg-version.ts";
import { createLogger, type Logger } from "./platform/logger.ts";
import { createMailer, type Mailer } from "./platform/mail.ts";
import { type Queue, startQueue } from "./platform/queue.ts";
import { createRateLimiter, type RateLimiter } from "./platform/rate-limit.ts";
import { getOrCreateSecret } from "./platform/secrets.ts";

// Everything a request handler or a job handler may use, built once per process (or per test
// server). Handlers get it from `c.get("deps")`; nothing reaches for globals.
export type AppDeps = {
  config: Config;
  logger: Logger;
  database: Database;
  db: Db;
  queue: Queue;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  auth: Auth;
  authSecret: string;
  // null when GOOGLE_CLIENT_ID is unset: Google sign-in then answers 503.
  verifyGoogleToken: GoogleTokenVerifier | null;
  // The clock of every expiry and rate-limit decision we make; tests control it.
  now: () => number;
  ffmpegVersion: () => Promise<string>;
  close(): Promise<void>;
};

export type DepsOptions = {
  logger?: Logger;
  now?: () => number;
  // The API process leaves pg-boss maintenance to workers.
  superviseQueue?: boolean;
};

export async function createDeps(config: Config, options: DepsOptions = {}): Promise<AppDeps> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const now = options.now ?? Date.now;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, logger });
  let queue: Queue;
  try {
    queue = await startQueue({ database, logger, supervise: options.superviseQueue ?? true });
  } catch (error) {
    await database.close();
    throw error;
  }
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, "outbox"),
    logger,
    now,
  });
  const authSecret = config.AUTH_SECRET ?? (await getOrCreateSecret(config.DATA_DIR, "AUTH_SECRET"));
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    secret: authSecret,
    logger,
    onCodeIssued: (email, type) => recordCodeIssued(database.db, now, email, type),
  });
  const verifyGoogleToken = config.GOOGLE_CLIENT_ID
    ? createGoogleTokenVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL, now })
    : null;
  let closed = false;
  return {
    config,
    logger,
    database,
    db: database.db,
    queue,
    mailer,
    rateLimiter: createRateLimiter(database.db, now),
    auth,
    authSecret,
    verifyGoogleToken,
    now,
    ffmpegVersion,
    async close() {
      if (closed) return;
      closed = true;
      await queue.stop().catch((error) => logger.error({ err: error }, "queue: stop failed"));
      mailer.close();
      await database.close();
    },
  };
}
