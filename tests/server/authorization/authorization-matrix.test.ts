import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdsAnyOf } from "../../../src/core/permissions/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { CALLERS, type Caller } from "./callers.ts";
import { type RouteExpectation, type Samples, samplesAs } from "./route-rules.ts";
import { ROUTE_TABLES } from "./routes/index.ts";
import { type ServedRoute, servedApiRoutes } from "./served-routes.ts";

/**
 * The authorization matrix: every /v2 route of the server (the catalogue every module registers
 * through the router, and anything registered on Fastify directly) called by every caller of
 * callers.ts, each answer checked against the route's
 * entry in routes/<module>.ts. A route without an entry fails the run, so a new route cannot
 * ship without saying who may call it. One server and one session per caller for the file.
 */
const TABLE_FOLDER = "tests/server/authorization/routes/";

let server: TestServer;
const tokens = new Map<Caller, string | null>();
let samples: Samples;

beforeAll(async () => {
  server = await startTestServer();
  for (const caller of CALLERS) tokens.set(caller, await caller.token(server));
  const admin = tokens.get(CALLERS[1] as Caller) ?? null;
  samples = samplesAs(server, admin);
});
afterAll(async () => {
  await server.close();
});

const keyOf = (route: ServedRoute) => `${route.method} ${route.path}`;

/** The catalogue, then the routes Fastify serves under /v2 that are not in it. */
function allRoutes(): ReadonlyArray<ServedRoute & { tag?: string }> {
  const catalogued = new Set(server.catalogue.map(keyOf));
  return [
    ...server.catalogue,
    ...servedApiRoutes(server.app).filter((route) => !catalogued.has(keyOf(route))),
  ];
}

function entries(): Map<string, { file: string; expectation: RouteExpectation }> {
  const all = new Map<string, { file: string; expectation: RouteExpectation }>();
  for (const [file, table] of Object.entries(ROUTE_TABLES)) {
    for (const [key, expectation] of Object.entries(table)) {
      const earlier = all.get(key);
      if (earlier) throw new Error(`${key} has entries in both ${earlier.file} and ${file}`);
      all.set(key, { file, expectation });
    }
  }
  return all;
}

const paramsOnce = new Map<RouteExpectation, Promise<Readonly<Record<string, string>>>>();

/** The path parameters of the entry: looked up once, or per call for a consumed record. */
function paramsOf(rule: RouteExpectation): Promise<Readonly<Record<string, string>>> {
  if (!rule.params) return Promise.resolve({});
  if (rule.consumesRecord) return rule.params(samples);
  let known = paramsOnce.get(rule);
  if (!known) {
    known = rule.params(samples);
    paramsOnce.set(rule, known);
  }
  return known;
}

type Outcome = 401 | 403 | 404 | "allowed";

/** What the caller must get from the route, from its entry alone. */
function expectedOutcome(method: string, rule: RouteExpectation, caller: Caller): Outcome {
  if (rule.access.kind === "public") {
    if (caller.readOnly && method !== "GET" && !rule.readOnlyImpersonation) return 403;
    return "allowed";
  }
  if (caller.company === null) return 401;
  if (caller.readOnly && method !== "GET" && !rule.readOnlyImpersonation) return 403;
  if (rule.access.kind === "permission" && !holdsAnyOf(caller.permissions, rule.access.anyOf)) {
    return 403;
  }
  if (rule.refusesImpersonation && caller.impersonating) return 403;
  if (rule.tenantScoped && caller.company !== "acme") return 404;
  if (rule.ownRecord && caller.actsAs !== "admin@acme.test") return 404;
  return "allowed";
}

function concreteUrl(path: string, params: Readonly<Record<string, string>>): string {
  return `/v2${path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: its entry gives no value for :${name}`);
    return encodeURIComponent(value);
  })}`;
}

describe("the authorization table", () => {
  it("reads the routes Fastify serves, the catalogue's among them", () => {
    const served = new Set(servedApiRoutes(server.app).map(keyOf));
    expect(server.catalogue.filter((route) => !served.has(keyOf(route)))).toEqual([]);
  });

  it("has an entry for every route the server serves", () => {
    const table = entries();
    const missing = allRoutes().filter((route) => !table.has(keyOf(route)));
    const message = missing
      .map(
        (route) =>
          `${keyOf(route)} (tag "${route.tag ?? "none: registered outside the router"}") has no authorization entry: add "${keyOf(route)}" to its module's file in ${TABLE_FOLDER} (see docs/adding-a-module.md, "Authorization matrix")`,
      )
      .join("\n");
    expect(message).toBe("");
  });

  it("names no route the server does not have", () => {
    const served = new Set(allRoutes().map(keyOf));
    const stale = [...entries()]
      .filter(([key, { expectation }]) => !served.has(key) && expectation.onlyWhen === undefined)
      .map(([key, { file }]) => `${key} in ${TABLE_FOLDER}${file} is no route of the server`);
    expect(stale.join("\n")).toBe("");
  });

  it("says, for each public non-GET route, why a read-only impersonation may call it", () => {
    const undeclared = [...entries()]
      .filter(
        ([key, { expectation }]) =>
          expectation.access.kind === "public" &&
          !key.startsWith("GET ") &&
          !expectation.readOnlyImpersonation,
      )
      .map(
        ([key, { file }]) =>
          `${key} in ${TABLE_FOLDER}${file}: a public write; add readOnlyImpersonation (NO_CALLER, or { allowedBecause })`,
      );
    expect(undeclared.join("\n")).toBe("");
  });

  it("gives by-id routes the record to call them with", () => {
    const withoutParams = [...entries()]
      .filter(([key, { expectation }]) => key.includes(":") && !expectation.params)
      .map(([key, { file }]) => `${key} in ${TABLE_FOLDER}${file} needs params`);
    expect(withoutParams.join("\n")).toBe("");
  });
});

describe("every route, every caller", () => {
  for (const caller of CALLERS) {
    it(`${caller.name} gets what the table says on every route`, async () => {
      const table = entries();
      const token = tokens.get(caller) ?? null;
      const wrong: string[] = [];
      let checked = 0;
      for (const route of allRoutes()) {
        const entry = table.get(keyOf(route));
        // A route without an entry fails the coverage test above, which names it.
        if (!entry) continue;
        const rule = entry.expectation;
        const expected = expectedOutcome(route.method, rule, caller);
        const url = concreteUrl(route.path, await paramsOf(rule));
        const response = await server.call(token, {
          method: route.method,
          url,
          // An empty object: enough to pass the body parser, so that the guards answer.
          ...(route.method === "POST" || route.method === "PUT" || route.method === "PATCH"
            ? { payload: rule.body ?? {} }
            : {}),
        });
        const status = response.statusCode;
        // Passing the guard: any answer but 401 and 403 (a 400 for the empty body, a 404 of
        // the domain such as "no account manager"), except 404 on a record of the caller's own.
        const refusals = rule.tenantScoped || rule.ownRecord ? [401, 403, 404] : [401, 403];
        const ok =
          status < 500 &&
          (expected === "allowed" ? !refusals.includes(status) : status === expected);
        if (!ok) {
          wrong.push(
            `${route.method} ${url}: expected ${expected === "allowed" ? "to pass its guard" : expected}, got ${status} ${response.body.slice(0, 120)} (entry in ${TABLE_FOLDER}${entry.file})`,
          );
        }
        checked += 1;
      }
      expect(wrong.join("\n")).toBe("");
      expect(checked).toBeGreaterThan(0);
    });
  }
});
