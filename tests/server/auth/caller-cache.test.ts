import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenFamilies, userPermissions, users } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/**
 * The caller's row is reused between requests only while no write could have changed it
 * (auth/current-user.ts): whatever writes, through any module or straight to the database on
 * the same connection, the very next request sees it. On PostgreSQL nothing is reused, and
 * these hold all the more.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

const me = (access: string) => server.call(access, { method: "GET", url: "/v2/me" });
const bell = (access: string) => server.call(access, { method: "GET", url: "/v2/notifications" });

describe("the caller read once and reused", () => {
  it("refuses a session revoked behind the server's back on the very next request", async () => {
    const { access } = await server.sessionFor("viewer@acme.test");
    for (let i = 0; i < 3; i++) expect((await bell(access)).statusCode).toBe(200);
    await server.ctx.db
      .update(tokenFamilies)
      .set({ revokedAt: server.ctx.now(), revokedReason: "test" });
    expect((await bell(access)).statusCode).toBe(401);
  });

  it("answers with the permissions and names as they are now, not as first read", async () => {
    const { access } = await server.sessionFor("admin@acme.test");
    const userId = await server.userId("admin@acme.test");
    const before = (await me(access)).json();
    expect((await me(access)).json()).toEqual(before);
    await server.ctx.db
      .update(users)
      .set({ firstname: sql`${users.firstname} || ' Renamed'` })
      .where(eq(users.id, userId));
    expect((await me(access)).json().firstname).toBe(`${before.firstname} Renamed`);
    await server.ctx.db.delete(userPermissions).where(eq(userPermissions.userId, userId));
    const after = (await me(access)).json();
    expect(after.permissions).toEqual([]);
  });

  it("refuses a deactivated user at once, even in a transaction that ends after reads", async () => {
    const { access } = await server.sessionFor("viewer@acme.test");
    expect((await bell(access)).statusCode).toBe(200);
    const userId = await server.userId("viewer@acme.test");
    await server.ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ status: "inactive" }).where(eq(users.id, userId));
    });
    expect((await bell(access)).statusCode).toBe(401);
  });
});
