import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { type RouteExpectation, type Samples, samplesAs } from "./route-rules.ts";
import { ROUTE_TABLES } from "./routes/index.ts";

/**
 * Every route of the authorization table that reads or changes one company's record
 * (`tenantScoped`), called by another company's administrator with Acme's record: the answer
 * is the 404 of a record that does not exist, and the log carries exactly one
 * `security.cross_company_access` event naming Acme as the owner. The table is the one the
 * authorization matrix walks, so a new by-id route is covered the day it gets its entry.
 */
let server: TestServer;
const lines: string[] = [];
let acmeAdmin: string;
let globexAdmin: string;
let acmeCompany: number;
let samples: Samples;

beforeAll(async () => {
  server = await startTestServer({}, { logStream: { write: (line) => lines.push(line) } });
  acmeAdmin = (await server.sessionFor("admin@acme.test")).access;
  globexAdmin = (await server.sessionFor("admin@globex.test")).access;
  samples = samplesAs(server, acmeAdmin);
  const [acme] = await server.ctx.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.id, await server.userId("admin@acme.test")));
  acmeCompany = acme?.companyId ?? -1;
});
afterAll(() => server?.close());

interface SecurityEvent {
  event: string;
  caller: { email: string };
  target: { kind: string; id: string | number; company_id: number };
}

function securityEvents(): SecurityEvent[] {
  return lines
    .map((line) => JSON.parse(line) as Partial<SecurityEvent>)
    .filter((entry): entry is SecurityEvent => entry.event === "security.cross_company_access");
}

function concreteUrl(path: string, params: Readonly<Record<string, string>>): string {
  return `/v2${path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: its entry gives no value for :${name}`);
    return encodeURIComponent(value);
  })}`;
}

function scopedRoutes(): Array<[string, RouteExpectation]> {
  return Object.values(ROUTE_TABLES).flatMap((table) =>
    Object.entries(table).filter(([, rule]) => rule.tenantScoped === true),
  );
}

describe("another company's record, on every by-id route", () => {
  it("answers the contract's 404 and logs one security event naming its owner", async () => {
    const routes = scopedRoutes();
    const wrong: string[] = [];
    for (const [key, rule] of routes) {
      const [method, path] = key.split(" ") as [string, string];
      const url = concreteUrl(path, rule.params ? await rule.params(samples) : {});
      lines.length = 0;
      const response = await server.call(globexAdmin, {
        method: method as "GET",
        url,
        ...(method === "POST" || method === "PUT" || method === "PATCH"
          ? { payload: rule.body ?? {} }
          : {}),
      });
      const events = securityEvents();
      const body = response.headers["content-type"]?.includes("json") ? response.json() : null;
      if (response.statusCode !== 404 || body?.detail === undefined) {
        wrong.push(`${key}: expected the 404 body, got ${response.statusCode} ${response.body}`);
      } else if (
        events.length !== 1 ||
        events[0]?.target.company_id !== acmeCompany ||
        events[0]?.caller.email !== "admin@globex.test"
      ) {
        wrong.push(
          `${key} (${url}): expected one event naming Acme, got ${JSON.stringify(events)}`,
        );
      }
    }
    expect(wrong.join("\n")).toBe("");
    expect(routes.length).toBeGreaterThan(40);
  });
});

describe("a list filter naming another company's record", () => {
  it("lists nothing, as for an unknown id, and logs one event naming its owner", async () => {
    const device = await samples.firstId("/v2/rf-devices");
    lines.length = 0;
    const foreign = await server.call(globexAdmin, {
      method: "GET",
      url: `/v2/rf-device-interfaces?device=${device}`,
    });
    const unknown = await server.call(globexAdmin, {
      method: "GET",
      url: "/v2/rf-device-interfaces?device=999999",
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual(unknown.json());
    expect(securityEvents().map((event) => event.target)).toEqual([
      { kind: "rf_device", id: Number(device), company_id: acmeCompany },
    ]);

    // Acme's own device, filtered by Acme: its interfaces, and nothing logged.
    lines.length = 0;
    const own = await server.call(acmeAdmin, {
      method: "GET",
      url: `/v2/rf-device-interfaces?device=${device}`,
    });
    expect(own.json().results.length).toBeGreaterThan(0);
    expect(securityEvents()).toEqual([]);
  });
});
