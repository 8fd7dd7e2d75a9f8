import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maintenances, outages } from "../../../server/src/db/schema.ts";
import { decode } from "../../../src/core/api/decode.ts";
import {
  CurrentIncidents,
  incidentKindOf,
  MAINTENANCE_LIST,
  OUTAGE_LIST,
} from "../../../src/core/api/events/index.ts";
import { SERVICE_LIST } from "../../../src/core/api/services/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

const HOUR = 60 * 60 * 1000;

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

async function read<T>(token: string, url: string, schema: { readonly Type: T }): Promise<T> {
  const response = await server.call(token, { method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  const decoded = decode(schema as never, response.json());
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.value as T;
}

const current = (token: string) =>
  read(token, "/v2/incidents/current", CurrentIncidents) as Promise<CurrentIncidents>;

/** Every event of the company the core rule counts as current, by reference, from its lists. */
async function expectedByRule(token: string): Promise<Map<string, string>> {
  const now = server.ctx.now();
  const expected = new Map<string, string>();
  const outageList = (await read(
    token,
    "/v2/outages?limit=100",
    OUTAGE_LIST.response,
  )) as typeof OUTAGE_LIST.response.Type;
  for (const outage of outageList.results) {
    const kind = incidentKindOf({ event: "outage", state: outage.state }, now);
    if (kind !== null) expected.set(outage.reference, kind);
  }
  const maintenanceList = (await read(
    token,
    "/v2/maintenances?limit=100",
    MAINTENANCE_LIST.response,
  )) as typeof MAINTENANCE_LIST.response.Type;
  for (const item of maintenanceList.results) {
    const kind = incidentKindOf({ event: "maintenance", ...item }, now);
    if (kind !== null) expected.set(item.reference, kind);
  }
  return expected;
}

describe("GET /v2/incidents/current", () => {
  it("names Acme's ongoing outage and the maintenance in progress on its EVPL, with the service's type and links", async () => {
    const answer = await current(acme);
    const [first] = answer.incidents;
    expect(first).toMatchObject({
      kind: "outage",
      event: "outage",
      title: "Packet loss on the LON1-AMS5 EVPL",
      ends_at: null,
    });
    expect(first?.link).toBe(`/support/outages/${first?.id}`);
    expect(first?.services).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^SVC-/), type: "evpl" }),
    ]);
    const repair = answer.incidents.find((item) => item.title.startsWith("Emergency fibre repair"));
    expect(repair).toMatchObject({ kind: "maintenance_now", event: "maintenance" });
    expect(repair?.link).toBe(`/support/maintenances/${repair?.id}`);
    expect(repair?.services.map((service) => service.id)).toEqual(
      first?.services.map((service) => service.id),
    );
    // The line card replacement starts in five days: not soon.
    expect(answer.incidents.map((item) => item.title)).not.toContain(
      "Line card replacement on the LON1-LD8 edge router",
    );
    expect(answer.total).toBe(answer.incidents.length);
    expect(answer.last_incident?.title).toBe("AWS eu-west-2 Cloud Connect unavailable");
  });

  it("answers exactly the events the core rule counts, for each company, and none of another's", async () => {
    for (const token of [acme, globex]) {
      const answer = await current(token);
      const got = new Map(answer.incidents.map((item) => [item.reference, item.kind]));
      expect(got).toEqual(await expectedByRule(token));
    }
    const acmeIds = (await current(acme)).incidents.map((item) => item.id);
    const globexIds = (await current(globex)).incidents.map((item) => item.id);
    expect(acmeIds.filter((id) => globexIds.includes(id))).toEqual([]);
  });

  it("the services list's incident filter finds the affected services and only them", async () => {
    const answer = await current(acme);
    const affected = new Set(answer.incidents.flatMap((item) => item.services.map((s) => s.id)));
    const list = (await read(
      acme,
      "/v2/services?incident=any&limit=100",
      SERVICE_LIST.response,
    )) as typeof SERVICE_LIST.response.Type;
    expect(new Set(list.results.map((service) => service.id))).toEqual(affected);
    const outage = (await read(
      acme,
      "/v2/services?incident=outage",
      SERVICE_LIST.response,
    )) as typeof SERVICE_LIST.response.Type;
    expect(outage.results.map((service) => service.type)).toEqual(["evpl"]);
    const bad = await server.call(acme, { method: "GET", url: "/v2/services?incident=broken" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("incident");
  });

  it("counts a scheduled maintenance as soon within 72 hours of its start", async () => {
    server.advance(4 * 24 * HOUR);
    // The sessions of before have expired meanwhile.
    acme = (await server.sessionFor("admin@acme.test")).access;
    globex = (await server.sessionFor("admin@globex.test")).access;
    const answer = await current(acme);
    const lineCard = answer.incidents.find((item) =>
      item.title.startsWith("Line card replacement"),
    );
    expect(lineCard?.kind).toBe("maintenance_soon");
    expect(lineCard?.services.map((service) => service.type).sort()).toEqual(["evpl", "port"]);
    const soon = (await read(
      acme,
      "/v2/services?incident=maintenance_soon&limit=100",
      SERVICE_LIST.response,
    )) as typeof SERVICE_LIST.response.Type;
    expect(soon.results.map((service) => service.id)).toEqual(
      expect.arrayContaining(lineCard?.services.map((service) => service.id) ?? ["none"]),
    );
    const got = new Map(answer.incidents.map((item) => [item.reference, item.kind]));
    expect(got).toEqual(await expectedByRule(acme));
  });

  it("answers no events and the last incident once everything is over", async () => {
    const company = (
      await server.ctx.db
        .select({ companyId: outages.companyId })
        .from(outages)
        .where(eq(outages.title, "Reduced throughput on the Google europe-west3 Interconnect"))
    )[0]?.companyId;
    if (company === undefined) throw new Error("no Globex outage");
    const resolvedAt = server.ctx.now();
    await server.ctx.db
      .update(outages)
      .set({ state: "resolved", resolvedAt })
      .where(and(eq(outages.companyId, company), eq(outages.state, "ongoing")));
    await server.ctx.db
      .update(maintenances)
      .set({ state: "completed" })
      .where(
        and(
          eq(maintenances.companyId, company),
          inArray(maintenances.state, ["scheduled", "in_progress"]),
        ),
      );
    const answer = await current(globex);
    expect(answer.incidents).toEqual([]);
    expect(answer.total).toBe(0);
    expect(answer.last_incident).toMatchObject({
      title: "Reduced throughput on the Google europe-west3 Interconnect",
      resolved_at: resolvedAt.toISOString(),
    });
    expect(answer.last_incident?.link).toBe(`/support/outages/${answer.last_incident?.id}`);
    const none = (await read(
      globex,
      "/v2/services?incident=any",
      SERVICE_LIST.response,
    )) as typeof SERVICE_LIST.response.Type;
    expect(none.count).toBe(0);
  });
});
