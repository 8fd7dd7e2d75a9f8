import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import type { Db } from "./database.ts";
import { rowsOf } from "./raw-rows.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle/", import.meta.url));

/**
 * The key of the PostgreSQL advisory lock the migrations run under (any fixed 64-bit number
 * no other code of the database uses; these are the digits of "conduit" in a phone keypad).
 */
export const MIGRATION_LOCK_KEY = 2_668_348;

/**
 * Applies the committed migrations to PostgreSQL while holding a session-level advisory lock
 * on one connection of the pool. Instances starting together (a rolling deploy, a scaled-up
 * group) queue on the lock: the first applies what is missing, the others then find nothing
 * left to do. Without it two of them both saw an empty database and both created its tables,
 * and the second failed its start-up. The lock ends with its session, so a process killed
 * mid-migration frees it too (the migration's own transaction is rolled back).
 */
export async function migratePostgres(
  pool: pg.Pool,
  db: Parameters<typeof migrateNodePg>[0],
): Promise<void> {
  await withMigrationLock(pool, () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }));
}

/**
 * Runs `work` holding the migrations' advisory lock on one connection of the pool (the work
 * itself may use the others). The job queue's schema is installed under it too
 * (db/connect.ts): PostgreSQL's CREATE SCHEMA IF NOT EXISTS is not safe against a second
 * session doing the same at the same moment (a duplicate key in pg_namespace), so instances
 * starting together on an empty database must take turns there as well.
 */
export async function withMigrationLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    holder.release();
  }
}

/** The committed migrations' timestamps (drizzle's journal), read once: they ship with the code. */
let committed: number[] | undefined;
const committedMigrations = (): number[] =>
  (committed ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map(
    (migration) => migration.folderMillis,
  ));

/**
 * How many committed migrations the database has not applied (0: current). Drizzle records
 * each applied migration's journal time in drizzle.__drizzle_migrations and applies those
 * newer than the latest recorded; the same rule counts here. No table yet: all of them.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const exists = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!exists[0]?.name) return committedMigrations().length;
  const [latest] = rowsOf<{ at: string | number | null }>(
    await db.execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`),
  );
  const appliedUpTo = latest?.at === null || latest?.at === undefined ? 0 : Number(latest.at);
  return committedMigrations().filter((at) => at > appliedUpTo).length;
}
