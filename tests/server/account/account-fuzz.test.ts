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
  token = (await server.sessionFor("viewer@acme.test")).access;
});
afterAll(() => server.close());

const body = fc.oneof(
  fc.jsonValue(),
  fc.record({ default_currency: fc.oneof(fc.jsonValue(), text, fc.nat().map(String)) }),
);
const query = fc
  .array(fc.tuple(fc.constantFrom("offset", "limit", "x"), text), { maxLength: 3 })
  .map((pairs) => new URLSearchParams(pairs).toString());

describe("the account endpoints under generated input", () => {
  it("never answer PUT /v2/me with a server error", async () => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await server.call(token, {
          method: "PUT",
          url: "/v2/me",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it("never answer the reads with a server error", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/v2/me", "/v2/currencies", "/v2/account-manager"),
        query,
        async (path, search) => {
          const response = await server.call(token, { method: "GET", url: `${path}?${search}` });
          expect(response.statusCode, search).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });
});
