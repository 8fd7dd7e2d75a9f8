import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshSession } from "../../../server/src/auth/sessions.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { impersonationCalls } from "./impersonation-helpers.ts";
import { jwtPayload, SEED_TIMEOUT_MS } from "./users-support.ts";

const MINUTE = 60_000;

let server: TestServer;
const { auditRows, exit, get, impersonate } = impersonationCalls(() => server);

beforeAll(async () => {
  server = await startTestServer();
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());
/** What refreshSession reads of the request: its log and the client's address. */
const caller = () => ({ log: server.app.log, ip: "127.0.0.1" });

describe("POST /v2/impersonation/exit", () => {
  it("ends the impersonation, its tokens stop working, and records stop once", async () => {
    const { access, refresh } = (
      await impersonate("auditor@conduit.test", "viewer@acme.test")
    ).json();
    expect((await get(access, "/users")).statusCode).toBe(200);
    const response = await exit(refresh);
    expect(response.statusCode).toBe(200);
    expect(typeof response.json().detail).toBe("string");
    expect((await get(access, "/users")).statusCode).toBe(401);
    await expect(refreshSession(server.ctx, refresh, caller())).rejects.toMatchObject({
      status: 401,
    });
    expect((await exit(refresh)).statusCode).toBe(200);
    const stops = await auditRows("stop", "viewer@acme.test");
    expect(stops).toHaveLength(1);
    expect(stops[0]).toMatchObject({
      mode: "read-only",
      staffUserId: await server.userId("auditor@conduit.test"),
    });
  });

  it("refuses a token that is not an impersonation's refresh token", async () => {
    const own = await server.sessionFor("admin@acme.test");
    const notImpersonation = await exit(own.refresh);
    expect(notImpersonation.statusCode).toBe(400);
    expect(notImpersonation.json().refresh).toBeDefined();
    expect((await exit(own.access)).statusCode).toBe(401);
    expect((await exit("not.a.token")).statusCode).toBe(401);
    // The customer's own session is untouched.
    expect((await get(own.access, "/users")).statusCode).toBe(200);
  });
});

describe("the absolute lifetime", () => {
  it("ends after 60 minutes whatever refreshes happened", async () => {
    const first = (await impersonate("staff@conduit.test", "billing@acme.test")).json();
    server.advance(59 * MINUTE);
    // The first access token (15 minutes) has expired; a refresh at 59 minutes still works.
    expect((await get(first.access, "/impersonation/users")).statusCode).toBe(401);
    const renewed = await refreshSession(server.ctx, first.refresh, caller());
    const supportUrl = `/users/${await server.userId("support@acme.test")}`;
    // Billing holds no admin permission: 403 shows the token itself was accepted.
    expect((await get(renewed.access, supportUrl)).statusCode).toBe(403);
    expect(Number(jwtPayload(renewed.access).exp) * 1000).toBeLessThanOrEqual(
      server.ctx.now().getTime() + MINUTE + 1000,
    );

    server.advance(2 * MINUTE);
    expect((await get(renewed.access, supportUrl)).statusCode).toBe(401);
    await expect(refreshSession(server.ctx, renewed.refresh, caller())).rejects.toMatchObject({
      status: 401,
    });
  });
});
