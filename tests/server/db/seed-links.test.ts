import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, users } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SEED_TIMEOUT_MS } from "../users/users-support.ts";

/**
 * Every notification and the banner of the demo data name a record that exists for the
 * reader's company, and link to it (issue 40: "Ticket SUP-1042 was resolved" linked to a 404,
 * and the banner announced a Frankfurt maintenance in nobody's list). A link is followed the
 * way the portal's page would follow it: the record's /v2 call, as the reader.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

/** The /v2 call that loads the record a portal path shows, or null for a list page. */
const RECORD_CALLS: ReadonlyArray<readonly [RegExp, (id: string) => string]> = [
  [/^\/services\/([^/]+)$/, (id) => `/services/${id}`],
  [/^\/support\/tickets\/([^/]+)$/, (id) => `/support/tickets/${id}`],
  [/^\/billing\/invoices\/([^/]+)$/, (id) => `/invoices/${id}`],
  [/^\/support\/maintenances\/([^/]+)$/, (id) => `/maintenances/${id}`],
  [/^\/support\/outages\/([^/]+)$/, (id) => `/outages/${id}`],
];
const LIST_PAGES = new Set(["/support/maintenances", "/support/outages", "/billing/invoices"]);

/** What is wrong with a link read by `email`, or null when it opens a record that exists. */
async function brokenLink(email: string, url: string): Promise<string | null> {
  if (LIST_PAGES.has(url)) return null;
  for (const [pattern, call] of RECORD_CALLS) {
    const id = pattern.exec(url)?.[1];
    if (id === undefined) continue;
    const token = (await server.sessionFor(email)).access;
    const response = await server.call(token, { method: "GET", url: `/v2${call(id)}` });
    return response.statusCode === 200 ? null : `${url} answers ${response.statusCode}`;
  }
  return `${url} is no page the portal has`;
}

describe("the demo data's links", () => {
  it("every notification links to a record of its reader's company", async () => {
    const rows = await server.ctx.db
      .select({ email: users.email, message: notifications.message, url: notifications.url })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId));
    expect(rows.length).toBeGreaterThan(20);
    const broken: string[] = [];
    for (const row of rows) {
      if (row.url === null) continue;
      const problem = await brokenLink(row.email, row.url);
      if (problem !== null) broken.push(`${row.email}: "${row.message}": ${problem}`);
      // A ticket or maintenance named in the message is the one linked.
      const named = /\b(SUP-\d+|MNT-\d{4}-\d{4})\b/.exec(row.message)?.[1];
      if (named !== undefined && !row.url.endsWith(`/${named}`)) {
        broken.push(`${row.email}: "${row.message}" links to ${row.url}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the banner leads every customer to its own record of the maintenance it announces", async () => {
    for (const email of ["admin@acme.test", "admin@globex.test"]) {
      const token = (await server.sessionFor(email)).access;
      const banner = (await server.call(token, { method: "GET", url: "/v2/banner-alert" })).json();
      expect(banner.url, email).toMatch(/^\/support\/maintenances\/\d+$/);
      const record = await server.call(token, {
        method: "GET",
        url: `/v2${banner.url.replace("/support", "")}`,
      });
      expect(record.statusCode, email).toBe(200);
      const list = { results: [record.json()] };
      const day = new Intl.DateTimeFormat("en-GB", {
        weekday: "long",
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      });
      // The banner's night ("on Saturday 5 December 02:00-04:00 UTC") is one of the company's.
      const nights = (list.results as Array<{ window_start: string }>).map(
        (item) =>
          `on ${day.format(new Date(item.window_start))} ${item.window_start.slice(11, 16)}-`,
      );
      expect(
        nights.some((night) => banner.message.includes(night)),
        email,
      ).toBe(true);
    }
  });
});
