import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../harness/test-database.ts";

// On PGlite a worker hands the same database to every test file, put back between them
// (tests/server/harness/database-snapshot.ts); on PostgreSQL each file gets a new one. Either
// way a file must find the snapshot as it was made, whatever the file before it did.
const count = async (
  database: Awaited<ReturnType<typeof openTestDatabase>>,
  query: ReturnType<typeof sql>,
) => Number(((await database.db.execute(query)) as { rows: Array<{ n: number }> }).rows[0]?.n);

describe("the database each test file opens", () => {
  it("has none of the tables or rows the previous opening left behind", async () => {
    const first = await openTestDatabase("seeded");
    const users = await count(first, sql`select count(*)::int as n from users`);
    await first.db.execute(sql`create table harness_leftover (id int primary key)`);
    await first.db.execute(sql`insert into harness_leftover values (1)`);
    await first.db.execute(sql`delete from user_permissions`);
    await first.close();

    const second = await openTestDatabase("seeded");
    try {
      const leftover = await count(
        second,
        sql`select count(*)::int as n from pg_tables
             where schemaname = 'public' and tablename = 'harness_leftover'`,
      );
      expect(leftover).toBe(0);
      expect(await count(second, sql`select count(*)::int as n from users`)).toBe(users);
      expect(
        await count(second, sql`select count(*)::int as n from user_permissions`),
      ).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });
});
