import type { FastifyBaseLogger } from "fastify";
import { type TokenKeys, tokenKeys } from "./auth/tokens.ts";
import type { ServerConfig } from "./config.ts";
import type { Database, Db } from "./db/connect.ts";
import type { PreparedStatements } from "./db/prepared.ts";
import { ensureSigningSecret } from "./db/system-settings.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import type { FileStorage } from "./storage/file-storage.ts";

/** What every module is handed: the database, the configuration and the shared services. */
export interface ServerContext {
  readonly db: Db;
  /** Named prepared statements for the hottest queries. */
  readonly statements: PreparedStatements;
  readonly config: ServerConfig;
  readonly keys: TokenKeys;
  readonly mailer: Mailer;
  /** Uploaded files (a local folder by default; see storage/open-storage.ts). */
  readonly storage: FileStorage;
  /** The clock; tests move it to check expiries. */
  readonly now: () => Date;
}

export async function createContext(
  database: Database,
  config: ServerConfig,
  log: FastifyBaseLogger,
  storage: FileStorage,
  now: () => Date = () => new Date(),
): Promise<ServerContext> {
  const { db, statements } = database;
  const secret = config.jwtSecret ?? (await ensureSigningSecret(db));
  return {
    db,
    statements,
    config,
    keys: tokenKeys(secret),
    mailer: createMailer(db, log, config.smtpUrl),
    storage,
    now,
  };
}
