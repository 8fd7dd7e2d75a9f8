import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decode } from "../../../src/core/api/decode.ts";
import { PERMISSION_LOG_LIST } from "../../../src/core/api/users/permission-log.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SEED_TIMEOUT_MS } from "./users-support.ts";

const HOUR = 60 * 60 * 1000;

let server: TestServer;
let ids: Record<string, number>;
let start: Date;

/** Three changes an hour apart: two by Alice (Acme), one by Olivia (Acme); one at Globex. */
beforeAll(async () => {
  server = await startTestServer();
  start = server.ctx.now();
  ids = {};
  for (const email of [
    "billing@acme.test",
    "support@acme.test",
    "admin@acme.test",
    "otp@acme.test",
    "finance@globex.test",
  ]) {
    ids[email] = await server.userId(email);
  }
  // Tokens are minted per call: the clock moves past an access token's 15 minutes.
  const change = async (by: string, email: string, permissions: string[]) => {
    const token = (await server.sessionFor(by)).access;
    const url = `/v2/users/${ids[email]}/permissions`;
    const response = await server.call(token, { method: "PUT", url, payload: { permissions } });
    if (response.statusCode !== 200) throw new Error(response.body);
  };
  await change("admin@acme.test", "billing@acme.test", [
    "view_billing_module",
    "view_support_module",
  ]);
  server.advance(HOUR);
  await change("otp@acme.test", "support@acme.test", ["view_support_module"]);
  server.advance(HOUR);
  await change("admin@acme.test", "support@acme.test", [
    "view_support_module",
    "write_support_module",
    "view_service_module",
  ]);
  await change("admin@globex.test", "finance@globex.test", [
    "view_billing_module",
    "write_billing_module",
  ]);
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const log = async (query = "", as = "admin@acme.test") => {
  const token = (await server.sessionFor(as)).access;
  const response = await server.call(token, {
    method: "GET",
    url: `/v2/users/permission-log${query}`,
  });
  return { status: response.statusCode, body: response.json() };
};

describe("GET /v2/users/permission-log", () => {
  it("lists the company's changes newest first, in the contract's shape", async () => {
    const { status, body } = await log();
    expect(status).toBe(200);
    expect(decode(PERMISSION_LOG_LIST.response, body).ok).toBe(true);
    expect(body.count).toBe(3);
    const [newest, middle, oldest] = body.results;
    expect(newest).toMatchObject({
      user: {
        id: String(ids["support@acme.test"]),
        name: "Samuel Stone",
        email: "support@acme.test",
      },
      changed_by: {
        id: String(ids["admin@acme.test"]),
        name: "Alice Anders",
        email: "admin@acme.test",
      },
      added: ["view_service_module", "write_support_module"],
      removed: [],
    });
    expect(middle).toMatchObject({ removed: ["write_support_module"], added: [] });
    expect(middle.changed_by.email).toBe("otp@acme.test");
    expect(oldest).toMatchObject({
      added: ["view_support_module"],
      removed: ["write_billing_module"],
    });
    expect(Date.parse(newest.date)).toBeGreaterThan(Date.parse(oldest.date));
  });

  it("filters by the user changed and by who changed it", async () => {
    const bySupport = await log(`?user=${ids["support@acme.test"]}`);
    expect(bySupport.body.count).toBe(2);
    const byOlivia = await log(`?changed_by=${ids["otp@acme.test"]}`);
    expect(byOlivia.body.count).toBe(1);
    const both = await log(`?user=${ids["billing@acme.test"]}&changed_by=${ids["otp@acme.test"]}`);
    expect(both.body.count).toBe(0);
    expect((await log("?user=9999999999")).body.count).toBe(0);
  });

  it("filters by a period, a whole day in date_to included", async () => {
    const day = start.toISOString().slice(0, 10);
    const from = new Date(start.getTime() + HOUR / 2).toISOString();
    expect((await log(`?date_from=${from}`)).body.count).toBe(2);
    expect((await log(`?date_to=${from}`)).body.count).toBe(1);
    const lastDay = server.ctx.now().toISOString().slice(0, 10);
    expect((await log(`?date_from=${day}&date_to=${lastDay}`)).body.count).toBe(3);
    expect((await log("?date_to=2000-01-01")).body.count).toBe(0);
  });

  it("pages", async () => {
    const first = await log("?limit=2");
    expect(first.body.results).toHaveLength(2);
    expect(first.body.next).toBe("/v2/users/permission-log?limit=2&offset=2");
    const second = await log("?limit=2&offset=2");
    expect(second.body.results).toHaveLength(1);
  });

  it("answers bad filters with 400 under the field", async () => {
    for (const [query, field] of [
      ["?user=abc", "user"],
      ["?changed_by=-1", "changed_by"],
      ["?user=99999999999", "user"],
      ["?date_from=yesterday", "date_from"],
      ["?date_to=2026-02-31", "date_to"],
      ["?date_from=0000-01-01", "date_from"],
      ["?date_to=9999-12-31T23:59:59-23:59", "date_to"],
    ]) {
      const { status, body } = await log(query);
      expect(status, query).toBe(400);
      expect(body[field as string], query).toBeDefined();
    }
  });

  it("shows Globex only its own changes", async () => {
    const { body } = await log("", "admin@globex.test");
    expect(body.count).toBe(1);
    expect(body.results[0].user.email).toBe("finance@globex.test");
  });
});
