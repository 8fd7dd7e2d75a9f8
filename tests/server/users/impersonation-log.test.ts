import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SEED_TIMEOUT_MS } from "./users-support.ts";

/**
 * GET /users/impersonation-log: each time provider staff acted as a user of the caller's
 * company, with the mode, start, end and the writes they made; only the company's own users,
 * only for holders of an administration permission.
 */

let server: TestServer;
let ids: Record<"admin" | "viewer", string>;

beforeAll(async () => {
  server = await startTestServer();
  ids = {
    admin: String(await server.userId("admin@acme.test")),
    viewer: String(await server.userId("viewer@acme.test")),
  };
  await actAs("staff@conduit.test", ids.admin, 200);
  await actAs("auditor@conduit.test", ids.viewer, 403);
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

/** Staff starts an impersonation, tries one write (PUT /me), and exits. */
async function actAs(staff: string, userId: string, expectedWrite: number): Promise<void> {
  const { access } = await server.sessionFor(staff);
  const started = await server.call(access, {
    method: "POST",
    url: "/v2/impersonation/users",
    payload: { id: userId },
  });
  expect(started.statusCode).toBe(200);
  const pair = started.json() as { access: string; refresh: string };
  const currencies = await server.call(pair.access, { method: "GET", url: "/v2/currencies" });
  const currencyId = currencies.json().results[1].id as string;
  const write = await server.call(pair.access, {
    method: "PUT",
    url: "/v2/me",
    payload: { default_currency: currencyId },
  });
  expect(write.statusCode).toBe(expectedWrite);
  const exit = await server.call(null, {
    method: "POST",
    url: "/v2/impersonation/exit",
    payload: { refresh: pair.refresh },
  });
  expect(exit.statusCode).toBe(200);
}

const log = async (email: string, query = "") => {
  const { access } = await server.sessionFor(email);
  const response = await server.call(access, {
    method: "GET",
    url: `/v2/users/impersonation-log${query}`,
  });
  return { status: response.statusCode, body: response.json() };
};

describe("GET /v2/users/impersonation-log", () => {
  it("shows who acted as whom, how, when, and what they changed, newest first", async () => {
    const { status, body } = await log("admin@acme.test");
    expect(status).toBe(200);
    expect(body.count).toBe(2);
    const [readOnly, full] = body.results;
    expect(readOnly).toMatchObject({
      staff: { name: "Arthur Ash", email: "auditor@conduit.test" },
      user: { id: ids.viewer, email: "viewer@acme.test" },
      mode: "read-only",
      changes: [{ method: "PUT", path: "/v2/me", status: 403 }],
    });
    expect(full).toMatchObject({
      staff: { name: "Sofia Santos", email: "staff@conduit.test" },
      user: { id: ids.admin, email: "admin@acme.test" },
      mode: "full",
      changes: [{ method: "PUT", path: "/v2/me", status: 200 }],
    });
    for (const entry of body.results) {
      expect(Date.parse(entry.ended_at)).toBeGreaterThanOrEqual(Date.parse(entry.started_at));
    }
  });

  it("filters by the user acted as and by day", async () => {
    const byUser = await log("admin@acme.test", `?user=${ids.viewer}`);
    expect(byUser.body.results.map((entry: { user: { id: string } }) => entry.user.id)).toEqual([
      ids.viewer,
    ]);
    const past = await log("admin@acme.test", "?date_to=2001-01-01");
    expect(past.body).toMatchObject({ count: 0, results: [] });
    const bad = await log("admin@acme.test", "?user=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.user).toEqual(["A valid integer is required."]);
  });

  it("shows another company none of it", async () => {
    const { status, body } = await log("admin@globex.test");
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 0, results: [] });
  });

  it("is read by viewers of administration and refused to others", async () => {
    expect((await log("viewer@acme.test")).status).toBe(200);
    expect((await log("billing@acme.test")).status).toBe(403);
  });
});
