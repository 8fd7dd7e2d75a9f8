import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * Impersonations in the activity and impersonation logs (issue 44): each write carries the
 * session that made it, so overlapping impersonations do not share writes, and one that runs
 * out its lifetime gets its stop entry, once.
 */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionFor("admin@acme.test")).access;
});
afterAll(() => server?.close());

async function impersonate(reason: string) {
  const staff = (await server.sessionFor("staff@conduit.test")).access;
  const response = await server.call(staff, {
    method: "POST",
    url: "/v2/impersonation/users",
    payload: { id: String(await server.userId("admin@acme.test")), reason },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { access: string; refresh: string };
}

const expiredStops = async () =>
  (
    await server.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "impersonation.stopped")))
  ).filter((row) => (row.summary.after as { reason?: string } | undefined)?.reason === "expired");

describe("impersonations in the logs", () => {
  it("lists a write under the one impersonation that made it, and stops expired ones once", async () => {
    const first = await impersonate("first look");
    const second = await impersonate("second look");
    const renamed = await server.call(first.access, {
      method: "POST",
      url: "/v2/services/SVC-10008/update_custom_name",
      payload: { custom_name: "Renamed while impersonating" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const log = await server.call(admin, {
      method: "GET",
      url: "/v2/users/impersonation-log?limit=2",
    });
    const [newest, older] = log.json().results as Array<{ changes: Array<{ path: string }> }>;
    // The second started last and made nothing; the first made the one write.
    expect(newest?.changes).toEqual([]);
    expect(older?.changes.map((change) => change.path)).toEqual([
      "/v2/services/SVC-10008/update_custom_name",
    ]);
    const [rename] = await server.ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "service.renamed"));
    expect(rename?.actor).toMatchObject({ kind: "staff", staff: { email: "staff@conduit.test" } });

    const before = (await expiredStops()).length;
    server.advance(61 * 60 * 1000);
    expect((await server.call(second.access, { method: "GET", url: "/v2/me" })).statusCode).toBe(
      401,
    );
    // A fresh session of the administrator's: the first one's access token has expired too.
    admin = (await server.sessionFor("admin@acme.test")).access;
    expect((await server.call(admin, { method: "GET", url: "/v2/activity-log" })).statusCode).toBe(
      200,
    );
    await server.call(admin, { method: "GET", url: "/v2/activity-log/verify" });
    expect((await expiredStops()).length - before).toBe(2);
    const check = (
      await server.call(admin, { method: "GET", url: "/v2/activity-log/verify" })
    ).json();
    expect(check.intact).toBe(true);
  });
});
