import type { FastifyBaseLogger } from "fastify";
import type { OrderSchedule } from "../../src/core/api/ordering/ordering-vocabulary.ts";
import { createHashingQueue, HASHING_LIMITS, type HashingLimits } from "./auth/hashing-queue.ts";
import type { ServerKeys } from "./auth/key-ring.ts";
import {
  hashPassword,
  PASSWORD_HASH_COST,
  type PasswordCost,
  verifyPassword,
} from "./auth/passwords.ts";
import { loadServerKeys } from "./auth/server-keys.ts";
import {
  type BackgroundWork,
  createBackgroundWork,
  type ScheduleJob,
} from "./background/background-work.ts";
import type { ServerConfig } from "./config.ts";
import type { Database, Db } from "./db/database.ts";
import type { PreparedStatements } from "./db/prepared.ts";
import { forgetDatabaseSigningSecret } from "./db/system-settings.ts";
import { DevMailbox, decideDevMailbox } from "./mail/dev-mailbox.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { decideOrderSchedule } from "./modules/ordering/demo-provisioning.ts";
import type { FileStorage } from "./storage/file-storage.ts";

/** What every module is handed: the database, the configuration and the shared services. */
export interface ServerContext {
  readonly db: Db;
  /** Named prepared statements for the hottest queries. */
  readonly statements: PreparedStatements;
  readonly config: ServerConfig;
  /** Token signing keys and the code hash key, from configuration (auth/server-keys.ts). */
  readonly keys: ServerKeys;
  readonly mailer: Mailer;
  /** The development mailbox when it is on (mail/dev-mailbox.ts decides), else null. */
  readonly devMailbox: DevMailbox | null;
  /** The schedule orders move on: standard unless the demo's was asked for and allowed. */
  readonly orderSchedule: OrderSchedule;
  /** Uploaded files (a local folder by default; see storage/open-storage.ts). */
  readonly storage: FileStorage;
  /** The clock; tests move it to check expiries. */
  readonly now: () => Date;
  /**
   * The scrypt cost of the passwords this server hashes (and upgrades older hashes to):
   * PASSWORD_HASH_COST, unless the code that builds the app says otherwise (AppOptions).
   */
  readonly passwordCost: PasswordCost;
  /** Password hashing, a bounded number at a time (auth/hashing-queue.ts). */
  readonly passwords: Passwords;
  /** Work a request starts and does not wait for (background/background-work.ts). */
  readonly background: BackgroundWork;
}

/** Hashes and checks passwords at the server's cost, through its hashing queue. */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null): Promise<boolean>;
}

export async function createContext(
  database: Database,
  config: ServerConfig,
  log: FastifyBaseLogger,
  storage: FileStorage,
  now: () => Date = () => new Date(),
  /** Mailboxes that also keep every mail sent (tests read codes there on any database). */
  extraMailboxes: ReadonlyArray<DevMailbox> = [],
  passwordCost: PasswordCost = PASSWORD_HASH_COST,
  hashingLimits: HashingLimits = HASHING_LIMITS,
  /** When queued background jobs get their turn (tests hold them; setImmediate otherwise). */
  scheduleJob?: ScheduleJob,
  /**
   * The order schedule whatever the configuration says: code only (the server suite follows
   * the demo's minutes by its clock on either database); no setting reaches it.
   */
  orderSchedule?: OrderSchedule,
): Promise<ServerContext> {
  const hashing = createHashingQueue(hashingLimits);
  const { db, statements } = database;
  const keys = await loadServerKeys(config, database.kind, now);
  await forgetDatabaseSigningSecret(db);
  const devMailbox = decideDevMailbox(config, database.kind).on ? new DevMailbox() : null;
  const mailboxes = devMailbox === null ? extraMailboxes : [devMailbox, ...extraMailboxes];
  return {
    db,
    statements,
    config,
    keys,
    mailer: createMailer(db, log, config.smtpUrl, mailboxes, now),
    devMailbox,
    orderSchedule: orderSchedule ?? decideOrderSchedule(config, database.kind).schedule,
    storage,
    now,
    passwordCost,
    passwords: {
      hash: (password) => hashing.run(() => hashPassword(password, passwordCost)),
      verify: (password, stored) => hashing.run(() => verifyPassword(password, stored)),
    },
    background: createBackgroundWork(log, scheduleJob),
  };
}
