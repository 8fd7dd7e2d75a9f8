import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import {
  holdsText,
  type Operation,
  operationsOf,
  type RequestField,
  withEveryText,
} from "./request-fields.ts";

/**
 * Every field of every operation of the served OpenAPI document (generated from the route
 * catalogue, so routes added later are covered by construction) gets long, empty, odd-Unicode
 * and wrong-type values, one field at a time on an otherwise well-formed request, as a caller
 * allowed to use the route. No answer is a 5xx, every error is the contract's JSON body, and an
 * overlong text is refused with a 400 on its field: every text of the contract is bounded.
 */
let server: TestServer;
let operations: ReadonlyArray<Operation>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = (await server.sessionFor("admin@acme.test")).access;
  tokens.staff = (await server.sessionFor("staff@conduit.test")).access;
  const document = await server.call(null, { method: "GET", url: "/v2/openapi.json" });
  operations = operationsOf(document.json());
}, 120_000);
afterAll(() => server?.close());

/** A caller the route lets in, so the request reaches validation and the handler. */
function callerOf(operation: Operation): string | null {
  if (operation.access === "Public.") return null;
  if (operation.access.includes("can_impersonate")) return tokens.staff ?? null;
  return tokens.admin ?? null;
}

/** Longer than any text the contract accepts (the longest are ticket texts, 32,000). */
const OVERLONG_BODY_TEXT = "a".repeat(100_000);
/** Longer than any query value the contract accepts (search texts are 200 at most). */
const OVERLONG_QUERY_TEXT = "a".repeat(5_000);

const ODD_TEXTS = [
  "",
  " ",
  "\u202e\u200b",
  "🚀".repeat(300),
  "e\u0301\u0301\u0301",
  "\ud800",
  "Ω≈ç√∫˜µ≤≥÷",
  "%00",
  "'; drop table users; --",
  "../../etc/passwd",
  "1e309",
];
const WRONG_TYPES: ReadonlyArray<unknown> = [0, -1, 1e308, true, null, [], {}, [[]], { a: {} }];

function concretePath(path: string): string {
  // A record nobody has: body validation still runs, and no demo record is changed.
  return path.replace(/\{[A-Za-z_]+\}/g, "999999999");
}

/** Every answer that the document does not list for its operation. */
const undocumented = new Set<string>();

async function send(operation: Operation, field: RequestField, value: unknown) {
  const query = new URLSearchParams(operation.query);
  let body = operation.body;
  if (field.in === "query") query.set(field.name, String(value));
  else body = { ...(field.base ?? operation.body), [field.name]: value };
  const search = query.toString();
  const response = await server.call(callerOf(operation), {
    method: operation.method,
    url: `${concretePath(operation.path)}${search ? `?${search}` : ""}`,
    ...(body === undefined
      ? {}
      : { payload: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });
  if (!operation.documented.includes(response.statusCode)) {
    undocumented.add(`${operation.method} ${operation.path} answered ${response.statusCode}`);
  }
  return response;
}

function describeCall(operation: Operation, field: RequestField, status: number, body: string) {
  return `${operation.method} ${operation.path} ${field.in}.${field.name} -> ${status} ${body.slice(0, 300)}`;
}

describe("every field of every route", () => {
  it("reads fields from the catalogue's document", () => {
    const fields = operations.flatMap((operation) => operation.fields);
    expect(operations.length).toBeGreaterThan(50);
    expect(fields.length).toBeGreaterThan(50);
  });

  it("refuses an overlong text on every text field with a 400 on that field", async () => {
    const unbounded: string[] = [];
    for (const operation of operations) {
      for (const field of operation.fields.filter((candidate) => holdsText(candidate.schema))) {
        const text = field.in === "query" ? OVERLONG_QUERY_TEXT : OVERLONG_BODY_TEXT;
        const value = field.in === "query" ? text : withEveryText(field.schema, text);
        const response = await send(operation, field, value);
        const keys = response.statusCode === 400 ? Object.keys(response.json()) : [];
        if (
          !keys.some(
            (key) =>
              key === field.name ||
              key.startsWith(`${field.name}.`) ||
              key.startsWith(`${field.name}[`),
          )
        ) {
          unbounded.push(describeCall(operation, field, response.statusCode, response.body));
        }
      }
    }
    expect(unbounded).toEqual([]);
  }, 600_000);

  it("never answers 5xx to empty, odd-Unicode or wrong-type values", async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const field of operation.fields) {
        const values = field.in === "query" ? ODD_TEXTS : [...ODD_TEXTS, ...WRONG_TYPES];
        for (const value of values) {
          const response = await send(operation, field, value);
          const isContractError =
            response.statusCode < 400 ||
            (response.headers["content-type"]?.toString().includes("application/json") &&
              typeof response.json() === "object");
          if (response.statusCode >= 500 || !isContractError) {
            failures.push(describeCall(operation, field, response.statusCode, response.body));
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it("answered only statuses the document lists for each operation", () => {
    expect([...undocumented]).toEqual([]);
  });
});
