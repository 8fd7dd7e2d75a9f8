import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/** Any text, NUL and lone surrogates included. */
const text = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.constantFrom("\u0000", "a\u0000b", "\ud800"),
);

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.sessionFor("support@acme.test")).access;
});
afterAll(() => server.close());

const body = fc.oneof(
  fc.jsonValue(),
  fc.record({ title: fc.jsonValue(), description: text }),
  fc.record({ title: text, description: fc.string({ unit: "binary", maxLength: 6000 }) }),
);
const query = fc
  .array(fc.tuple(fc.constantFrom("offset", "limit", "x"), text), { maxLength: 3 })
  .map((pairs) => new URLSearchParams(pairs).toString());

describe("the content endpoints under generated input", () => {
  it("never answer POST /v2/request-feature with a server error", async () => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await server.call(token, {
          method: "POST",
          url: "/v2/request-feature",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it("never answer the reads with a server error", async () => {
    const path = fc.oneof(
      fc.constantFrom("/v2/banner-alert", "/v2/changelog", "/v2/statistics"),
      fc
        .oneof(
          fc.string({ unit: "grapheme", minLength: 1 }),
          fc.constantFrom("a\u0000b", "..", "%"),
        )
        .map((name) => `/v2/variables/${encodeURIComponent(name)}`),
    );
    await fc.assert(
      fc.asyncProperty(path, query, async (url, search) => {
        const response = await server.call(token, { method: "GET", url: `${url}?${search}` });
        expect(response.statusCode, `${url}?${search}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
