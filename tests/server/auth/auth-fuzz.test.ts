import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/**
 * The sign-in and password endpoints with generated strings in every field of their real
 * shapes (the generic fuzzing elsewhere mostly meets the shape checks): never a 5xx, every
 * error a JSON body. Strings include NUL, lone surrogates and right-to-left overrides.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

/** Each sign-in attempt hashes a password on purpose: generous on a busy machine. */
const FUZZ_TIMEOUT_MS = 30_000;

const nasty = fc.oneof(
  fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
  fc.constantFrom("\u0000", "a\u0000@b.cc", "\ud800", "\u202eadmin@acme.test", "admin@acme.test "),
);
const code = fc.oneof(fc.stringMatching(/^\d{6}$/), nasty);

const shapes: ReadonlyArray<[string, fc.Arbitrary<object>]> = [
  ["/v2/auth", fc.record({ username: nasty, password: nasty })],
  [
    "/v2/auth",
    fc.record({ username: nasty, password: nasty, captcha_id: nasty, captcha_text: nasty }),
  ],
  [
    "/v2/auth",
    fc.record({ username: nasty, password: nasty, otp_code: code, method: fc.constant("basic") }),
  ],
  ["/v2/auth/refresh", fc.record({ refresh: nasty })],
  ["/v2/logout", fc.record({ refresh: nasty })],
  ["/v2/forgot-password", fc.record({ email: nasty })],
  ["/v2/verify-reset-password", fc.record({ code: nasty })],
  ["/v2/reset-password", fc.record({ code: nasty, password: nasty, confirm_password: nasty })],
];

describe("auth endpoints under generated input", () => {
  it.each(shapes)(
    "POST %s never answers 5xx",
    async (url, arbitrary) => {
      await fc.assert(
        fc.asyncProperty(arbitrary, async (payload) => {
          const response = await server.call(null, { method: "POST", url, payload });
          expect(
            response.statusCode,
            `${url} ${JSON.stringify(payload)}: ${response.body}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) expect(typeof response.json()).toBe("object");
        }),
        { numRuns: 20 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "GET /v2/dev/mailbox never answers 5xx",
    async () => {
      await fc.assert(
        fc.asyncProperty(nasty, async (email) => {
          const url = `/v2/dev/mailbox?${new URLSearchParams({ email })}`;
          const response = await server.call(null, { method: "GET", url });
          expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
        }),
        { numRuns: 30 },
      );
      for (const query of ["email=%00", "email=%FF%FE", "email=a&email=b", "email[x]=1"]) {
        const response = await server.call(null, {
          method: "GET",
          url: `/v2/dev/mailbox?${query}`,
        });
        expect(response.statusCode, `${query}: ${response.body}`).toBeLessThan(500);
      }
    },
    FUZZ_TIMEOUT_MS,
  );

  it("refuses null characters with 400 on the field, as DRF does", async () => {
    const response = await server.call(null, {
      method: "POST",
      url: "/v2/auth",
      payload: { username: "admin\u0000@acme.test", password: "conduit-demo" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ["Null characters are not allowed."] });
  });
});
