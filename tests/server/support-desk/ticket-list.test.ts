import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TICKET_EXPORT_COLUMNS,
  TICKET_LIST,
  TICKET_STATUSES,
  TicketDetail,
  TicketExportStatus,
  TicketTypeList,
} from "../../../src/core/api/support/index.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { parseCsv, supportCalls } from "./support-desk-kit.ts";

let server: TestServer;
const { read, get, post } = supportCalls(() => server);
const ADMIN = "admin@acme.test";
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = (query = "", email = ADMIN) =>
  read(TICKET_LIST.response, email, `/support/tickets${query}`);
const typeId = async (name: string) => {
  const types = await read(TicketTypeList, ADMIN, "/support/ticket-types");
  const type = types.results.find((item) => item.name === name);
  if (!type) throw new Error(`no type ${name}`);
  return type.id;
};

describe("GET /v2/support/tickets", () => {
  it("lists the company's tickets newest first, only the company's", async () => {
    const page = await list();
    expect(page.count).toBe(20);
    const created = page.results.map((ticket) => Date.parse(ticket.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(page.results.every((ticket) => ticket.reporter.email.endsWith("@acme.test"))).toBe(true);
    const globex = await list("", "admin@globex.test");
    expect(globex.count).toBe(16);
    const acmeKeys = new Set(page.results.map((ticket) => ticket.id));
    expect(globex.results.some((ticket) => acmeKeys.has(ticket.id))).toBe(false);
  });

  it("pages with offset and limit, keeping the filters in the links", async () => {
    const first = await list("?status=closed&limit=4");
    expect(first.count).toBe(10);
    expect(first.next).toBe("/v2/support/tickets?status=closed&limit=4&offset=4");
    expect(first.previous).toBeNull();
    const keys: string[] = [];
    let next: string | null = "/support/tickets?status=closed&limit=4";
    while (next !== null) {
      const page = await list(next.replace(/^(\/v2)?\/support\/tickets/, ""));
      keys.push(...page.results.map((ticket) => ticket.id));
      next = page.next;
    }
    expect(new Set(keys).size).toBe(10);
    expect(await list("?offset=100")).toMatchObject({ count: 20, next: null, results: [] });
  });

  it("filters by one status or several, the counts adding up", async () => {
    let total = 0;
    for (const status of TICKET_STATUSES) {
      const page = await list(`?status=${status}`);
      expect(page.results.every((ticket) => ticket.status === status)).toBe(true);
      total += page.count;
    }
    expect(total).toBe(20);
    const unresolved = await list("?status=open,in_progress,waiting_for_customer");
    expect(unresolved.count).toBeGreaterThan(0);
    expect(unresolved.results.every((ticket) => ticket.status !== "closed")).toBe(true);
  });

  it("filters by request type and classification", async () => {
    const billing = await typeId("Billing question");
    const page = await list(`?type=${billing}`);
    expect(page.count).toBe(4);
    expect(page.results.every((ticket) => ticket.type.name === "Billing question")).toBe(true);
    const classification = page.results[0]?.classification;
    if (!classification) throw new Error("expected a classification");
    const narrowed = await list(`?type=${billing}&classification=${classification.id}`);
    expect(narrowed.count).toBeGreaterThan(0);
    expect(narrowed.results.every((t) => t.classification?.id === classification.id)).toBe(true);
    expect((await list("?type=99999")).count).toBe(0);
    expect((await list("?type=9999999999")).count).toBe(0);
  });

  it("searches the issue key, summary and description, ignoring case, wildcards literal", async () => {
    const some = (await list()).results[3];
    if (!some) throw new Error("no ticket");
    const byKey = await list(`?text=${some.id.toLowerCase()}`);
    expect(byKey.results.map((ticket) => ticket.id)).toContain(some.id);
    const bySummary = await list("?text=lacp%20BUNDLE");
    expect(bySummary.results.map((ticket) => ticket.summary)).toEqual([
      "Will the LD8 line card swap affect our LACP bundle?",
    ]);
    const byDescription = await list("?text=firewall%20pair");
    expect(byDescription.count).toBe(1);
    // As wildcards these would match most tickets; as text they match none.
    expect((await list("?text=s%25s")).count).toBe(0);
    expect((await list("?text=s_s")).count).toBe(0);
    expect((await list("?text=3%25%20packet")).count).toBe(1);
  });

  it("filters by related service, never matching another company's", async () => {
    const page = await list("?service=SVC-10003");
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.every((ticket) => ticket.service?.id === "SVC-10003")).toBe(true);
    expect((await list("?service=SVC-20001")).count).toBe(0);
  });

  it("filters by creation dates, a day as created_to including that day", async () => {
    const now = server.ctx.now().getTime();
    const from = new Date(now - 10 * DAY).toISOString().slice(0, 10);
    const recent = await list(`?created_from=${from}`);
    expect(recent.count).toBeGreaterThan(0);
    expect(recent.results.every((t) => t.created.slice(0, 10) >= from)).toBe(true);
    const older = await list(`?created_to=${from}`);
    const day = Date.parse(`${from}T00:00:00Z`) + DAY;
    expect(older.results.every((t) => Date.parse(t.created) < day)).toBe(true);
    const all = await list();
    const atDayEnd = all.results.filter((t) => Date.parse(t.created) < day).length;
    expect(older.count).toBe(atDayEnd);
    expect(recent.count + older.count).toBeGreaterThanOrEqual(20);
    const instant = new Date(now - 10 * DAY).toISOString();
    const sinceInstant = await list(`?created_from=${instant}`);
    expect(sinceInstant.results.every((t) => Date.parse(t.created) >= now - 10 * DAY)).toBe(true);
  });

  it("orders by last update when asked", async () => {
    const page = await list("?ordering=-updated");
    const updated = page.results.map((ticket) => Date.parse(ticket.updated));
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    const oldest = await list("?ordering=created&limit=1");
    const newest = await list("?limit=1");
    expect(Date.parse(oldest.results[0]?.created ?? "")).toBeLessThan(
      Date.parse(newest.results[0]?.created ?? ""),
    );
  });

  it("answers 400 naming a wrong filter", async () => {
    for (const [query, field] of [
      ["?status=pending", "status"],
      ["?type=abc", "type"],
      ["?created_from=2026-02-30", "created_from"],
      ["?ordering=priority", "ordering"],
      ["?limit=x", "limit"],
    ] as const) {
      const response = await get(ADMIN, `/support/tickets${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty(field);
    }
  });
});

describe("the CSV export", () => {
  it("reports no export before the first one", async () => {
    const status = await read(TicketExportStatus, "support@acme.test", "/support/ticket-export");
    expect(status).toEqual({ status: "none", last_export_at: null, row_count: null });
  });

  it("downloads the whole filtered list as CSV, ignoring paging, and records it", async () => {
    const response = await get(ADMIN, "/support/tickets?export=true&status=closed&limit=2");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="tickets-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...TICKET_EXPORT_COLUMNS]);
    const closed = await list("?status=closed");
    expect(rows.map((row) => row[0])).toEqual(closed.results.map((ticket) => ticket.id));
    expect(rows.every((row) => row[4] === "Closed" && row.length === header?.length)).toBe(true);
    const status = await read(TicketExportStatus, ADMIN, "/support/ticket-export");
    expect(status.status).toBe("ready");
    expect(status.row_count).toBe(10);
    expect(Date.parse(status.last_export_at ?? "")).toBeLessThanOrEqual(server.ctx.now().getTime());
  });

  it("quotes by RFC 4180 and defuses cells a spreadsheet would run", async () => {
    const billing = await typeId("Billing question");
    const created = await post(ADMIN, "/support/request", {
      request_type: billing,
      summary: '=HYPERLINK("http://evil.test","Refund, now")',
      description: "Line one\nline two",
    });
    expect(created.statusCode).toBe(201);
    const key = expectValid(TicketDetail, created.json()).id;
    const response = await get(ADMIN, `/support/tickets?export=true&text=${key}`);
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil.test"",""Refund, now"")"');
    const rows = parseCsv(response.body);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[1]).toBe('\'=HYPERLINK("http://evil.test","Refund, now")');
    expect(response.body.endsWith("\r\n")).toBe(true);
  });

  it("exports only the header when nothing matches", async () => {
    const response = await get(ADMIN, "/support/tickets?export=true&text=no-such-ticket");
    expect(parseCsv(response.body)).toEqual([[...TICKET_EXPORT_COLUMNS]]);
  });
});
