import { sql } from "drizzle-orm";
import type { ServerContext } from "../../context.ts";
import { pendingMigrations } from "../../db/migrations.ts";

/** A probe must answer promptly: a check that takes longer counts as failed. */
export const READINESS_CHECK_MS = 3000;

export type CheckName = "database" | "migrations" | "storage";
export type CheckResults = Readonly<Record<CheckName, string>>;

/** "ok", or why not, in words for the operator reading the probe's answer. */
async function bounded(run: () => Promise<string>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`no answer within ${READINESS_CHECK_MS} ms`),
      READINESS_CHECK_MS,
    );
  });
  try {
    return await Promise.race([
      run().catch(
        (error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The readiness checks of GET /v2/ready, run side by side: the database answers a query, it
 * has every committed migration, and the upload store takes writes. The migrations check runs
 * only on a database that answers (its own failure would only repeat the first one's).
 */
export async function checkReadiness(ctx: ServerContext): Promise<CheckResults> {
  const database = bounded(async () => {
    await ctx.db.execute(sql`select 1`);
    return "ok";
  });
  const storage = bounded(async () => {
    await ctx.storage.check();
    return "ok";
  });
  const migrations = database.then((answer) =>
    answer !== "ok"
      ? "not checked: the database does not answer"
      : bounded(async () => {
          const pending = await pendingMigrations(ctx.db);
          return pending === 0 ? "ok" : `${pending} migration(s) not applied (npm run migrate)`;
        }),
  );
  return { database: await database, migrations: await migrations, storage: await storage };
}
