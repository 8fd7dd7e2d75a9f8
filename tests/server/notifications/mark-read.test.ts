import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

let server: TestServer;
let acme: string;
let globex: string;

beforeAll(async () => {
  server = await startTestServer();
  acme = (await server.sessionFor("admin@acme.test")).access;
  globex = (await server.sessionFor("admin@globex.test")).access;
});
afterAll(() => server.close());

interface Item {
  readonly id: string;
  readonly is_read: boolean;
  readonly total_unread: number;
}

const notificationsOf = async (token: string): Promise<Item[]> =>
  (await server.call(token, { method: "GET", url: "/v2/notifications" })).json().results;
const unreadOf = async (token: string) =>
  (await notificationsOf(token)).filter((item) => !item.is_read);
const markRead = (token: string | null, payload: unknown) =>
  server.call(token, { method: "PUT", url: "/v2/notifications/read", payload: payload as object });

describe("PUT /v2/notifications/read", () => {
  it("marks the listed notifications read and answers the unread total", async () => {
    const [first, second, ...rest] = await unreadOf(acme);
    const response = await markRead(acme, { ids: [first?.id, second?.id, first?.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total_unread: rest.length });
    const after = await notificationsOf(acme);
    expect(after.find((item) => item.id === first?.id)?.is_read).toBe(true);
    expect(after.find((item) => item.id === second?.id)?.is_read).toBe(true);
    expect(after[0]?.total_unread).toBe(rest.length);
  });

  it("ignores ids that are already read or name nothing", async () => {
    const unread = (await unreadOf(acme)).length;
    const read = (await notificationsOf(acme)).find((item) => item.is_read);
    const response = await markRead(acme, {
      ids: [read?.id, "abc", "-1", "0", "99999999999999", "2147483647"],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total_unread: unread });
  });

  it("never touches another company's notifications", async () => {
    const acmeUnread = await unreadOf(acme);
    const globexUnread = (await unreadOf(globex)).length;
    const response = await markRead(globex, { ids: acmeUnread.map((item) => item.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total_unread: globexUnread });
    expect(await unreadOf(acme)).toEqual(acmeUnread);
  });

  it("refuses a read-only impersonation with 403, changing nothing", async () => {
    const staffUserId = await server.userId("auditor@conduit.test");
    const { access } = await server.sessionFor("admin@acme.test", {
      staffUserId,
      mode: "read-only",
    });
    const before = await unreadOf(acme);
    expect((await markRead(access, { ids: "all" })).statusCode).toBe(403);
    expect(await unreadOf(acme)).toEqual(before);
  });

  it('marks every one of the caller\'s notifications read with "all", and only theirs', async () => {
    const viewer = (await server.sessionFor("viewer@acme.test")).access;
    const viewerUnread = await unreadOf(viewer);
    const response = await markRead(acme, { ids: "all" });
    expect(response.json()).toEqual({ total_unread: 0 });
    expect(await unreadOf(acme)).toEqual([]);
    expect(await unreadOf(viewer)).toEqual(viewerUnread);
    expect((await markRead(acme, { ids: "all" })).json()).toEqual({ total_unread: 0 });
  });

  it.each([
    [{ ids: [] }, "ids"],
    [{ ids: "none" }, "ids"],
    [{ ids: [1] }, "ids[0]"],
    [{ ids: [""] }, "ids[0]"],
    [{}, "ids"],
  ])("answers 400 naming the field for %j", async (payload, field) => {
    const response = await markRead(acme, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty([field]);
  });

  it("answers 401 without a token", async () => {
    expect((await markRead(null, { ids: "all" })).statusCode).toBe(401);
  });
});
