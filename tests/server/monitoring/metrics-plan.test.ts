import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/src/db/database.ts";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import {
  NETWORK_SERVICE_SERIES,
  SERVICE_SERIES,
} from "../../../server/src/modules/monitoring/metrics.ts";
import { openTestDatabase } from "../harness/test-database.ts";

/**
 * The metrics call reads a service's outages (its drops) on every call, cached answer or not:
 * at 10,000 outages in the company that must come from the GIN index on outages.services,
 * not from testing every outage (27 ms a call before migration 0017).
 */

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase("seeded");
  await database.db.execute(sql`insert into outages
      (company_id, reference, title, state, started_at, location, services, created_at, updated_at)
    select 1, 'OUT-V' || n, 'Fibre cut ' || n, 'resolved', now() - n * interval '1 hour', 'London',
      jsonb_build_array(jsonb_build_object('id', 'SVC-9' || n, 'name', 'Elsewhere ' || n)),
      now(), now()
    from generate_series(1, 5000) as n`);
  await database.db.execute(sql`analyze outages`);
});
afterAll(async () => {
  await database?.close();
});

async function planOf(text: string, params: ReadonlyArray<string>): Promise<string> {
  const bound = params.reduce(
    (statement, value, index) => statement.replaceAll(`$${index + 1}`, value),
    text,
  );
  return rowsOf<Record<string, string>>(await database.db.execute(sql.raw(`explain ${bound}`)))
    .map((row) => Object.values(row).join(""))
    .join("\n");
}

describe("a series' outages", () => {
  it.each([
    ["a service", SERVICE_SERIES.text, ["1", "'SVC-10001'"]],
    ["a network service", NETWORK_SERVICE_SERIES.text, ["1", "1"]],
  ])("of %s come from the index on the outages' services", async (_kind, text, params) => {
    expect(await planOf(text, params)).toContain("outages_services_idx");
  });
});
