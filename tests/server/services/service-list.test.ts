import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocationList } from "../../../src/core/api/reference/index.ts";
import {
  SERVICE_EXPORT_COLUMNS,
  SERVICE_LIST,
  SERVICE_STATUSES,
  ServiceExportStatus,
} from "../../../src/core/api/services/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { parseCsv, supportCalls } from "../support-desk/support-desk-kit.ts";

let server: TestServer;
const { read, get } = supportCalls(() => server);
const ADMIN = "admin@acme.test";

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = (query = "", email = ADMIN) => read(SERVICE_LIST.response, email, `/services${query}`);
const ids = (page: { results: ReadonlyArray<{ id: string }> }) => page.results.map((s) => s.id);
const locationId = async (search: string) => {
  const page = await read(LocationList, ADMIN, `/locations?search=${search}`);
  const found = page.results[0];
  if (!found) throw new Error(`no location ${search}`);
  return found.id;
};

describe("GET /v2/services", () => {
  it("lists the company's services by name, only the company's", async () => {
    const page = await list("?limit=100");
    expect(page.count).toBe(40);
    const names = page.results.map((service) => service.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const globex = await list("?limit=100", "admin@globex.test");
    expect(globex.count).toBe(10);
    expect(ids(globex).every((id) => id.startsWith("SVC-2"))).toBe(true);
    expect(ids(page).every((id) => id.startsWith("SVC-1"))).toBe(true);
  });

  it("pages with offset and limit, the pages joining up without overlap", async () => {
    const first = await list("?type=cloud_connect&limit=5");
    expect(first.count).toBe(14);
    expect(first.next).toBe("/v2/services?type=cloud_connect&limit=5&offset=5");
    const seen = new Set<string>();
    let next: string | null = "?type=cloud_connect&limit=5";
    while (next !== null) {
      const page = await list(next.replace(/^\/v2\/services/, ""));
      for (const id of ids(page)) seen.add(id);
      next = page.next;
    }
    expect(seen.size).toBe(14);
  });

  it("filters by type and status, one or several", async () => {
    const evpls = await list("?type=evpl&limit=100");
    expect(evpls.count).toBe(9);
    expect(evpls.results.every((service) => service.type === "evpl")).toBe(true);
    const portsAndOther = await list("?type=port,other&limit=100");
    expect(portsAndOther.count).toBe(17);
    let total = 0;
    for (const status of SERVICE_STATUSES) {
      const page = await list(`?status=${status}&limit=100`);
      expect(page.results.every((service) => service.status === status)).toBe(true);
      total += page.count;
    }
    expect(total).toBe(40);
    expect((await list("?status=pending,provisioning")).count).toBe(7);
  });

  it("filters by location at either end of a connection", async () => {
    const am5 = await locationId("AM5");
    const page = await list(`?location=${am5}&limit=100`);
    expect(page.count).toBe(9);
    // EVPLs landing in AM5 from elsewhere count too.
    expect(ids(page)).toContain("SVC-10003");
    expect(page.results.find((service) => service.id === "SVC-10003")?.location.name).toBe(
      "Equinix LD8",
    );
  });

  it("filters by parent: a port's connections, or the services without a parent", async () => {
    const children = await list("?parent=SVC-10001");
    expect(ids(children).sort()).toEqual(
      ["SVC-10002", "SVC-10003", "SVC-10026", "SVC-10028", "SVC-10030"].sort(),
    );
    expect(children.results.every((service) => service.parent?.id === "SVC-10001")).toBe(true);
    const topLevel = await list("?parent=none&limit=100");
    expect(topLevel.count).toBe(17);
    expect(topLevel.results.every((service) => service.parent === null)).toBe(true);
    const port = topLevel.results.find((service) => service.id === "SVC-10001");
    expect(port?.children_count).toBe(5);
    // Another company's service has no children here.
    expect((await list("?parent=SVC-20001")).count).toBe(0);
  });

  it("searches the id, name and custom name, ignoring case", async () => {
    const azure = await list("?text=AZURE&limit=100");
    expect(ids(azure).sort()).toEqual(
      ["SVC-10004", "SVC-10016", "SVC-10019", "SVC-10021", "SVC-10024"].sort(),
    );
    expect(ids(await list("?text=acme-01"))).toEqual(["SVC-10001"]);
    expect(ids(await list("?text=svc-10031"))).toEqual(["SVC-10031"]);
    expect((await list("?text=100%25")).count).toBe(0);
  });

  it("sorts by each ordering, the id breaking ties", async () => {
    const newest = await list("?ordering=-ordered_at&limit=100");
    const ordered = newest.results.map((service) => Date.parse(service.ordered_at));
    expect(ordered).toEqual([...ordered].sort((a, b) => b - a));
    const fastest = await list("?ordering=-speed&limit=3");
    expect(fastest.results.map((service) => service.speed_mbps)).toEqual([100000, 20000, 10000]);
  });

  it("refuses unknown filter values with 400 naming the field", async () => {
    for (const [query, field] of [
      ["?type=router", "type"],
      ["?status=active,asleep", "status"],
      ["?location=AM5", "location"],
      ["?ordering=colour", "ordering"],
      ["?limit=many", "limit"],
    ] as const) {
      const response = await get(ADMIN, `/services${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()), query).toContain(field);
    }
  });

  it("exports the filtered list as CSV, recorded for the export status", async () => {
    const before = await read(ServiceExportStatus, "viewer@acme.test", "/services/export-status");
    expect(before).toEqual({ status: "none", last_export_at: null, row_count: null });
    const response = await get("viewer@acme.test", "/services?export=true&type=evpl&limit=2");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="services-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...SERVICE_EXPORT_COLUMNS]);
    const evpls = await list("?type=evpl&limit=100");
    expect(rows.map((row) => row[0])).toEqual(ids(evpls));
    const lon1Ams5 = rows.find((row) => row[0] === "SVC-10003");
    expect(lon1Ams5?.slice(1, 10)).toEqual([
      "LON1-AMS5 EVPL 500M",
      "",
      "EVPL",
      "EVPL",
      "Active",
      "Equinix LD8",
      "London",
      "500",
      "SVC-10001",
    ]);
    const after = await read(ServiceExportStatus, "viewer@acme.test", "/services/export-status");
    expect(after.status).toBe("ready");
    expect(after.row_count).toBe(9);
  });
});
