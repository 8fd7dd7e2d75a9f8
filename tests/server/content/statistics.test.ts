import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../../server/src/db/seed/demo-accounts.ts";
import { Statistics } from "../../../src/core/api/account/statistics.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const statisticsOf = async (token: string) => {
  const response = await server.call(token, { method: "GET", url: "/v2/statistics" });
  expect(response.statusCode).toBe(200);
  return expectValid(Statistics, response.json());
};
const tokenOf = async (email: string) => (await server.sessionFor(email)).access;

const peopleOf = (company: "acme" | "globex") => {
  const people = DEMO_ACCOUNTS.filter((account) => account.company === company);
  const inState = (state: string) =>
    people.filter((account) => (account.status ?? "active") === state).length;
  return { active: inState("active"), invited: inState("invited"), inactive: inState("inactive") };
};

describe("GET /v2/statistics", () => {
  it("counts the caller's notifications and, for administrators, their company's people", async () => {
    const admin = await tokenOf("admin@acme.test");
    const notifications = (
      await server.call(admin, { method: "GET", url: "/v2/notifications" })
    ).json();
    const unread = notifications.results.filter((item: { is_read: boolean }) => !item.is_read);
    expect(await statisticsOf(admin)).toEqual({
      notifications: { total: notifications.count, unread: unread.length },
      users: peopleOf("acme"),
    });
  });

  it("shows the people counts to viewers of administration, per company", async () => {
    expect((await statisticsOf(await tokenOf("viewer@acme.test"))).users).toEqual(peopleOf("acme"));
    expect((await statisticsOf(await tokenOf("admin@globex.test"))).users).toEqual(
      peopleOf("globex"),
    );
  });

  it("leaves out the people counts for callers without the administration module", async () => {
    const statistics = await statisticsOf(await tokenOf("billing@acme.test"));
    expect(statistics).toEqual({ notifications: { total: 1, unread: 1 } });
  });

  it("follows the notifications as they are read", async () => {
    const support = await tokenOf("support@acme.test");
    expect((await statisticsOf(support)).notifications).toEqual({ total: 1, unread: 1 });
    await server.call(support, {
      method: "PUT",
      url: "/v2/notifications/read",
      payload: { ids: "all" },
    });
    expect((await statisticsOf(support)).notifications).toEqual({ total: 1, unread: 0 });
  });

  it("answers 401 without a token", async () => {
    expect((await server.call(null, { method: "GET", url: "/v2/statistics" })).statusCode).toBe(
      401,
    );
  });
});
