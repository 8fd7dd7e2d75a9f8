import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FollowCandidateList,
  FollowerList,
  FollowState,
  TICKET_LIST,
  TicketDetail,
} from "../../../src/core/api/support/index.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "./support-desk-kit.ts";

let server: TestServer;
const { read, post, call } = supportCalls(() => server);
const ADMIN = "admin@acme.test";

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const openTicket = async () => {
  const page = await read(TICKET_LIST.response, ADMIN, "/support/tickets?status=open&limit=1");
  return page.results[0]?.id ?? "";
};
const followers = async (key: string) =>
  (await read(FollowerList, ADMIN, `/support/tickets/${key}/followers`)).results.map(
    (p) => p.email,
  );

describe("GET /v2/support/tickets/users", () => {
  it("lists the company's active people who can see tickets, by name", async () => {
    const page = await read(FollowCandidateList, ADMIN, "/support/tickets/users");
    expect(page.results.map((person) => person.email)).toEqual([
      "admin@acme.test",
      "noc@acme.test",
      "otp@acme.test",
      "support@acme.test",
      "viewer@acme.test",
    ]);
    const found = await read(FollowCandidateList, ADMIN, "/support/tickets/users?search=NOVAK");
    expect(found.results.map((person) => person.name)).toEqual(["Nadia Novak"]);
    const globex = await read(FollowCandidateList, "admin@globex.test", "/support/tickets/users");
    expect(globex.results.map((person) => person.email)).toEqual(["admin@globex.test"]);
  });
});

describe("followers, subscribe and unsubscribe", () => {
  it("subscribes and unsubscribes the caller, idempotently", async () => {
    const key = await openTicket();
    const before = await followers(key);
    expect(before).not.toContain("support@acme.test");
    const subscribed = await post("support@acme.test", `/support/tickets/${key}/subscribe`);
    expect(subscribed.statusCode).toBe(200);
    expect(expectValid(FollowState, subscribed.json())).toMatchObject({
      user: { email: "support@acme.test", name: "Samuel Stone" },
      is_following: true,
      followers_count: before.length + 1,
    });
    const again = await post("support@acme.test", `/support/tickets/${key}/subscribe`, {});
    expect(again.json().followers_count).toBe(before.length + 1);
    expect(await followers(key)).toContain("support@acme.test");
    const detail = await read(TicketDetail, "support@acme.test", `/support/tickets/${key}`);
    expect(detail.is_following).toBe(true);
    const left = await post("support@acme.test", `/support/tickets/${key}/unsubscribe`);
    expect(left.json()).toMatchObject({ is_following: false, followers_count: before.length });
    expect(await followers(key)).toEqual(before);
  });

  it("adds and removes a colleague who can see tickets", async () => {
    const key = await openTicket();
    const noc = String(await server.userId("noc@acme.test"));
    const added = await post(ADMIN, `/support/tickets/${key}/subscribe`, { user: noc });
    expect(added.json()).toMatchObject({ user: { email: "noc@acme.test" }, is_following: true });
    expect(await followers(key)).toContain("noc@acme.test");
    const removed = await post(ADMIN, `/support/tickets/${key}/unsubscribe`, { user: noc });
    expect(removed.json().is_following).toBe(false);
    expect(await followers(key)).not.toContain("noc@acme.test");
  });

  it("refuses people who cannot follow: other companies, no support permission, inactive", async () => {
    const key = await openTicket();
    for (const email of ["admin@globex.test", "billing@acme.test", "inactive@acme.test"]) {
      const user = String(await server.userId(email));
      const response = await post(ADMIN, `/support/tickets/${key}/subscribe`, { user });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty("user");
    }
    for (const user of ["abc", "99999999999", ""]) {
      expect((await post(ADMIN, `/support/tickets/${key}/subscribe`, { user })).statusCode).toBe(
        400,
      );
    }
    const text = await call(ADMIN, {
      method: "POST",
      url: `/support/tickets/${key}/subscribe`,
      payload: "me",
      headers: { "content-type": "text/plain" },
    });
    expect(text.statusCode).toBe(400);
  });
});
