import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../../server/src/db/schema.ts";
import { pruneReadNotifications } from "../../../server/src/modules/notifications/retention.ts";
import { isPastRetention } from "../../../src/core/api/notifications/notification-retention.ts";
import { NOTIFICATION_RETENTION_DAYS } from "../../../src/core/constants.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
let token: string;
let userId: number;

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.sessionFor("viewer@acme.test")).access;
  userId = await server.userId("viewer@acme.test");
});
afterAll(() => server.close());

interface Page {
  readonly count: number;
  readonly results: Array<{ readonly id: string; readonly total_unread: number }>;
}

const page = async (query = ""): Promise<Page> =>
  (await server.call(token, { method: "GET", url: `/v2/notifications?limit=10${query}` })).json();

/** What the list must say, counted the slow way from the table itself. */
async function counted() {
  const rows = await server.ctx.db
    .select({ isRead: notifications.isRead })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { total: rows.length, unread: rows.filter((row) => !row.isRead).length };
}

async function expectCountsInStep() {
  const expected = await counted();
  const first = await page();
  expect(first.count).toBe(expected.total);
  expect(first.results[0]?.total_unread ?? 0).toBe(expected.unread);
  const statistics = (await server.call(token, { method: "GET", url: "/v2/statistics" })).json();
  expect(statistics.notifications).toEqual(expected);
}

const sent = (daysAgo: number) => new Date(server.ctx.now().getTime() - daysAgo * DAY_MS);

describe("the polled notification list's counts", () => {
  it("follow inserts, one by one and in bulk", async () => {
    await expectCountsInStep();
    await server.ctx.db
      .insert(notifications)
      .values({ userId, message: "Port 1 is up", dateCreated: sent(0) });
    await server.ctx.db.insert(notifications).values(
      Array.from({ length: 40 }, (_, index) => ({
        userId,
        message: `Maintenance ${index} scheduled`,
        isRead: index % 3 === 0,
        dateCreated: sent(0),
      })),
    );
    await expectCountsInStep();
  });

  it("follow marking some and then all read", async () => {
    const { results } = await page();
    const ids = results.slice(0, 3).map((item) => item.id);
    await server.call(token, { method: "PUT", url: "/v2/notifications/read", payload: { ids } });
    await expectCountsInStep();
    const response = await server.call(token, {
      method: "PUT",
      url: "/v2/notifications/read",
      payload: { ids: "all" },
    });
    expect(response.json()).toEqual({ total_unread: 0 });
    await expectCountsInStep();
  });

  it("follow deletes, and a filtered list still counts what it filters", async () => {
    await server.ctx.db.insert(notifications).values([
      {
        userId,
        message: "Invoice INV-1 is available",
        relatedModule: "billing",
        dateCreated: sent(0),
      },
    ]);
    const [one] = await server.ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .limit(1);
    await server.ctx.db.delete(notifications).where(eq(notifications.id, one?.id ?? 0));
    await expectCountsInStep();
    const unread = await page("&is_read=false");
    expect(unread.count).toBe((await counted()).unread);
  });
});

describe("retention of read notifications", () => {
  it(`deletes read notifications sent more than ${NOTIFICATION_RETENTION_DAYS} days ago, and keeps unread ones`, async () => {
    const before = await counted();
    await server.ctx.db.insert(notifications).values([
      {
        userId,
        message: "old and read",
        isRead: true,
        dateCreated: sent(NOTIFICATION_RETENTION_DAYS + 1),
      },
      {
        userId,
        message: "old and unread",
        isRead: false,
        dateCreated: sent(NOTIFICATION_RETENTION_DAYS * 3),
      },
      {
        userId,
        message: "recent and read",
        isRead: true,
        dateCreated: sent(NOTIFICATION_RETENTION_DAYS - 1),
      },
    ]);
    expect(await pruneReadNotifications(server.ctx)).toBe(1);
    const messages = (
      await server.ctx.db
        .select({ message: notifications.message })
        .from(notifications)
        .where(eq(notifications.userId, userId))
    ).map((row) => row.message);
    expect(messages).toContain("old and unread");
    expect(messages).toContain("recent and read");
    expect(messages).not.toContain("old and read");
    // What is left is exactly what the rule of src/core keeps (the boundary is tested there).
    const left = await server.ctx.db
      .select({ isRead: notifications.isRead, sent: notifications.dateCreated })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(left.filter((row) => isPastRetention(row, server.ctx.now()))).toEqual([]);
    expect((await counted()).total).toBe(before.total + 2);
    await expectCountsInStep();
  });
});
