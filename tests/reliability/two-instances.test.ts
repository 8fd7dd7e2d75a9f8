import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaptcha } from "../../server/src/auth/captcha.ts";
import type { ServerContext } from "../../server/src/context.ts";
import { openDatabase } from "../../server/src/db/connect.ts";
import type { Database } from "../../server/src/db/database.ts";
import { DEMO_PASSWORD } from "../../server/src/db/seed/demo-accounts.ts";
import { testClock } from "../harness/test-clock.ts";
import { call, fileForm, signIn } from "./harness/api-client.ts";
import { postgresServerUrl, scratchFolder, seededPostgresDatabase } from "./harness/databases.ts";
import {
  type RunningServer,
  SUITE_KEY_SET,
  startServerProcess,
} from "./harness/server-processes.ts";
import { skippedByConfiguration } from "./harness/skipped-by-configuration.ts";

/**
 * Two server processes on one PostgreSQL database and one upload folder, behind an imagined
 * round-robin load balancer: consecutive requests of one client go to different instances,
 * and everything a client sees is as if there were one server. PGlite cannot be shared by two
 * processes, so this needs TEST_DATABASE_URL.
 */
const serverUrl = postgresServerUrl();
if (!serverUrl) {
  skippedByConfiguration("two server instances on one database", "TEST_DATABASE_URL (PostgreSQL)");
} else {
  let database: { url: string; drop(): Promise<void> };
  let direct: Database;
  let a: RunningServer;
  let b: RunningServer;
  /** The instance for the i-th request: A, B, A, B... */
  const at = (index: number) => (index % 2 === 0 ? a : b).origin;

  beforeAll(async () => {
    database = await seededPostgresDatabase(serverUrl);
    const env = {
      DATABASE_URL: database.url,
      CONDUIT_UPLOAD_DIR: join(await scratchFolder("shared-uploads"), "uploads"),
    };
    a = await startServerProcess(env);
    b = await startServerProcess(env);
    direct = await openDatabase(database.url);
  });
  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await direct?.close();
    await database?.drop();
  });

  /** A captcha whose answer the test knows, made as the servers make them (shared secret). */
  const knownCaptcha = async (text = "HKM7R") => {
    const hashKey = new Uint8Array(Buffer.from(SUITE_KEY_SET.hashKey, "base64url"));
    const ctx = { db: direct.db, now: () => testClock.now(), keys: { hashKey } };
    const challenge = await createCaptcha(ctx as unknown as ServerContext, text);
    return { captcha_id: challenge.captcha_id, captcha_text: text };
  };
  const signInAt = (origin: string, username: string, password: string, extra = {}) =>
    call(origin, "POST", "/auth", { json: { username, password, ...extra } });
  const userId = async (email: string) => {
    const result = await direct.db.execute(sql`select id from users where email = ${email}`);
    const [row] = (result as unknown as { rows: { id: number }[] }).rows;
    return String(row?.id);
  };

  describe("two server instances on one database", () => {
    it("count failed sign-ins together: captcha after 3, lockout after 10", async () => {
      const email = "viewer@acme.test";
      for (let index = 0; index < 3; index++) {
        const failed = await signInAt(at(index), email, "wrong-password");
        expect(failed.body.code).toBe("invalid_credentials");
      }
      expect((await signInAt(at(3), email, DEMO_PASSWORD)).body.code).toBe("captcha_required");
      const solved = await signInAt(at(4), email, DEMO_PASSWORD, await knownCaptcha());
      expect(solved.status, JSON.stringify(solved.body)).toBe(200);

      const locked = "billing@acme.test";
      for (let index = 0; index < 10; index++) {
        const failed = await signInAt(at(index), locked, "wrong-password", await knownCaptcha());
        expect(failed.body.code).toBe("invalid_credentials");
      }
      const refused = await signInAt(at(10), locked, DEMO_PASSWORD, await knownCaptcha());
      expect(refused.status).toBe(429);
      expect((await signInAt(at(11), locked, DEMO_PASSWORD, await knownCaptcha())).status).toBe(
        429,
      );
    });

    it("use a captcha up on whichever instance answers it", async () => {
      const email = "support@acme.test";
      for (let index = 0; index < 3; index++) await signInAt(at(index), email, "wrong-password");
      const captcha = await knownCaptcha();
      const wrong = await signInAt(a.origin, email, DEMO_PASSWORD, {
        ...captcha,
        captcha_text: "XXXXX",
      });
      expect(wrong.body.code).toBe("captcha_invalid");
      // Used up on A: the right answer on B no longer helps.
      expect((await signInAt(b.origin, email, DEMO_PASSWORD, captcha)).body.code).toBe(
        "captcha_invalid",
      );
      // A challenge served by A is known to B.
      const served = await call(a.origin, "GET", "/get-captcha");
      expect(served.status).toBe(200);
      const unknownText = await signInAt(b.origin, email, DEMO_PASSWORD, {
        captcha_id: served.body.captcha_id,
        captcha_text: "XXXXX",
      });
      expect(unknownText.body.code).toBe("captcha_invalid");
    });

    it("rotate refresh tokens and detect reuse across instances", async () => {
      const first = await signIn(a.origin, "admin@acme.test");
      const rotated = await call(b.origin, "POST", "/auth/refresh", {
        json: { refresh: first.refresh },
      });
      expect(rotated.status).toBe(200);
      expect((await call(a.origin, "GET", "/me", { token: rotated.body.access })).status).toBe(200);
      // The old token again at once, on the other instance: a second tab refreshing at the
      // same moment, within the grace window, gets a working pair of the same family.
      const concurrent = await call(a.origin, "POST", "/auth/refresh", {
        json: { refresh: first.refresh },
      });
      expect(concurrent.status).toBe(200);
      expect((await call(b.origin, "GET", "/me", { token: concurrent.body.access })).status).toBe(
        200,
      );
      // Later (the rotation moved back past the grace window): reuse, the family is revoked.
      await direct.db.execute(
        sql`update refresh_tokens set rotated_at = rotated_at - interval '1 minute' where rotated_at is not null`,
      );
      const reused = await call(a.origin, "POST", "/auth/refresh", {
        json: { refresh: first.refresh },
      });
      expect(reused.status).toBe(401);
      const afterReuse = await call(b.origin, "POST", "/auth/refresh", {
        json: { refresh: rotated.body.refresh },
      });
      expect(afterReuse.status).toBe(401);
      expect((await call(b.origin, "GET", "/me", { token: rotated.body.access })).status).toBe(401);
    });

    it("start an impersonation on one instance and end it on the other", async () => {
      const staff = await signIn(a.origin, "staff@conduit.test");
      const started = await call(b.origin, "POST", "/impersonation/users", {
        token: staff.access,
        json: { id: await userId("admin@acme.test") },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const me = await call(a.origin, "GET", "/me", { token: started.body.access });
      expect(me.body.email).toBe("admin@acme.test");
      const exit = await call(b.origin, "POST", "/impersonation/exit", {
        json: { refresh: started.body.refresh },
      });
      expect(exit.status).toBe(200);
      expect((await call(a.origin, "GET", "/me", { token: started.body.access })).status).toBe(401);
    });

    it("store an upload on one instance and serve it from both", async () => {
      const { access } = await signIn(a.origin, "admin@acme.test");
      const upload = await call(a.origin, "POST", "/support/servicedesk/1/add-temp-attachment", {
        token: access,
        form: fileForm("file", "trace.txt", "traceroute 10.0.0.1: 12 hops"),
      });
      expect(upload.status, JSON.stringify(upload.body)).toBe(201);
      const types = await call(b.origin, "GET", "/support/ticket-types?limit=100", {
        token: access,
      });
      const type = types.body.results.find(
        (each: { name: string }) => each.name === "Billing question",
      );
      const created = await call(b.origin, "POST", "/support/request", {
        token: access,
        json: {
          request_type: type.id,
          summary: "Two instances",
          description: "Uploaded on A, filed on B.",
          attachments: [upload.body.id],
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const [file] = created.body.attachments;
      for (const origin of [a.origin, b.origin]) {
        const download = await call(
          origin,
          "GET",
          `/support/tickets/${created.body.id}/attachments/${file.id}`,
          { token: access },
        );
        expect(download.status).toBe(200);
        expect(download.body).toBe("traceroute 10.0.0.1: 12 hops");
      }
    });

    it("mark notifications read on one instance and count them on the other", async () => {
      const { access } = await signIn(b.origin, "admin@acme.test");
      const unread = await call(a.origin, "GET", "/notifications?is_read=false&limit=100", {
        token: access,
      });
      expect(unread.status).toBe(200);
      const [first] = unread.body.results;
      expect(first).toBeDefined();
      const marked = await call(b.origin, "PUT", "/notifications/read", {
        token: access,
        json: { ids: [first.id] },
      });
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      expect(marked.body.total_unread).toBe(unread.body.count - 1);
      const after = await call(a.origin, "GET", "/notifications?is_read=false&limit=100", {
        token: access,
      });
      expect(after.body.count).toBe(unread.body.count - 1);
      expect(after.body.results.map((item: { id: string }) => item.id)).not.toContain(first.id);
    });
  });
}
