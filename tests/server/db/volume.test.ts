import { sql } from "drizzle-orm";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/src/db/database.ts";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import { seedIfEmpty } from "../../../server/src/db/seed/seed.ts";
import { addVolume, type VolumeEntity, volumeRows } from "../../../server/src/db/seed/volume.ts";
import { listPage } from "../../../server/src/http/paged-list.ts";
import { MAINTENANCE_ROWS, OUTAGE_ROWS } from "../../../server/src/modules/events/event-lists.ts";
import { TICKET_ROWS } from "../../../server/src/modules/support/ticket-list.ts";
import { MAINTENANCE_LIST, OUTAGE_LIST } from "../../../src/core/api/events/index.ts";
import { openTestDatabase } from "../harness/test-database.ts";

const ENTITIES: ReadonlyArray<VolumeEntity> = [
  "tickets",
  "maintenances",
  "outages",
  "notifications",
  "users",
  "permission-log",
  "services",
  "invoices",
];
const TARGET = { companyId: 1, userId: 1 };

describe("the volume generator", () => {
  it.each(ENTITIES)("makes the same %s for the same seed, other ones for another", (entity) => {
    const first = volumeRows(entity, TARGET, 50, 7);
    expect(first).toHaveLength(50);
    expect(volumeRows(entity, TARGET, 50, 7)).toEqual(first);
    expect(volumeRows(entity, TARGET, 50, 8)).not.toEqual(first);
  });
});

describe("volume in the database", () => {
  let database: Database;
  let acme: { id: number; company_id: number };
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedIfEmpty(database.db);
    const [admin] = rowsOf<{ id: number; company_id: number }>(
      await database.db.execute(
        sql`select id, company_id from users where email = 'admin@acme.test'`,
      ),
    );
    if (!admin) throw new Error("no demo administrator");
    acme = admin;
  });
  afterAll(async () => {
    await database?.close();
  });

  it("adds exactly the rows asked for, which the lists then show", async () => {
    const before = await listPage(
      database,
      TICKET_ROWS,
      acme.company_id,
      {},
      { offset: 0, limit: 1 },
    );
    const target = { companyId: acme.company_id, userId: acme.id };
    for (const entity of ENTITIES) await addVolume(database.db, entity, target, 600, 3);
    const after = await listPage(
      database,
      TICKET_ROWS,
      acme.company_id,
      {},
      { offset: 0, limit: 1 },
    );
    expect(after.count).toBe(before.count + 600);
    const [counts] = rowsOf<Record<string, number>>(
      await database.db.execute(sql`select
        (select count(*)::int from maintenances where reference like 'MNT-1999-%') as maintenances,
        (select count(*)::int from outages where reference like 'INC-1999-%') as outages,
        (select count(*)::int from users where email like 'generated-%') as users,
        (select count(*)::int from services where public_id like 'SVC-9%') as services,
        (select count(*)::int from invoices where number like 'INV-1999-%') as invoices`),
    );
    expect(counts).toEqual({
      maintenances: 600,
      outages: 600,
      users: 600,
      services: 600,
      invoices: 600,
    });
    // Generated rows answer in the contract like any other.
    const window = { offset: 0, limit: 100 };
    const envelope = { next: null, previous: null };
    const maintenances = await listPage(database, MAINTENANCE_ROWS, acme.company_id, {}, window);
    expect(() =>
      Schema.encodeUnknownSync(MAINTENANCE_LIST.response)({ ...maintenances, ...envelope }),
    ).not.toThrow();
    const outages = await listPage(database, OUTAGE_ROWS, acme.company_id, {}, window);
    expect(() =>
      Schema.encodeUnknownSync(OUTAGE_LIST.response)({ ...outages, ...envelope }),
    ).not.toThrow();
  });
});
