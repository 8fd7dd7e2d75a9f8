import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/src/db/database.ts";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import { seedIfEmpty } from "../../../server/src/db/seed/seed.ts";
import { addVolume } from "../../../server/src/db/seed/volume.ts";
import { type ListDeclaration, listPage } from "../../../server/src/http/paged-list.ts";
import { MAINTENANCE_ROWS, OUTAGE_ROWS } from "../../../server/src/modules/events/event-lists.ts";
import { serviceRows } from "../../../server/src/modules/services/service-list.ts";
import { TICKET_ROWS } from "../../../server/src/modules/support/ticket-list.ts";
import { PERMISSION_LOG_ROWS } from "../../../server/src/modules/users/permission-log.ts";
import { USER_ROWS } from "../../../server/src/modules/users/user-directory.ts";
import { testNow } from "../../harness/test-clock.ts";
import { openTestDatabase } from "../harness/test-database.ts";

/**
 * list_counts (migration 0016): the triggers keep each company's row count of every listed
 * table exact through inserts, deletes and a row moving to another company, and the
 * unfiltered lists answer that count.
 */
const TABLES = [
  "support_tickets",
  "maintenances",
  "outages",
  "users",
  "permission_log",
  "services",
  "invoices",
] as const;

// Declarations without a context (invoices' needs the server's clock): the lists whose
// unfiltered count now comes from list_counts.
const LISTS: ReadonlyArray<ListDeclaration<Record<string, never>, unknown, unknown>> = [
  TICKET_ROWS,
  MAINTENANCE_ROWS,
  OUTAGE_ROWS,
  USER_ROWS,
  PERMISSION_LOG_ROWS,
  serviceRows(testNow),
] as never;

describe("list_counts", () => {
  let database: Database;
  let acme: { id: number; company_id: number };
  let globex: number;

  /** Per table and company, what list_counts says and what count(*) finds. */
  async function bothCounts() {
    const kept: Record<string, number> = {};
    const counted: Record<string, number> = {};
    for (const table of TABLES) {
      for (const row of rowsOf<{ company_id: number; n: number }>(
        await database.db.execute(sql`select company_id, count(*)::int as n
          from ${sql.identifier(table)} where company_id is not null group by company_id`),
      ))
        counted[`${table}/${row.company_id}`] = row.n;
    }
    for (const row of rowsOf<{ list: string; company_id: number; total: number }>(
      await database.db.execute(
        sql`select list, company_id, total from list_counts where total <> 0`,
      ),
    ))
      kept[`${row.list}/${row.company_id}`] = row.total;
    return { kept, counted };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedIfEmpty(database.db);
    const [admin] = rowsOf<{ id: number; company_id: number }>(
      await database.db.execute(
        sql`select id, company_id from users where email = 'admin@acme.test'`,
      ),
    );
    const [other] = rowsOf<{ company_id: number }>(
      await database.db.execute(
        sql`select company_id from users where email = 'admin@globex.test'`,
      ),
    );
    if (!admin || !other) throw new Error("no demo administrators");
    acme = admin;
    globex = other.company_id;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("matches count(*) for the seeded data", async () => {
    const { kept, counted } = await bothCounts();
    expect(Object.keys(counted).length).toBeGreaterThan(TABLES.length);
    expect(kept).toEqual(counted);
  });

  it("follows inserts, deletes and a move to another company", async () => {
    const before = (await bothCounts()).kept;
    const target = { companyId: acme.company_id, userId: acme.id };
    for (const entity of ["tickets", "maintenances", "invoices"] as const)
      await addVolume(database.db, entity, target, 40, 5);
    await database.db.execute(sql`delete from maintenances
      where id in (select id from maintenances where reference like 'MNT-1999-%' limit 7)`);
    await database.db.execute(sql`update invoices set company_id = ${globex}
      where id in (select id from invoices where number like 'INV-1999-%' limit 3)`);
    // An update that moves no row between companies writes no count.
    await database.db.execute(sql`update support_tickets set status = status
      where company_id = ${acme.company_id}`);
    const { kept, counted } = await bothCounts();
    expect(kept).toEqual(counted);
    const moved = (table: string, company: number) =>
      (kept[`${table}/${company}`] ?? 0) - (before[`${table}/${company}`] ?? 0);
    expect(moved("maintenances", acme.company_id)).toBe(40 - 7);
    expect(moved("invoices", acme.company_id)).toBe(40 - 3);
    expect(moved("invoices", globex)).toBe(3);
    expect(moved("support_tickets", acme.company_id)).toBe(40);
  });

  it.each(LISTS.map((list) => [list.name, list] as const))(
    "answers the unfiltered %s list's count from it, on a first and a deep page",
    async (_name, list) => {
      const table = list.table.split(" ")[0] ?? "";
      const [row] = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${acme.company_id}`,
        ),
      );
      const total = row?.n ?? -1;
      const first = await listPage(database, list, acme.company_id, {}, { offset: 0, limit: 1 });
      expect(first.count).toBe(total);
      const deep = await listPage(
        database,
        list,
        acme.company_id,
        {},
        {
          offset: Math.max(total - 2, 0),
          limit: 1,
        },
      );
      expect(deep.count).toBe(total);
    },
  );
});
