import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/src/db/database.ts";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import { listPage } from "../../../server/src/http/paged-list.ts";
import { openTestDatabase } from "../harness/test-database.ts";
import { createWidgetTable, WIDGETS } from "./widget-list.ts";

/**
 * Embedded PGlite only (the server-postgres project leaves out `*.pglite.test.ts`): the helper's
 * statements and this test's query share one session there, so pg_prepared_statements shows
 * the plans the helper's statements got; on PostgreSQL they live on whichever pooled
 * connection ran them.
 */

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await createWidgetTable(database);
});
afterAll(async () => {
  await database?.close();
});

describe("the paged-list helper's statements", () => {
  // With `limit $n offset $m` PostgreSQL priced the generic plan as if a tenth of the rows came
  // back and planned every EXECUTE of a first page anew. Only where the helper's statements and this query share one
  // session (embedded PGlite: writeGeneration is known) can pg_prepared_statements show them.
  it("runs a first page's statement on its generic plan once PostgreSQL has tried it", async () => {
    expect(database.statements.writeGeneration()).not.toBeNull();
    // An owner of its own with enough rows (and the lists' kind of index) for the choice to
    // matter: on a few rows either plan costs about the same.
    const owner = 3;
    await database.db.execute(sql`insert into test_widgets (company_id, name, colour, size, created_at)
        select ${owner}, 'Widget ' || n, 'red', n, now() - n * interval '1 minute'
        from generate_series(1, 5000) as n`);
    await database.db.execute(
      sql`create index test_widgets_created on test_widgets (company_id, created_at, id)`,
    );
    await database.db.execute(sql`analyze test_widgets`);
    // A first page's statement no other test runs (limit 17): its plans, then eight more runs.
    const generic = async () => {
      const [row] = rowsOf<{ n: number | null }>(
        await database.db.execute(sql`select sum(generic_plans)::int as n
            from pg_prepared_statements where name = 'test_widgets_page_0_0_17'`),
      );
      return row?.n ?? 0;
    };
    const before = await generic();
    for (let run = 0; run < 8; run += 1)
      await listPage(database, WIDGETS, owner, {}, { offset: 0, limit: 17 });
    // PostgreSQL tries custom plans for the first five runs at most, then keeps the generic.
    expect((await generic()) - before).toBeGreaterThanOrEqual(3);
  });

  // A text search's best plan depends on its term, so PostgreSQL plans its ids anew each call;
  // the rows of those ids, with the item's joins, are read by a statement planned once.
  it("plans a text search's rows once, however many terms are searched", async () => {
    const owner = 4;
    await database.db.execute(sql`insert into test_widgets (company_id, name, colour, size, created_at)
        select ${owner}, 'Widget ' || n || case when n % 9 = 0 then ' rare' else ' common' end,
          'blue', n, now() - n * interval '1 minute'
        from generate_series(1, 3000) as n`);
    await database.db.execute(sql`analyze test_widgets`);
    const plans = async (name: string) => {
      const [row] = rowsOf<{ generic: number | null; custom: number | null }>(
        await database.db.execute(sql`select sum(generic_plans)::int as generic,
            sum(custom_plans)::int as custom from pg_prepared_statements where name = ${name}`),
      );
      return { generic: row?.generic ?? 0, custom: row?.custom ?? 0 };
    };
    // Statements no other test runs (the worker's files share PGlite's session, and with it
    // the plans and their counts): the list under a name of its own.
    const searched = { ...WIDGETS, name: "test_searched_widgets" };
    const rowsBefore = await plans("test_searched_widgets_rows_1");
    for (const text of [
      "rare",
      "common",
      "widget 1",
      "widget 2",
      "rare",
      "9 rare",
      "common",
      "0",
    ]) {
      const { results } = await listPage(
        database,
        searched,
        owner,
        { text, ordering: "name" },
        { offset: 0, limit: 13 },
      );
      expect(results.length).toBeGreaterThan(0);
    }
    const rowsAfter = await plans("test_searched_widgets_rows_1");
    expect(rowsAfter.generic - rowsBefore.generic).toBeGreaterThanOrEqual(3);
    // The ids' statement of these searches ran, eight times in all.
    const ids = await plans("test_searched_widgets_page_1_1_13_ids");
    expect(ids.generic + ids.custom).toBe(8);
  });
});
