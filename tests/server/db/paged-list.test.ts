import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../server/src/db/database.ts";
import type { PreparedStatements } from "../../../server/src/db/prepared.ts";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import { contains } from "../../../server/src/http/list-filters.ts";
import {
  type ListDeclaration,
  listAll,
  listPage,
  orderingOr,
} from "../../../server/src/http/paged-list.ts";
import { MAINTENANCE_ROWS, OUTAGE_ROWS } from "../../../server/src/modules/events/event-lists.ts";
import { NOTIFICATION_ROWS } from "../../../server/src/modules/notifications/notification-list.ts";
import { serviceRows } from "../../../server/src/modules/services/service-list.ts";
import { TICKET_ROWS } from "../../../server/src/modules/support/ticket-list.ts";
import { PERMISSION_LOG_ROWS } from "../../../server/src/modules/users/permission-log.ts";
import { USER_ROWS } from "../../../server/src/modules/users/user-directory.ts";
import { testNow } from "../../harness/test-clock.ts";
import { openTestDatabase } from "../harness/test-database.ts";
import { createWidgetTable, WIDGETS, type Widget, type WidgetQuery } from "./widget-list.ts";

/**
 * The paged-list helper on a table of its own: pages that join up without overlap, counts
 * (also where the helper skips the count query), filters, the owner's scope and the export.
 */

const COLOURS = ["red", "green", "blue"] as const;
const ACME = 1;
const GLOBEX = 2;
const ROWS = 95;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await createWidgetTable(database);
  // Every tenth widget shares its creation time with the next, so the id must break ties.
  for (let index = 0; index < ROWS; index += 1) {
    const minute = index - (index % 10 === 1 ? 1 : 0);
    await database.db.execute(sql`insert into test_widgets (company_id, name, colour, size, created_at)
      values (${ACME}, ${`Widget ${index} ${index % 7 === 0 ? "100% cotton" : "steel"}`},
        ${COLOURS[index % 3]}, ${index}, ${new Date(Date.UTC(2026, 0, 1, 0, minute))})`);
  }
  await database.db.execute(sql`insert into test_widgets (company_id, name, colour, size, created_at)
    values (${GLOBEX}, 'Widget of Globex', 'red', 1, now())`);
});
afterAll(async () => {
  await database?.close();
});

const page = (query: WidgetQuery, offset: number, limit: number, owner = ACME) =>
  listPage(database, WIDGETS, owner, query, { offset, limit });

async function walk(query: WidgetQuery, limit: number): Promise<Widget[]> {
  const seen: Widget[] = [];
  for (let offset = 0; ; offset += limit) {
    const { count, results } = await page(query, offset, limit);
    expect(count).toBe((await listAll(database, WIDGETS, ACME, query)).length);
    seen.push(...results);
    if (results.length < limit) return seen;
  }
}

describe("the paged-list helper", () => {
  it("pages through every row of the owner once, in order, with the same count", async () => {
    const widgets = await walk({}, 10);
    expect(widgets).toHaveLength(ROWS);
    expect(new Set(widgets.map((widget) => widget.id)).size).toBe(ROWS);
    expect(widgets.some((widget) => widget.name.includes("Globex"))).toBe(false);
    expect(widgets.map((widget) => widget.id)).toEqual(
      (await listAll(database, WIDGETS, ACME, {})).map((widget) => widget.id),
    );
    const byName = await walk({ ordering: "name" }, 7);
    const names = byName.map((widget) => widget.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("counts a full page, a short page and a page past the end", async () => {
    expect((await page({}, 0, 20)).count).toBe(ROWS);
    expect(await page({}, 90, 20)).toMatchObject({ count: ROWS });
    expect((await page({}, 90, 20)).results).toHaveLength(5);
    expect(await page({}, 500, 20)).toEqual({ count: ROWS, results: [] });
    expect(await page({}, 0, 20, 99)).toEqual({ count: 0, results: [] });
    expect((await page({}, 0, 20, GLOBEX)).count).toBe(1);
  });

  it("combines the given filters and leaves out the empty ones", async () => {
    const blue = await walk({ colour: "blue", text: "" }, 10);
    expect(blue.length).toBe(Math.floor(ROWS / 3));
    expect(blue.every((widget) => widget.colour === "blue")).toBe(true);
    const big = await page({ colour: "red,green", size: "60" }, 0, 100);
    // Sizes 60 to 94 (35 widgets) less the blue ones (62, 65, ... 92: 11).
    expect(big.count).toBe(24);
    expect(big.results.every((widget) => widget.colour !== "blue")).toBe(true);
  });

  it("searches text ignoring case, pattern characters matching themselves", async () => {
    const cotton = await page({ text: "100% COTTON" }, 0, 100);
    expect(cotton.count).toBe(Math.ceil(ROWS / 7));
    expect(cotton.results.every((widget) => widget.name.includes("100% cotton"))).toBe(true);
    expect((await page({ text: "100_ cotton" }, 0, 100)).count).toBe(0);
    // More matches than a page holds: full pages carry the count of every match, and so
    // does a page past the end.
    const steel = await walk({ text: "STEEL" }, 10);
    expect(steel).toHaveLength(ROWS - Math.ceil(ROWS / 7));
    expect(await page({ text: "steel" }, 500, 10)).toEqual({ count: steel.length, results: [] });
    // Red (every third) and not cotton (every seventh): 32 red less 5 red cotton.
    expect((await page({ text: "steel", colour: "red" }, 0, 5)).count).toBe(27);
    expect((await page({ text: "  widget 42 " }, 0, 100)).results.map((w) => w.name)).toEqual([
      "Widget 42 100% cotton",
    ]);
  });
});

describe("a text search's page", () => {
  // A search is read in two statements, its ids and then their rows (paged-list.ts
  // pageByIds): the rows keep the ordering's order and the owner's scope.
  it("walks every match once in each ordering, as the export lists them", async () => {
    for (const ordering of ["name", "-created"] as const) {
      const walked = await walk({ text: "steel", ordering }, 7);
      expect(walked).toEqual(await listAll(database, WIDGETS, ACME, { text: "steel", ordering }));
    }
    expect((await page({ text: "globex" }, 0, 10)).results).toEqual([]);
    expect((await page({ text: "globex" }, 0, 10, GLOBEX)).results).toHaveLength(1);
  });

  it("counts every match when a row goes between its two statements", async () => {
    const owner = 7;
    for (let index = 0; index < 12; index += 1) {
      await database.db.execute(sql`insert into test_widgets (company_id, name, colour, size, created_at)
        values (${owner}, ${`Racing widget ${index}`}, 'red', ${index}, now())`);
    }
    // A colleague deletes one of the page's widgets after the ids were read, before their rows.
    const statements: PreparedStatements = {
      ...database.statements,
      run: async (statement, params) => {
        const answer = await database.statements.run(statement, params);
        if (statement.name.endsWith("_ids")) {
          const [first] = answer as Array<{ id: number }>;
          await database.db.execute(sql`delete from test_widgets where id = ${first?.id ?? 0}`);
        }
        return answer as never;
      },
    };
    const { count, results } = await listPage(
      { statements },
      WIDGETS,
      owner,
      { text: "racing" },
      {
        offset: 0,
        limit: 10,
      },
    );
    expect(results).toHaveLength(9);
    // Eleven widgets are left: the short page is the deletion's, not the end of the list.
    expect(count).toBe(11);
  });

  it("reads rows keyed by text, whatever characters the keys hold", async () => {
    await database.db.execute(sql`create table test_labels (id text primary key,
      company_id int not null, name text not null)`);
    const keys = ['quote"d', "back\\slash", "comma,brace}", "{open", "plain", "sp ace"];
    for (const [index, key] of keys.entries()) {
      await database.db.execute(sql`insert into test_labels values
        (${key}, ${ACME}, ${`Label ${index}`})`);
    }
    const LABELS: ListDeclaration<WidgetQuery, { id: string }, string> = {
      name: "test_labels",
      table: "test_labels l",
      alias: "l",
      owner: "l.company_id = $1",
      filters: [contains("lower(l.name)", (query) => query.text)],
      orderings: { name: "l.name asc, l.id asc" },
      ordering: () => "name",
      columns: "l.id",
      toItem: (row) => row.id,
    };
    const first = await listPage(
      database,
      LABELS,
      ACME,
      { text: "label" },
      { offset: 0, limit: 4 },
    );
    const rest = await listPage(database, LABELS, ACME, { text: "label" }, { offset: 4, limit: 4 });
    expect([...first.results, ...rest.results]).toEqual(keys);
    expect(first.count).toBe(keys.length);
  });
});

describe("the rows a list's toItem gets", () => {
  interface TypedRow {
    readonly id: number;
    readonly size: number;
    readonly big: boolean;
    readonly tags: string[];
    readonly note: string | null;
    readonly created: string;
  }
  const TYPED: ListDeclaration<WidgetQuery, TypedRow, TypedRow> = {
    ...WIDGETS,
    name: "test_typed_widgets",
    columns: `w.id, w.size, w.size >= 50 as big, array[w.colour, 'painted'] as tags,
      null::text as note, to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as created`,
    toItem: (row) => row,
  };

  it("are the same JSON values in a page and in the export, in the list's order", async () => {
    const first = await listPage(
      database,
      TYPED,
      ACME,
      { ordering: "name" },
      { offset: 0, limit: 5 },
    );
    const all = await listAll(database, TYPED, ACME, { ordering: "name" });
    expect(first.results).toEqual(all.slice(0, 5));
    // "Widget 0 100% cotton", "Widget 1 steel", "Widget 10 steel", ... by name.
    expect(first.results[0]).toEqual({
      id: expect.any(Number),
      size: 0,
      big: false,
      tags: ["red", "painted"],
      note: null,
      created: "2026-01-01T00:00",
    });
    expect(first.results.map((row) => row.size)).toEqual([0, 1, 10, 11, 12]);
    expect(all.find((row) => row.size === 94)).toMatchObject({
      big: true,
      tags: ["green", "painted"],
    });
  });
});

describe("the count of a filtered list", () => {
  /** The database's statements, noting the name of each one run. */
  function noting(): { readonly ctx: { statements: PreparedStatements }; readonly run: string[] } {
    const run: string[] = [];
    const statements: PreparedStatements = {
      writeGeneration: () => database.statements.writeGeneration(),
      run: (statement, params) => {
        run.push(statement.name);
        return database.statements.run(statement, params);
      },
    };
    return { ctx: { statements }, run };
  }
  const counts = (run: ReadonlyArray<string>) => run.filter((name) => name.includes("_count_"));

  it("is reused for the next page and another ordering while nothing is written", async () => {
    const { ctx, run } = noting();
    const steel = ROWS - Math.ceil(ROWS / 7);
    // On PostgreSQL the commit notice of an earlier write may still arrive: a round that
    // saw one counts again, so the rounds repeat until one is undisturbed.
    await vi.waitFor(async () => {
      run.length = 0;
      const first = await listPage(ctx, WIDGETS, ACME, { text: "steel" }, { offset: 0, limit: 10 });
      const next = await listPage(ctx, WIDGETS, ACME, { text: "steel" }, { offset: 10, limit: 10 });
      const byName = await listPage(
        ctx,
        WIDGETS,
        ACME,
        { text: "steel", ordering: "name" },
        { offset: 0, limit: 10 },
      );
      expect([first.count, next.count, byName.count]).toEqual([steel, steel, steel]);
      expect(next.results[0]?.id).not.toBe(first.results[0]?.id);
      expect(counts(run).length).toBeLessThanOrEqual(1);
      // Another company's count is its own.
      expect(
        (await listPage(ctx, WIDGETS, GLOBEX, { text: "steel" }, { offset: 0, limit: 0 })).count,
      ).toBe(0);
    });
  });

  it("is counted again after any write", async () => {
    const { ctx, run } = noting();
    const query = { text: "steel" };
    const before = (await listPage(ctx, WIDGETS, ACME, query, { offset: 0, limit: 10 })).count;
    await database.db.execute(sql`insert into test_widgets (company_id, name, colour, size, created_at)
      values (${ACME}, 'Widget extra steel', 'red', 1, now())`);
    try {
      run.length = 0;
      expect((await listPage(ctx, WIDGETS, ACME, query, { offset: 0, limit: 10 })).count).toBe(
        before + 1,
      );
      expect(counts(run)).toHaveLength(1);
    } finally {
      await database.db.execute(sql`delete from test_widgets where name = 'Widget extra steel'`);
    }
    expect((await listPage(ctx, WIDGETS, ACME, query, { offset: 0, limit: 10 })).count).toBe(
      before,
    );
  });
});

describe("the lists' text search", () => {
  it.each([
    ["support_tickets", "support_tickets_search_idx"],
    ["maintenances", "maintenances_search_idx"],
    ["outages", "outages_search_idx"],
    ["users", "users_search_idx"],
    ["services", "services_search_idx"],
    ["notifications", "notifications_search_idx"],
  ])("can answer %s from its trigram index", async (table, indexName) => {
    await database.db.execute(sql.raw("set enable_seqscan = off"));
    const plan = rowsOf<Record<string, string>>(
      await database.db.execute(
        sql.raw(`explain select id from ${table} where search_text like '%circuit 42%'`),
      ),
    )
      .map((row) => Object.values(row).join(""))
      .join("\n");
    await database.db.execute(sql.raw("reset enable_seqscan"));
    expect(plan).toContain(indexName);
  });
});

describe("the lists' deep pages", () => {
  // A page takes its ids from the base table in the declared order: that must be a walk of
  // an index holding every column it reads (index-only), or a deep page (offset 5000) reads
  // or sorts thousands of rows. Each ordering of each list, as declared.
  const lists = [
    TICKET_ROWS,
    MAINTENANCE_ROWS,
    OUTAGE_ROWS,
    USER_ROWS,
    PERMISSION_LOG_ROWS,
    NOTIFICATION_ROWS,
    serviceRows(testNow),
  ] as ReadonlyArray<ListDeclaration<never, unknown, unknown>>;
  const cases = lists.flatMap((list) =>
    Object.entries(list.orderings).map(([name, order]) => [list.name, name, list, order] as const),
  );
  it.each(cases)("%s, ordering %s, walks an index", async (_name, _ordering, list, order) => {
    await database.db.execute(sql.raw("set enable_seqscan = off"));
    await database.db.execute(sql.raw("set enable_sort = off"));
    const owner = list.owner.replace("$1", "1");
    const plan = rowsOf<Record<string, string>>(
      await database.db.execute(
        sql.raw(
          `explain select ${list.alias}.id from ${list.table} where ${owner} order by ${order} limit 20 offset 5000`,
        ),
      ),
    )
      .map((row) => Object.values(row).join(""))
      .join("\n");
    await database.db.execute(sql.raw("reset enable_seqscan"));
    await database.db.execute(sql.raw("reset enable_sort"));
    expect(plan).toContain("Index Only Scan");
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe("a list's ordering", () => {
  it("is the one the query names, else the list's own (none named, or `?ordering=` left empty)", () => {
    const ordering = orderingOr<{ readonly ordering?: string }>("-created");
    expect(ordering({ ordering: "name" })).toBe("name");
    expect(ordering({})).toBe("-created");
    expect(ordering({ ordering: "" })).toBe("-created");
  });
});
