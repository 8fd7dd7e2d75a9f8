import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decode } from "../../../src/core/api/decode.ts";
import {
  MAINTENANCE_LIST,
  MaintenanceDetail,
  type MaintenanceSummary,
} from "../../../src/core/api/events/index.ts";
import { testNow } from "../../harness/test-clock.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

let server: TestServer;
let acme: string;
let globex: string;

beforeAll(async () => {
  server = await startTestServer();
  acme = (await server.sessionFor("admin@acme.test")).access;
  globex = (await server.sessionFor("admin@globex.test")).access;
});

afterAll(async () => {
  await server.close();
});

async function list(
  token: string,
  query = "",
): Promise<{
  count: number;
  next: string | null;
  previous: string | null;
  results: MaintenanceSummary[];
}> {
  const response = await server.call(token, { method: "GET", url: `/v2/maintenances${query}` });
  expect(response.statusCode).toBe(200);
  const decoded = decode(MAINTENANCE_LIST.response, response.json());
  if (!decoded.ok) throw new Error(decoded.error);
  return { ...decoded.value, results: [...decoded.value.results] };
}

describe("GET /v2/maintenances", () => {
  it("lists the company's own maintenances: in progress, then upcoming soonest first, then past latest first", async () => {
    const page = await list(acme, "?limit=100");
    // Eight of its own, and the core network upgrade the site banner announces to everyone.
    expect(page.count).toBe(9);
    const states = page.results.map((item) => item.state);
    expect(states).toEqual([
      "in_progress",
      "scheduled",
      "scheduled",
      "scheduled",
      "scheduled",
      expect.stringMatching(/completed|cancelled/),
      expect.stringMatching(/completed|cancelled/),
      expect.stringMatching(/completed|cancelled/),
      expect.stringMatching(/completed|cancelled/),
    ]);
    const starts = page.results.map((item) => Date.parse(item.window_start));
    expect(starts.slice(1, 5)).toEqual([...starts.slice(1, 5)].sort((a, b) => a - b));
    expect(starts.slice(5)).toEqual([...starts.slice(5)].sort((a, b) => b - a));
    for (const item of page.results) {
      expect(item.reference).toMatch(/^MNT-\d{4}-\d{4}$/);
      for (const service of item.services) expect(service.id).toMatch(/^SVC-1000[1-4]$/);
    }
    const other = await list(globex, "?limit=100");
    expect(other.count).toBe(6);
    for (const item of other.results) expect(item.services[0]?.id).toMatch(/^SVC-2000/);
  });

  it("filters by state (one or several), type and service", async () => {
    const scheduled = await list(acme, "?state=scheduled");
    expect(scheduled.count).toBe(4);
    expect(scheduled.results.every((item) => item.state === "scheduled")).toBe(true);
    const past = await list(acme, "?state=completed,cancelled");
    expect(past.results.map((item) => item.state).sort()).toEqual([
      "cancelled",
      "completed",
      "completed",
      "completed",
    ]);
    const emergency = await list(acme, "?type=emergency");
    expect(emergency.results.map((item) => item.type)).toEqual(["emergency", "emergency"]);
    const evpl = await list(acme, "?service=SVC-10003");
    expect(evpl.count).toBe(5);
    for (const item of evpl.results) {
      expect(item.services.map((service) => service.id)).toContain("SVC-10003");
    }
    expect((await list(acme, "?service=SVC-20001")).count).toBe(0);
  });

  it("searches the reference, title, location and service names, ignoring case", async () => {
    const [first] = (await list(acme)).results;
    const byReference = await list(acme, `?search=${first?.reference.toLowerCase()}`);
    expect(byReference.results.map((item) => item.id)).toEqual([first?.id]);
    expect((await list(acme, "?search=equinix ld8")).count).toBe(3);
    expect((await list(acme, "?search=expressroute")).count).toBe(2);
    expect((await list(acme, "?search=100%25")).count).toBe(0);
    expect((await list(acme, "?search=&state=")).count).toBe(9);
  });

  it("keeps the maintenances whose window touches the period", async () => {
    const now = testNow().getTime();
    const inDays = (days: number) => new Date(now + days * 86_400_000).toISOString();
    const nextWeek = await list(acme, `?date_from=${inDays(1)}&date_to=${inDays(7)}`);
    // The banner's core upgrade falls on the first Saturday two to eight days ahead: in the
    // period or not, depending on today's weekday.
    const core = (await list(acme, "?search=core network software")).results[0];
    const coreInWeek = core !== undefined && Date.parse(core.window_start) <= Date.parse(inDays(7));
    expect(nextWeek.results.map((item) => item.title).sort()).toEqual(
      [
        "Line card replacement on the LON1-LD8 edge router",
        ...(coreInWeek ? ["Core network software upgrade"] : []),
      ].sort(),
    );
    const nowIso = new Date(now).toISOString();
    const underWay = await list(acme, `?date_from=${nowIso}&date_to=${nowIso}`);
    expect(underWay.results.map((item) => item.state)).toEqual(["in_progress"]);
    expect((await list(acme, "?date_to=2000-01-01")).count).toBe(0);
  });

  it("pages with offset and limit, keeping the filters in the links", async () => {
    const first = await list(acme, "?state=scheduled,completed&limit=2");
    expect(first.count).toBe(7);
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(first.next).toBe("/v2/maintenances?state=scheduled%2Ccompleted&limit=2&offset=2");
    const last = await list(acme, "?state=scheduled,completed&limit=2&offset=5");
    expect(last.next).toBeNull();
    expect(last.results).toHaveLength(2);
    const ids = new Set([...first.results, ...last.results].map((item) => item.id));
    expect(ids.size).toBe(4);
  });

  it("answers 400 naming the filter that is wrong", async () => {
    for (const [query, field] of [
      ["?state=finished", "state"],
      ["?type=routine", "type"],
      ["?date_from=yesterday", "date_from"],
      ["?limit=lots", "limit"],
    ] as const) {
      const response = await server.call(acme, { method: "GET", url: `/v2/maintenances${query}` });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toContain(field);
    }
  });
});

describe("GET /v2/maintenances/{id}", () => {
  it("answers the maintenance with its description and updates, oldest first", async () => {
    const [first] = (await list(acme, "?state=in_progress")).results;
    const response = await server.call(acme, {
      method: "GET",
      url: `/v2/maintenances/${first?.id}`,
    });
    expect(response.statusCode).toBe(200);
    const decoded = decode(MaintenanceDetail, response.json());
    expect(decoded.ok).toBe(true);
    const detail = response.json();
    expect(detail).toMatchObject({ ...first, type: "emergency", impact_level: "outage" });
    expect(detail.description).toContain("re-spliced");
    const times = detail.updates.map((update: { at: string }) => Date.parse(update.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThanOrEqual(testNow().getTime());
  });

  it("answers 404 for another company's maintenance and for ids that name nothing", async () => {
    const [theirs] = (await list(globex)).results;
    for (const id of [theirs?.id, "999999", "abc", "-1", "1e3"]) {
      const response = await server.call(acme, { method: "GET", url: `/v2/maintenances/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: "Not found." });
    }
  });
});

describe("who may read maintenances", () => {
  it("needs the support module's view or write permission", async () => {
    const [item] = (await list(acme)).results;
    for (const email of ["viewer@acme.test", "support@acme.test", "noc@acme.test"]) {
      const { access } = await server.sessionFor(email);
      const response = await server.call(access, {
        method: "GET",
        url: `/v2/maintenances/${item?.id}`,
      });
      expect(response.statusCode).toBe(200);
    }
    for (const email of ["billing@acme.test", "finance@globex.test"]) {
      const { access } = await server.sessionFor(email);
      for (const url of ["/v2/maintenances", `/v2/maintenances/${item?.id}`]) {
        expect((await server.call(access, { method: "GET", url })).statusCode).toBe(403);
      }
    }
    expect((await server.call(null, { method: "GET", url: "/v2/maintenances" })).statusCode).toBe(
      401,
    );
  });

  it("lets a read-only impersonation read", async () => {
    const { access } = await server.sessionFor("admin@acme.test", {
      staffUserId: await server.userId("auditor@conduit.test"),
      mode: "read-only",
    });
    const response = await server.call(access, { method: "GET", url: "/v2/maintenances" });
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(9);
  });
});
