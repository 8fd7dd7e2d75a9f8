import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import { ApiError } from "../../../server/src/http/api-error.ts";
import { ForeignRecordError } from "../../../server/src/http/foreign-records.ts";
import { missingRow, OWNED_KINDS, OWNING_TABLES } from "../../../server/src/http/foreign-rows.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * The owner lookup behind every 404 of a record the caller's company does not hold: an id
 * nobody holds is a plain 404, another company's the same 404 as a security event naming
 * its owner. Each kind reads its own table, so a wrong table name fails here, not in a
 * tenant's request.
 */
describe("the owner of a record the caller's company does not hold", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("is nobody for an id no table holds, whatever the kind", async () => {
    for (const kind of OWNED_KINDS) {
      const error = await missingRow(server.ctx, 1, kind, 2_000_000_000);
      expect(error, kind).toBeInstanceOf(ApiError);
      expect(error, kind).not.toBeInstanceOf(ForeignRecordError);
      expect(error.status, kind).toBe(404);
    }
  });

  it("is the company whose row it is, for every table that has rows", async () => {
    let checked = 0;
    for (const [kind, table] of Object.entries(OWNING_TABLES)) {
      const [row] = rowsOf<{ id: number; company_id: number }>(
        await server.ctx.db.execute(
          sql`select id, company_id from ${sql.identifier(table)} order by id limit 1`,
        ),
      );
      if (row === undefined) continue;
      const stranger = Number(row.company_id) + 1_000_000;
      const error = await missingRow(
        server.ctx,
        stranger,
        kind as keyof typeof OWNING_TABLES,
        row.id,
      );
      expect(error, kind).toBeInstanceOf(ForeignRecordError);
      expect((error as ForeignRecordError).target).toMatchObject({
        kind,
        id: Number(row.id),
        companyId: Number(row.company_id),
      });
      checked += 1;
    }
    // The demo data holds users, contacts, services' records and more: most tables are seen.
    expect(checked).toBeGreaterThanOrEqual(6);
  });
});
