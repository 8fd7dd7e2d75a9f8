import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/src/db/connect.ts";
import { pendingMigrations } from "../../server/src/db/migrations.ts";
import { rowsOf } from "../../server/src/db/raw-rows.ts";
import { postgresServerUrl } from "./harness/databases.ts";
import { skippedByConfiguration } from "./harness/skipped-by-configuration.ts";

/**
 * Instances of a deployment starting together on an empty PostgreSQL database (the first
 * deploy, or a scaled-up group after a release with a migration): each applies the committed
 * migrations at start-up, under one advisory lock (server/src/db/migrations.ts), so they are
 * applied once and every instance starts. Without the lock both saw no migrations table and
 * both ran 0000, and one failed on a table the other had just made.
 */
const serverUrl = postgresServerUrl();
if (!serverUrl) {
  skippedByConfiguration(
    "instances migrating one empty database at once",
    "TEST_DATABASE_URL (PostgreSQL)",
  );
} else {
  const name = `conduit_migrations_${randomBytes(6).toString("hex")}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  describe("instances migrating one empty database at once", () => {
    it("apply every migration once, and every instance starts", async () => {
      await admin(`CREATE DATABASE ${name}`);
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase(url.toString())));
      try {
        for (const database of opened) expect(await pendingMigrations(database.db)).toBe(0);
        const [first] = opened;
        if (!first) throw new Error("no database opened");
        const [counted] = rowsOf<{ applied: number; distinct_hashes: number }>(
          await first.db.execute(
            sql`select count(*)::int as applied, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`,
          ),
        );
        expect(counted?.applied).toBeGreaterThan(0);
        expect(counted?.applied).toBe(counted?.distinct_hashes);
      } finally {
        for (const database of opened) await database.close();
      }
    });
  });
}
