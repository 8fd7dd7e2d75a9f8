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
  token = (await server.sessionFor("admin@acme.test")).access;
});
afterAll(() => server.close());

const PARAMS = ["is_read", "related_module", "search", "date_from", "date_to", "offset", "limit"];
const value = fc.oneof(
  text,
  fc.constantFrom("true", "false", "", "0", "-1", "2026-02-30", "0000-01-01", "%", "\\", "_"),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.integer().map(String),
);
const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), text), value), { maxLength: 6 })
  .map((pairs) => new URLSearchParams(pairs).toString());
const body = fc.oneof(
  fc.jsonValue(),
  fc.record({ ids: fc.oneof(fc.jsonValue(), fc.array(text), fc.constant("all")) }),
  fc.record({
    settings: fc.array(fc.record({ topic: text, email: fc.jsonValue(), portal: fc.boolean() })),
  }),
);

describe("the notifications endpoints under generated input", () => {
  it("never answer GET /v2/notifications with a server error", async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        const response = await server.call(token, {
          method: "GET",
          url: `/v2/notifications?${query}`,
        });
        expect(response.statusCode, query).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it("never answer the writes with a server error", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/v2/notifications/read", "/v2/notification-settings"),
        body,
        async (url, payload) => {
          const response = await server.call(token, {
            method: "PUT",
            url,
            headers: { "content-type": "application/json" },
            payload: JSON.stringify(payload),
          });
          expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
