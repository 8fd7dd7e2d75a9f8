import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SEED_TIMEOUT_MS } from "./users-support.ts";

/**
 * Whatever a client sends to this module's routes (bodies, query strings, path ids), the
 * answer is never a 5xx and always a JSON body (or an empty 204).
 */
let server: TestServer;
let tokens: Record<"admin" | "staff", string>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = {
    admin: (await server.sessionFor("admin@acme.test")).access,
    staff: (await server.sessionFor("staff@conduit.test")).access,
  };
}, SEED_TIMEOUT_MS);
afterAll(() => server.close());

const FIELDS = [
  "email",
  "firstname",
  "lastname",
  "job_title",
  "phone",
  "permissions",
  "code",
  "password",
  "confirm_password",
  "company_name",
  "country",
  "message",
  "id",
  "refresh",
];
const QUERY_KEYS = [
  "search",
  "status",
  "permission",
  "ordering",
  "offset",
  "limit",
  "user",
  "changed_by",
  "date_from",
  "date_to",
  "company",
];

const fieldValue = fc.oneof(
  fc.string(),
  fc.constantFrom("view_admin_module", "can_impersonate_module", "a@b.test", "GB", "1", ""),
  fc.array(fc.oneof(fc.string(), fc.constantFrom("view_billing_module", "write_admin_module"))),
  fc.integer(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fieldValue),
  fc.jsonValue({ maxDepth: 2 }),
);
const query = fc
  .dictionary(
    fc.constantFrom(...QUERY_KEYS),
    fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    ),
  )
  .map((params) => new URLSearchParams(params).toString());
const pathId = fc.oneof(fc.string({ minLength: 1 }), fc.nat().map(String), fc.bigInt().map(String));

type Route = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  as: "admin" | "staff" | null;
};
const ROUTES: Route[] = [
  { method: "PUT", path: "/users/:id/permissions", as: "admin" },
  { method: "POST", path: "/register/user", as: "admin" },
  { method: "POST", path: "/register/user/check-duplicate", as: "admin" },
  { method: "POST", path: "/register/user/verify", as: null },
  { method: "POST", path: "/register/user/set-password", as: null },
  { method: "POST", path: "/register", as: null },
  { method: "POST", path: "/impersonation/users", as: "staff" },
  { method: "POST", path: "/impersonation/exit", as: null },
];
const LISTS: Route[] = [
  { method: "GET", path: "/users", as: "admin" },
  { method: "GET", path: "/users/permission-log", as: "admin" },
  { method: "GET", path: "/users/impersonation-log", as: "admin" },
  { method: "GET", path: "/register/user", as: "admin" },
  { method: "GET", path: "/impersonation/users", as: "staff" },
];
const BY_ID: Route[] = [
  { method: "GET", path: "/users/:id", as: "admin" },
  { method: "GET", path: "/users/:id/permissions", as: "admin" },
  { method: "GET", path: "/register/user/:id", as: "admin" },
  { method: "DELETE", path: "/register/user/:id", as: "admin" },
  { method: "POST", path: "/register/user/:id/resend", as: "admin" },
  { method: "POST", path: "/users/:id/deactivate", as: "admin" },
  { method: "POST", path: "/users/:id/reactivate", as: "admin" },
];

async function expectNoServerError(route: Route, url: string, payload?: unknown) {
  const response = await server.call(route.as ? tokens[route.as] : null, {
    method: route.method,
    url: `/v2${url}`,
    ...(payload === undefined
      ? {}
      : { payload: JSON.stringify(payload), headers: { "content-type": "application/json" } }),
  });
  expect(
    response.statusCode,
    `${route.method} ${url} ${JSON.stringify(payload)}: ${response.body}`,
  ).toBeLessThan(500);
  if (response.statusCode !== 204) expect(() => response.json()).not.toThrow();
}

const RUNS = 25;

describe("fuzzing the users module", () => {
  it.each(ROUTES)("$method $path: any body", async (route) => {
    const userId = await server.userId("support@acme.test");
    await fc.assert(
      fc.asyncProperty(body, (payload) =>
        expectNoServerError(route, route.path.replace(":id", String(userId)), payload),
      ),
      { numRuns: RUNS },
    );
  });

  it.each(LISTS)("$method $path: any query string", async (route) => {
    await fc.assert(
      fc.asyncProperty(query, (search) => expectNoServerError(route, `${route.path}?${search}`)),
      { numRuns: RUNS },
    );
  });

  it.each(BY_ID)("$method $path: any id", async (route) => {
    await fc.assert(
      fc.asyncProperty(pathId, (id) =>
        expectNoServerError(route, route.path.replace(":id", encodeURIComponent(id))),
      ),
      { numRuns: RUNS },
    );
  });
});
