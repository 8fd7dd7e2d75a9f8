import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_LIST } from "../../../src/core/api/notifications/notification-filters.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionFor("admin@acme.test")).access;
});
afterAll(() => server.close());

interface Item {
  readonly id: string;
  readonly message: string;
  readonly is_read: boolean;
  readonly date_created: string;
  readonly related_module: string | null;
  readonly total_unread: number;
}

const list = async (query = "", token: string = admin) => {
  const response = await server.call(token, { method: "GET", url: `/v2/notifications${query}` });
  expect(response.statusCode).toBe(200);
  const page = expectValid(NOTIFICATION_LIST.response, response.json());
  return { ...page, results: page.results as ReadonlyArray<Item> };
};

const HOUR = 60 * 60 * 1000;
const isoHoursAgo = (hours: number) => new Date(server.ctx.now().getTime() - hours * HOUR);
const day = (date: Date) => date.toISOString().slice(0, 10);

describe("GET /v2/notifications", () => {
  it("lists the caller's notifications newest first, each with the unread total", async () => {
    const page = await list();
    expect(page.count).toBe(7);
    const times = page.results.map((item) => Date.parse(item.date_created));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const unread = page.results.filter((item) => !item.is_read).length;
    expect(page.results.every((item) => item.total_unread === unread)).toBe(true);
    expect(page.results.map((item) => item.message)).toContain(
      "Port LON1-LD8 LAG 2x10G (20 Gbps) is now live.",
    );
  });

  it("counts unread over all the caller's notifications, not over the page or the filter", async () => {
    const all = await list();
    const unread = all.results.filter((item) => !item.is_read).length;
    expect((await list("?limit=1")).results[0]?.total_unread).toBe(unread);
    expect((await list("?is_read=true")).results[0]?.total_unread).toBe(unread);
  });

  it("pages with offset and limit, keeping the filters in the links", async () => {
    const first = await list("?is_read=false&limit=2");
    expect(first.count).toBe(4);
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe("/v2/notifications?is_read=false&limit=2&offset=2");
    expect(first.previous).toBeNull();
    const second = await list("?is_read=false&limit=2&offset=2");
    expect(second.next).toBeNull();
    const ids = [...first.results, ...second.results].map((item) => item.id);
    expect(new Set(ids).size).toBe(4);
    const past = await list("?offset=40");
    expect(past).toMatchObject({ count: 7, next: null, results: [] });
  });

  it("filters by read state and by related module", async () => {
    const read = await list("?is_read=true");
    expect(read.count).toBe(3);
    expect(read.results.every((item) => item.is_read)).toBe(true);
    const unread = await list("?is_read=false");
    expect(unread.results.every((item) => !item.is_read)).toBe(true);
    const ports = await list("?related_module=service_port");
    expect(ports.results.map((item) => item.related_module)).toEqual(["service_port"]);
    expect((await list("?related_module=billing")).count).toBe(0);
  });

  it("searches messages ignoring case, taking wildcard characters literally", async () => {
    const latest = `INV-${server.ctx.now().getUTCFullYear()}-0114`;
    const found = await list(`?search=${encodeURIComponent(latest.toLowerCase())}%20is`);
    expect(found.results.map((item) => item.message)).toEqual([`Invoice ${latest} is available.`]);
    expect((await list("?search=%25")).count).toBe(0);
    expect((await list("?search=_")).count).toBe(0);
    expect((await list("?search=%20%20")).count).toBe(7);
  });

  it("bounds the creation date by instants and by whole days", async () => {
    // The demo notifications are hours to days old, the latest invoice's as old as that
    // invoice (seed/demo-content.ts): the counts follow from their times, on any date.
    const times = (await list()).results.map((item) => Date.parse(item.date_created));
    const cut = isoHoursAgo(25);
    const olderThanCut = times.filter((time) => time <= cut.getTime()).length;
    expect(olderThanCut).toBeGreaterThan(0);
    expect(olderThanCut).toBeLessThan(7);
    const at = encodeURIComponent(cut.toISOString());
    expect((await list(`?date_from=${at}`)).count).toBe(7 - olderThanCut);
    expect((await list(`?date_to=${at}`)).count).toBe(olderThanCut);
    expect((await list(`?date_to=${day(server.ctx.now())}`)).count).toBe(7);
    expect((await list(`?date_from=${day(isoHoursAgo(-48))}`)).count).toBe(0);
    const oldest = Math.min(...times);
    expect((await list(`?date_to=${day(new Date(oldest - 24 * HOUR))}`)).count).toBe(0);
    expect((await list(`?date_from=${day(new Date(oldest))}`)).count).toBe(7);
    expect((await list("?date_from=0001-01-01&date_to=9999-12-31")).count).toBe(7);
  });

  it("treats empty filter values as no filter", async () => {
    expect((await list("?is_read=&related_module=&search=&date_from=&date_to=")).count).toBe(7);
  });

  it.each([
    ["is_read=maybe", "is_read"],
    ["date_from=2026-02-30", "date_from"],
    // The day of a date-time must exist too: Date would read it as 2 March.
    ["date_to=2026-02-30T10:00:00Z", "date_to"],
    // Year 0 is none the database has: every list's dates keep to years 1 to 9999.
    ["date_from=0000-01-01T00:00:00Z", "date_from"],
    ["date_to=yesterday", "date_to"],
    [`search=${"x".repeat(201)}`, "search"],
    [`related_module=${"m".repeat(65)}`, "related_module"],
    ["limit=ten", "limit"],
    ["offset=-1", "offset"],
    ["is_read=true&is_read=false", "is_read"],
    ["search=a%00b", "search"],
    ["related_module=%00", "related_module"],
  ])("answers 400 naming the field for ?%s", async (query, field) => {
    const response = await server.call(admin, {
      method: "GET",
      url: `/v2/notifications?${query}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty(field);
  });

  it("shows each user only their own notifications", async () => {
    const globex = (await server.sessionFor("admin@globex.test")).access;
    const theirs = await list("", globex);
    expect(theirs.count).toBe(2);
    const acmeIds = new Set((await list()).results.map((item) => item.id));
    expect(theirs.results.some((item) => acmeIds.has(item.id))).toBe(false);
    const none = (await server.sessionFor("staff@conduit.test")).access;
    expect(await list("", none)).toMatchObject({ count: 0, results: [] });
  });

  it("answers 401 without a token", async () => {
    const response = await server.call(null, { method: "GET", url: "/v2/notifications" });
    expect(response.statusCode).toBe(401);
  });
});
