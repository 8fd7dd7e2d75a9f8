import { serverConfigFromEnv } from "./config.ts";
import { openDatabase } from "./db/connect.ts";
import { pendingMigrations } from "./db/migrations.ts";
import { exitOnFailure } from "./exit-on-failure.ts";

/**
 * `npm run migrate`: applies the committed migrations to DATABASE_URL and exits, for a
 * deployment that migrates before it starts (or replaces) its instances, which may then run
 * with CONDUIT_MIGRATE_ON_START=off. On PostgreSQL it takes the same advisory lock as a
 * starting server, so running it beside starting instances is safe.
 */
async function migrate(): Promise<void> {
  const config = serverConfigFromEnv(process.env);
  const database = await openDatabase(config.databaseUrl, { migrate: false });
  try {
    const before = await pendingMigrations(database.db);
    await database.close();
    const migrated = await openDatabase(config.databaseUrl, { migrate: true });
    await migrated.close();
    process.stdout.write(`conduit: migrations current (${before} applied now)\n`);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

migrate().catch((error: unknown) => exitOnFailure("migrate", error));
