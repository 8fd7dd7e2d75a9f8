import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/src/db/database.ts";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import {
  createJobQueue,
  type JobQueue,
  RECURRING_EXPIRY_SECONDS,
} from "../../../server/src/jobs/job-queue.ts";
import { openTestDatabase } from "../harness/test-database.ts";

/**
 * The job queue (server/src/jobs, issue 43) on its own, two instances on one database: a job
 * written in a transaction exists only if it commits, runs once in total, and a recurring job
 * is one schedule whichever instances declare it.
 */
const silent = { error: () => undefined } as never;
let database: Database;
let one: JobQueue;
let two: JobQueue;
const ran: string[] = [];
const tick: string[] = [];
/** Whether the recurring job that tells its news has ended its run. */
const told: string[] = [];

function queue() {
  const made = createJobQueue(database, silent, () => new Date());
  const kind = made.define<{ label: string }>({
    name: "test-note",
    run: async ({ label }) => {
      ran.push(label);
    },
  });
  const recurring = made.recurring({
    name: "test-hourly",
    cron: "0 * * * *",
    run: async () => {
      tick.push("tick");
    },
  });
  // As the alert evaluation does (alert-evaluator.ts): an occurrence writes jobs of another
  // kind and runs them before it ends.
  const telling = made.recurring({
    name: "test-telling",
    cron: "30 * * * *",
    run: async () => {
      await made.enqueue(database.db, kind, [{ label: "news" }]);
      await made.runDue(kind);
      told.push("told");
    },
  });
  return { made, kind, recurring, telling };
}

let first: ReturnType<typeof queue>;
let second: ReturnType<typeof queue>;

beforeAll(async () => {
  database = await openTestDatabase("empty");
  first = queue();
  second = queue();
  one = first.made;
  two = second.made;
  await one.start();
  await two.start();
});
afterAll(async () => {
  await one?.stop();
  await two?.stop();
  await database?.close();
});

describe("a job", () => {
  it("written in a transaction that rolls back does not exist; one that commits runs once", async () => {
    await database.db
      .transaction(async (tx) => {
        await one.enqueue(tx, first.kind, [{ label: "rolled back" }]);
        throw new Error("the caller's write failed");
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await one.enqueue(tx, first.kind, [{ label: "a" }, { label: "b" }, { label: "c" }]);
    });
    await Promise.all([one.runDue(first.kind), two.runDue(second.kind), one.runDue(first.kind)]);
    expect([...ran].sort()).toEqual(["a", "b", "c"]);
  });

  it("due later by the server's clock waits until then", async () => {
    ran.length = 0;
    await one.enqueue(database.db, first.kind, [{ label: "later" }], {
      due: new Date(Date.now() + 3_600_000),
    });
    await one.runDue(first.kind);
    expect(ran).toEqual([]);
    const [waiting] = rowsOf<{ seconds: number }>(
      await database.db.execute(sql`
        select extract(epoch from start_after - now())::int as seconds from pgboss.job
        where name = 'test-note' and state = 'created'`),
    );
    expect(waiting?.seconds).toBeGreaterThan(3_500);
  });
});

describe("a recurring job", () => {
  it("is one schedule for both instances, and each occurrence runs once", async () => {
    const schedules = rowsOf<{ name: string; cron: string }>(
      // Only this test's schedules: a database cloned from a template may hold the server's own.
      await database.db.execute(
        sql`select name, cron from pgboss.schedule where name like 'test-%' order by name`,
      ),
    );
    expect(schedules).toEqual([
      { name: "test-hourly", cron: "0 * * * *" },
      { name: "test-telling", cron: "30 * * * *" },
    ]);
    // An occurrence as the schedule sends it: one job on the recurring job's queue.
    await one.enqueue(database.db, first.recurring, [{}]);
    await Promise.all([one.runDue(first.recurring), two.runDue(second.recurring)]);
    expect(tick).toEqual(["tick"]);
  });

  it("that runs the jobs of another kind it wrote ends, and leaves runDue free for the rest", async () => {
    ran.length = 0;
    // Before, runDue waited for every job under way on the instance, the occurrence that
    // called it included: the occurrence never ended, and every later runDue (a webhook's
    // delivery kick) waited for it for ever, holding the slots of the server's background work
    // (a password-reset mail then never went out).
    const within = (work: Promise<void>) =>
      Promise.race([
        work.then(() => "ended"),
        new Promise((resolve) => setTimeout(resolve, 5_000, "still waiting after 5 s")),
      ]);
    await one.enqueue(database.db, first.telling, [{}]);
    expect(await within(one.runDue(first.telling))).toBe("ended");
    expect(told).toEqual(["told"]);
    expect(ran).toEqual(["news"]);
    await one.enqueue(database.db, first.kind, [{ label: "later" }]);
    expect(await within(one.runDue(first.kind))).toBe("ended");
    expect(ran).toEqual(["news", "later"]);
  });
});

describe("a queue", () => {
  it("has the settings the server declares, also where an earlier version created it", async () => {
    // As an earlier version left them: pg-boss's 15 minutes before a crashed instance's
    // occurrence of a recurring job is given up (holding back every later one meanwhile), and
    // another retry limit.
    await database.db.execute(sql`
      update pgboss.queue set expire_seconds = 900, retry_limit = 7
      where name in ('test-hourly', 'test-note')`);
    const restarted = queue();
    await restarted.made.start();
    try {
      const settings = rowsOf<{ name: string; expire_seconds: number; retry_limit: number }>(
        await database.db.execute(sql`
          select name, expire_seconds, retry_limit from pgboss.queue
          where name in ('test-hourly', 'test-note') order by name`),
      );
      expect(settings).toEqual([
        { name: "test-hourly", expire_seconds: RECURRING_EXPIRY_SECONDS, retry_limit: 0 },
        { name: "test-note", expire_seconds: 15 * 60, retry_limit: 3 },
      ]);
    } finally {
      await restarted.made.stop();
    }
  });
});
