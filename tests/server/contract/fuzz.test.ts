import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * Every route of the catalogue (every /v2 endpoint the modules register) gets generated
 * bodies, query strings and path parameters, as a signed-in admin and anonymously: whatever
 * comes in, the answer is never a 5xx, and every error answer is JSON in the contract's shape.
 */
let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ access: adminToken } = await server.sessionFor("admin@acme.test"));
});
afterAll(async () => {
  await server.close();
});

const text = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "",
    " ",
    "null",
    "0",
    "-1",
    "1e309",
    "../../etc/passwd",
    "%00",
    "'; drop table users; --",
    "🚀",
    "\u202e",
  ),
);
const pathParameter = fc.oneof(
  text,
  fc.integer().map(String),
  fc.constantFrom("1", "2", "999999999999", "SUP-1", "all"),
);
const queryString = fc
  .dictionary(
    fc.constantFrom(
      "offset",
      "limit",
      "search",
      "status",
      "is_read",
      "type",
      "user",
      "date_from",
      "date_to",
      "ordering",
      "email",
      "x",
    ),
    text,
    { maxKeys: 4 },
  )
  .map((params) => new URLSearchParams(params).toString());
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      "username",
      "password",
      "refresh",
      "ids",
      "id",
      "email",
      "permissions",
      "default_currency",
      "code",
      "new_password",
      "confirm_password",
      "title",
      "description",
      "method",
      "otp_code",
      "captcha_id",
      "captcha_text",
    ),
    fc.jsonValue(),
    { maxKeys: 6 },
  ),
);

function concretePath(path: string, parameter: string): string {
  return `/v2${path.replace(/:[A-Za-z_]+/g, encodeURIComponent(parameter))}`;
}

describe("fuzzing every /v2 endpoint", () => {
  it("lists the endpoints of the identity slice", () => {
    expect(server.catalogue.length).toBeGreaterThan(0);
  });

  it("never answers 5xx to generated input, signed in or not", async () => {
    for (const route of server.catalogue) {
      await fc.assert(
        fc.asyncProperty(
          pathParameter,
          queryString,
          body,
          fc.boolean(),
          async (parameter, query, payload, signedIn) => {
            const url = `${concretePath(route.path, parameter)}${query ? `?${query}` : ""}`;
            const response = await server.call(signedIn ? adminToken : null, {
              method: route.method,
              url,
              ...(route.method === "GET"
                ? {}
                : {
                    payload: JSON.stringify(payload),
                    headers: { "content-type": "application/json" },
                  }),
            });
            if (response.statusCode >= 500) {
              throw new Error(`${route.method} ${url} -> ${response.statusCode} ${response.body}`);
            }
            if (response.statusCode >= 400) {
              expect(response.headers["content-type"]).toContain("application/json");
              expect(typeof response.json()).toBe("object");
            }
          },
        ),
        { numRuns: 25 },
      );
    }
  }, 300_000);

  it("answers malformed JSON, wrong content types and oversized bodies with the contract's error", async () => {
    const posts = server.catalogue.filter((route) => route.method !== "GET");
    for (const route of posts) {
      const url = concretePath(route.path, "1");
      const malformed = await server.call(adminToken, {
        method: route.method,
        url,
        payload: '{"broken": ',
        headers: { "content-type": "application/json" },
      });
      expect([400, 403, 404]).toContain(malformed.statusCode);
      const wrongType = await server.call(adminToken, {
        method: route.method,
        url,
        payload: "username=a",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect([400, 403, 404, 415]).toContain(wrongType.statusCode);
      expect(wrongType.json()).toHaveProperty("detail");
    }
    const huge = JSON.stringify({ username: "a".repeat(1024 * 1024 + 10), password: "x" });
    const tooLarge = await server.call(null, {
      method: "POST",
      url: "/v2/auth",
      payload: huge,
      headers: { "content-type": "application/json" },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: "The request body is too large." });
  });
});
