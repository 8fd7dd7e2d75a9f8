import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { impersonationAudit, users } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { accessAccepted, SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

let server: TestServer;
/** The server's log as it writes it, one JSON line each. */
const lines: string[] = [];
beforeAll(async () => {
  server = await startTestServer({}, { logStream: { write: (line) => lines.push(line) } });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

const post = (url: string, payload: unknown) =>
  server.call(null, { method: "POST", url, payload: payload as object });
const refreshWith = (refresh: string) => post("/v2/auth/refresh", { refresh });
const logout = (refresh: string) => post("/v2/logout", { refresh });
/** The reuse events of one session (refresh-token family). */
const reuseEvents = (familyId: string) =>
  lines
    .map((line) => JSON.parse(line) as { event?: string; family_id?: string })
    .filter((entry) => entry.event === "security.refresh_token_reuse")
    .filter((entry) => entry.family_id === familyId);

describe("POST /v2/auth/refresh", () => {
  it("rotates: a new pair whose access token works", async () => {
    const first = await server.signIn("admin@acme.test");
    const response = await refreshWith(first.refresh);
    expect(response.statusCode, response.body).toBe(200);
    const next = response.json();
    expect(next.refresh).not.toBe(first.refresh);
    expect(await accessAccepted(server, next.access)).toBe(true);
  });

  it("hands the same successor back for the previous token within 10 seconds", async () => {
    const first = await server.signIn("admin@acme.test");
    const next = (await refreshWith(first.refresh)).json();
    server.advance(9000);
    const again = await refreshWith(first.refresh);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refresh).toBe(next.refresh);
    // Both tabs now hold one chain, which goes on rotating.
    expect((await refreshWith(next.refresh)).statusCode).toBe(200);
  });

  it("revokes the whole family when a rotated token comes back after the grace", async () => {
    const first = await server.signIn("admin@acme.test");
    const next = (await refreshWith(first.refresh)).json();
    server.advance(11_000);
    expect((await refreshWith(first.refresh)).statusCode).toBe(401);
    expect((await refreshWith(next.refresh)).statusCode).toBe(401);
    expect(await accessAccepted(server, next.access)).toBe(false);
  });

  it("records the reuse as a security event naming the user and the session", async () => {
    const first = await server.signIn("admin@acme.test");
    const { sid } = JSON.parse(
      Buffer.from(first.refresh.split(".")[1] ?? "", "base64url").toString(),
    );
    const next = (await refreshWith(first.refresh)).json();
    // Within the grace: a concurrent tab, not reuse.
    expect((await refreshWith(first.refresh)).statusCode).toBe(200);
    expect(reuseEvents(sid)).toEqual([]);
    server.advance(11_000);
    expect((await refreshWith(first.refresh)).statusCode).toBe(401);
    // The revoked family answers 401 without another event: only the reuse itself is one.
    expect((await refreshWith(next.refresh)).statusCode).toBe(401);
    expect(reuseEvents(sid)).toEqual([
      expect.objectContaining({
        level: 40,
        event: "security.refresh_token_reuse",
        user_id: await server.userId("admin@acme.test"),
        family_id: sid,
        impersonated_by: null,
        ip: "127.0.0.1",
      }),
    ]);
  });

  it("only the immediately previous token gets the grace", async () => {
    const first = await server.signIn("admin@acme.test");
    const second = (await refreshWith(first.refresh)).json();
    const third = (await refreshWith(second.refresh)).json();
    expect((await refreshWith(first.refresh)).statusCode).toBe(401);
    expect(await accessAccepted(server, third.access)).toBe(false);
  });

  it("ends the session of a user deactivated since signing in", async () => {
    const pair = await server.signIn("viewer@acme.test");
    const viewer = await server.userId("viewer@acme.test");
    await server.ctx.db.update(users).set({ status: "inactive" }).where(eq(users.id, viewer));
    expect((await refreshWith(pair.refresh)).statusCode).toBe(401);
    await server.ctx.db.update(users).set({ status: "active" }).where(eq(users.id, viewer));
    // Reactivating does not bring the ended session back.
    expect((await refreshWith(pair.refresh)).statusCode).toBe(401);
  });
});

describe("POST /v2/logout", () => {
  it("answers 200 and ends the session: old access and refresh tokens then fail", async () => {
    const pair = await server.signIn("admin@acme.test");
    const response = await logout(pair.refresh);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: "Signed out." });
    expect(await accessAccepted(server, pair.access)).toBe(false);
    expect((await refreshWith(pair.refresh)).statusCode).toBe(401);
  });

  it("leaves the user's other sessions alone", async () => {
    const one = await server.signIn("admin@acme.test");
    const other = await server.signIn("admin@acme.test");
    await logout(one.refresh);
    expect(await accessAccepted(server, other.access)).toBe(true);
  });

  it("answers 200 for an unknown, forged, repeated or access token: signing out never fails", async () => {
    const pair = await server.signIn("admin@acme.test");
    for (const token of ["not-a-token", pair.access, "a.b.c"]) {
      expect((await logout(token)).statusCode).toBe(200);
    }
    expect(await accessAccepted(server, pair.access)).toBe(true);
    expect((await logout(pair.refresh)).statusCode).toBe(200);
    expect((await logout(pair.refresh)).statusCode).toBe(200);
  });

  it("answers a malformed body with 400", async () => {
    for (const payload of [{}, { refresh: 1 }, { refresh: "" }, []]) {
      expect((await post("/v2/logout", payload)).statusCode).toBe(400);
    }
  });

  it("records the end of an impersonation as a stop in the audit, once", async () => {
    const staff = await server.userId("staff@conduit.test");
    const customer = await server.userId("support@acme.test");
    const pair = await server.sessionFor("support@acme.test", { staffUserId: staff, mode: "full" });
    const stops = () =>
      server.ctx.db
        .select()
        .from(impersonationAudit)
        .where(
          and(eq(impersonationAudit.action, "stop"), eq(impersonationAudit.staffUserId, staff)),
        );
    expect(await stops()).toHaveLength(0);
    await logout(pair.refresh);
    await logout(pair.refresh);
    const rows = await stops();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetUserId: customer, mode: "full", path: "/v2/logout" });
    expect(await accessAccepted(server, pair.access)).toBe(false);
  });

  it("records no stop when an ordinary session ends", async () => {
    const before = await server.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(impersonationAudit);
    await logout((await server.signIn("billing@acme.test")).refresh);
    const after = await server.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(impersonationAudit);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
