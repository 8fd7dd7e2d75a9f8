import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../../server/src/db/connect.ts";
import { LISTENER_NAME } from "../../../server/src/db/postgres-writes.ts";
import { users } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * Two server instances on one PostgreSQL database (postgres-writes.ts): each reuses what it
 * read (the caller's row, the bell's page) while nothing was written, and sees the other's
 * writes, and any client's, through the commit notices. PostgreSQL only: embedded PGlite has
 * one client, this process (`*.postgres.test.ts` run in the server-postgres project alone).
 */
let first: TestServer;
let second: TestServer;
let url: string;

beforeAll(async () => {
  first = await startTestServer();
  if (first.databaseUrl === null) throw new Error("not on PostgreSQL");
  url = first.databaseUrl;
  second = await startTestServer({}, { database: await openDatabase(url) });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const ADMIN = "admin@acme.test";
const generation = (server: TestServer) => server.ctx.statements.writeGeneration();

describe("the write count on PostgreSQL", () => {
  it("is a number while the instance listens, and moves with its own writes before they answer", async () => {
    const before = generation(first);
    expect(before).not.toBeNull();
    await first.ctx.db.execute(sql`update users set firstname = firstname where id = 0`);
    expect(generation(first)).toBeGreaterThan(before as number);
    // Sent and done move it once each; its commit's notice comes back too, around the same
    // moment (waited for, so that no later test sees it arrive).
    await vi.waitFor(
      () => expect(generation(first)).toBeGreaterThanOrEqual((before as number) + 3),
      {
        timeout: 5000,
      },
    );
  });

  it("stays put while the instance only reads", async () => {
    // A notice of an earlier commit may still be on its way (the second instance's start-up
    // sweep deletes read notifications, and its notice can arrive after the first test's
    // own): so the reads are repeated until one round sees no notice. Reads that moved the
    // count would fail every round.
    await vi.waitFor(
      async () => {
        const before = generation(first);
        await first.ctx.db.select({ id: users.id }).from(users).limit(1);
        await first.ctx.db.execute(sql`select count(*) from users`);
        expect(generation(first)).toBe(before);
      },
      { timeout: 5000 },
    );
  });

  it("moves when another instance commits a write", async () => {
    const before = generation(first) as number;
    await second.ctx.db.execute(sql`update users set firstname = firstname where id = 0`);
    await vi.waitFor(() => expect(generation(first)).toBeGreaterThan(before), { timeout: 5000 });
  });

  it("has moved for every commit of another instance once writesSeen answers, without a wait", async () => {
    const seen = first.ctx.statements.writesSeen;
    expect(seen).toBeDefined();
    // A client answered by the second instance asks the first at once: the notice is still on
    // its way when the question comes. Twenty rounds, as the race is lost only now and then.
    for (let round = 0; round < 20; round++) {
      const before = generation(first) as number;
      await second.ctx.db.execute(sql`update users set firstname = firstname where id = 0`);
      expect(await seen?.(), `round ${round}: caught up`).toBe(true);
      expect(generation(first), `round ${round}`).toBeGreaterThan(before);
    }
  });

  it("moves when any client writes straight to the database (psql, a script)", async () => {
    const before = generation(first) as number;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query("update users set firstname = firstname where id = 0");
    } finally {
      await client.end();
    }
    await vi.waitFor(() => expect(generation(first)).toBeGreaterThan(before), { timeout: 5000 });
  });

  it("is null while the listening connection is lost, and a number again once it is back", async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = $1`,
        [LISTENER_NAME],
      );
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(generation(first)).toBeNull(), { timeout: 5000 });
    // Nothing can be made sure meanwhile: a reuse reads afresh.
    expect(await first.ctx.statements.writesSeen?.()).toBe(false);
    await vi.waitFor(() => expect(generation(first)).not.toBeNull(), { timeout: 10_000 });
    expect(await first.ctx.statements.writesSeen?.()).toBe(true);
  });
});

describe("two instances serving the same users", () => {
  it("a sign-out on one instance ends the session on the other, which had reused the caller", async () => {
    const tokens = await first.signIn(ADMIN);
    const bell = { method: "GET" as const, url: "/v2/notifications" };
    // Both instances answer, and keep the caller's row and the page.
    expect((await first.call(tokens.access, bell)).statusCode).toBe(200);
    expect((await second.call(tokens.access, bell)).statusCode).toBe(200);
    expect((await second.call(tokens.access, bell)).statusCode).toBe(200);
    const out = await first.app.inject({
      method: "POST",
      url: "/v2/logout",
      payload: { refresh: tokens.refresh },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await first.call(tokens.access, bell)).statusCode).toBe(401);
    await vi.waitFor(
      async () => expect((await second.call(tokens.access, bell)).statusCode).toBe(401),
      { timeout: 5000 },
    );
  });

  it("a notification marked read on one instance shows as read on the other", async () => {
    const tokens = await first.signIn(ADMIN);
    const unread = { method: "GET" as const, url: "/v2/notifications?is_read=false&limit=1" };
    const page = await second.call(tokens.access, unread);
    expect(page.statusCode).toBe(200);
    const [item] = page.json().results as Array<{ readonly id: string }>;
    if (item === undefined) throw new Error("the demo admin has no unread notification");
    const mark = await first.call(tokens.access, {
      method: "PUT",
      url: "/v2/notifications/read",
      payload: { ids: [item.id] },
    });
    expect(mark.statusCode).toBeLessThan(300);
    await vi.waitFor(
      async () => {
        const again = await second.call(tokens.access, unread);
        const ids = (again.json().results as Array<{ readonly id: string }>).map(({ id }) => id);
        expect(ids).not.toContain(item.id);
      },
      { timeout: 5000 },
    );
  });
});

describe("a database role that may not add the triggers", () => {
  it("reuses nothing (the count stays null), and the server still starts", async () => {
    const role = `conduit_reader_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'reader'`);
      await admin.query(
        `GRANT CONNECT, CREATE ON DATABASE ${new URL(url).pathname.slice(1)} TO ${role}`,
      );
      await admin.query(`GRANT USAGE, CREATE ON SCHEMA public TO ${role}`);
      await admin.query(`GRANT ALL ON ALL TABLES IN SCHEMA public TO ${role}`);
      await admin.query(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
      await admin.query(`GRANT ALL ON SCHEMA drizzle TO ${role}`);
      await admin.query(`GRANT ALL ON ALL TABLES IN SCHEMA drizzle TO ${role}`);
      // The job queue's schema, as a deployment grants it to the server's role (docs/jobs.md).
      await admin.query(`GRANT ALL ON SCHEMA pgboss TO ${role}`);
      await admin.query(`GRANT ALL ON ALL TABLES IN SCHEMA pgboss TO ${role}`);
      await admin.query(`GRANT ALL ON ALL SEQUENCES IN SCHEMA pgboss TO ${role}`);
      await admin.query(`GRANT ALL ON ALL FUNCTIONS IN SCHEMA pgboss TO ${role}`);
      // A table it does not own and that has no trigger yet: the install must fail.
      await admin.query("CREATE TABLE untriggered_audit (id int)");
      const asReader = new URL(url);
      asReader.username = role;
      asReader.password = "reader";
      const database = await openDatabase(asReader.toString());
      try {
        expect(database.statements.writeGeneration()).toBeNull();
      } finally {
        await database.close();
      }
    } finally {
      await admin.query("DROP TABLE IF EXISTS untriggered_audit");
      await admin.query(`DROP OWNED BY ${role}`);
      await admin.query(`DROP ROLE ${role}`);
      await admin.end();
    }
  });
});
