import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../server/src/db/connect.ts";
import type { Database } from "../../../server/src/db/database.ts";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import { JOB_SCHEMA } from "../../../server/src/jobs/queue-database.ts";
import { evaluateAlerts } from "../../../server/src/modules/alerts/alert-evaluator.ts";
import { tellDueAlertNews } from "../../../server/src/modules/alerts/alert-news-jobs.ts";
import { openTestDatabaseAt } from "../harness/test-database.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SAMPLE_MS, scriptedSource } from "./alert-kit.ts";

let first: TestServer;
let second: TestServer;

/**
 * Two server instances on one database (on PostgreSQL each with its own pool, on PGlite the
 * one embedded database shared), both asked to evaluate the same minute at once.
 */
beforeAll(async () => {
  const { database, url } = await openTestDatabaseAt("seeded");
  first = await startTestServer({}, { database });
  const again: Database =
    url === null ? { ...database, close: async () => {} } : await openDatabase(url);
  second = await startTestServer({}, { database: again });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await first.ctx.db.execute(query))[0]?.n ?? 0);

describe("alert evaluation with two instances", () => {
  it("evaluates a minute once: one alert and one notification per user", async () => {
    const start = Math.floor(first.ctx.now().getTime() / SAMPLE_MS) * SAMPLE_MS + 20 * 86_400_000;
    // SVC-10001 busy for the last four samples: the demo's "Busy ports" fires on it.
    const source = scriptedSource("service:SVC-10001", (time) =>
      time >= start - 4 * SAMPLE_MS ? 0.9 : 0.1,
    );
    const at = new Date(start + 30_000);
    const results = await Promise.all([
      evaluateAlerts(first.ctx, at, source, "first"),
      evaluateAlerts(second.ctx, at, source, "second"),
    ]);
    // The news is a job: the other instance's worker may have taken it; wait for both.
    await Promise.all([tellDueAlertNews(first.ctx), tellDueAlertNews(second.ctx)]);
    expect(results.map((result) => result.evaluated).sort()).toEqual([false, true]);
    expect(results.reduce((sum, result) => sum + result.fired, 0)).toBe(1);
    expect(
      await count(sql`select count(*) as n from alerts a join services s on s.id = a.service_id
        where s.public_id = 'SVC-10001' and a.rule_name = 'Busy ports' and a.ended_at is null`),
    ).toBe(1);
    expect(
      await count(sql`select count(*) as n from notifications n join users u on u.id = n.user_id
        where u.email = 'admin@acme.test' and n.message like '%Busy ports on%SVC-10001%'`),
    ).toBe(1);
    // The news went through the job queue, written with the alert: one job, told once.
    const news = rowsOf<{ state: string }>(
      await first.ctx.db.execute(
        sql`select state from ${sql.raw(JOB_SCHEMA)}.job where name = 'alert-news'
          and data->'alert'->'rule'->>'name' = 'Busy ports'
          and data->'alert'->'service'->>'id' = 'SVC-10001'`,
      ),
    );
    expect(news.map((job) => job.state)).toEqual(["completed"]);
    const [lease] = rowsOf<{ holder: string }>(
      await first.ctx.db.execute(sql`select holder from alert_evaluations`),
    );
    expect(["first", "second"]).toContain(lease?.holder);
  });
});
