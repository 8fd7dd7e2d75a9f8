import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry } from "../../../server/src/activity/activity-entry.ts";
import { recordActivity } from "../../../server/src/activity/record-activity.ts";
import { verifyChain } from "../../../server/src/activity/verify-chain.ts";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * The activity log's storage (issue 44): append-only in the database, one hash chain per
 * company that verification walks, and appends that take turns so the chain never forks.
 */
let server: TestServer;
let companyId: number;

beforeAll(async () => {
  server = await startTestServer();
  const [row] = rowsOf<{ company_id: number }>(
    await server.ctx.db.execute(sql`select company_id from users where email = 'admin@acme.test'`),
  );
  companyId = row?.company_id ?? 0;
});
afterAll(() => server?.close());

const entry = (label: string): ActivityEntry => ({
  companyId,
  at: server.ctx.now(),
  actor: { kind: "system" },
  address: "192.0.2.10",
  action: "service.renamed",
  target: { type: "service", id: "1", label },
  before: { name: "before" },
  after: { name: label, tags: ["a", "b"], count: 3, on: true, none: null },
});

let admin: string;
const verify = async () =>
  (await server.call(admin, { method: "GET", url: "/v2/activity-log/verify" })).json();

/** What the database answered to a refused statement (drizzle wraps it as the cause). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await server.ctx.db.execute(statement);
    return "accepted";
  } catch (error) {
    return String(error instanceof Error ? (error.cause ?? error) : error);
  }
}

describe("the activity log's storage", () => {
  beforeAll(async () => {
    admin = (await server.sessionFor("admin@acme.test")).access;
  });

  it("chains appends made at the same time into one line: positions 1..n, each on the one before", async () => {
    const before = await verifyChain(server.ctx.db, companyId);
    await Promise.all(
      Array.from({ length: 12 }, (_, n) => recordActivity(server.ctx.db, entry(`svc ${n}`))),
    );
    const rows = rowsOf<{ seq: number; prev_hash: string; hash: string }>(
      await server.ctx.db.execute(
        sql`select seq::int as seq, prev_hash, hash from activity_log where company_id = ${companyId} order by seq`,
      ),
    );
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
    for (let index = 1; index < rows.length; index += 1) {
      expect(rows[index]?.prev_hash).toBe(rows[index - 1]?.hash);
    }
    expect(new Set(rows.map((row) => row.prev_hash)).size).toBe(rows.length);
    const after = await verify();
    expect(after).toEqual({ intact: true, checked: before.checked + 12, broken_at: null });
  });

  it("refuses UPDATE, DELETE and TRUNCATE of an entry in the database itself", async () => {
    await recordActivity(server.ctx.db, entry("kept"));
    const attempts = [
      sql`update activity_log set target_label = 'changed' where company_id = ${companyId}`,
      sql`delete from activity_log where company_id = ${companyId}`,
      sql`truncate activity_log`,
    ];
    for (const attempt of attempts) {
      expect(await refusal(attempt)).toMatch(
        /activity_log is append-only: (UPDATE|DELETE|TRUNCATE) refused/u,
      );
    }
    expect((await verify()).intact).toBe(true);
  });

  it("fails verification at the entry altered around the trigger, as its owner or a superuser could", async () => {
    await recordActivity(server.ctx.db, entry("first"));
    await recordActivity(server.ctx.db, entry("second"));
    const [target] = rowsOf<{ seq: number }>(
      await server.ctx.db.execute(
        sql`select seq::int as seq from activity_log where company_id = ${companyId} and target_label = 'first' order by seq desc limit 1`,
      ),
    );
    await server.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`alter table activity_log disable trigger activity_log_no_change`);
      await tx.execute(
        sql`update activity_log set summary = '{"after": {"name": "forged"}}'::jsonb where company_id = ${companyId} and seq = ${target?.seq}`,
      );
      await tx.execute(sql`alter table activity_log enable trigger activity_log_no_change`);
    });
    const check = await verify();
    expect(check.intact).toBe(false);
    expect(check.broken_at).toBe(target?.seq);
    expect(check.checked).toBe(target?.seq);
  });
});
