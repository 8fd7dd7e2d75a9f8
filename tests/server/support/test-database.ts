import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../../server/src/db/connect.ts";

/**
 * A fresh database for one test file. By default in-memory PGlite; with TEST_DATABASE_URL
 * (CI sets it to its PostgreSQL server) a new database is created on that server for the
 * file and dropped afterwards, so the same suite runs on both.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase("memory://");
  const name = `conduit_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
