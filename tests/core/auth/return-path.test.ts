import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_RETURN_PATH_LENGTH,
  returnPathFromLocation,
  sanitizeReturnPath,
} from "../../../src/core/auth/index.ts";

const ORIGIN = "https://portal.example";

/** What every sanitised result must be: a same-origin path that sanitising leaves alone. */
function expectSafe(result: string): void {
  expect(result.startsWith("/")).toBe(true);
  expect(result[1]).not.toBe("/");
  expect(result[1]).not.toBe("\\");
  expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
  expect(sanitizeReturnPath(result)).toBe(result);
}

describe("sanitizeReturnPath accepts", () => {
  it.each([
    "/",
    "/dashboard",
    "/billing/invoices?status=open#x",
    "/support/tickets/SUP-123",
    "/services/42/metrics?from=2026-05-01T00%3A00%3A00Z",
    "/support/tickets?q=fibre%20cut",
    "/services/café",
    "/sign-in-help",
    "/account-settings/change-password",
  ])("%s unchanged", (path) => {
    expect(sanitizeReturnPath(path)).toBe(path);
  });
});

describe("sanitizeReturnPath rejects", () => {
  it.each([
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash host", "/\\evil.example"],
    ["a backslash start", "\\\\evil.example"],
    ["a backslash later on", "/billing\\..\\..\\evil"],
    ["a scheme without slashes", "https:evil.example"],
    ["an absolute URL", "https://evil.example/x"],
    ["an encoded protocol-relative URL", "%2F%2Fevil.example"],
    ["an encoded slash after the first", "/%2Fevil.example"],
    ["an encoded backslash", "/%5Cevil.example"],
    ["a doubly encoded slash", "/%252Fevil.example"],
    ["a deeply encoded slash", "/%2525252525252525252Fevil.example"],
    ["a script URL", "javascript:alert(1)"],
    ["a path-looking script URL", " javascript:alert(1)"],
    ["a tab that parsers drop", "/\t/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["an encoded tab", "/%09/evil.example"],
    ["leading whitespace", " /dashboard"],
    ["a NUL", "/dashboard\u0000"],
    ["a right-to-left override", "/\u202Eelpmaxe.live"],
    ["a line separator", "/dash\u2028board"],
    ["dot segments", "/a/..//evil.example"],
    ["encoded dot segments", "/a/%2e%2e/%2fevil.example"],
    ["the sign-out page", "/sign-out"],
    ["the sign-out page with a query", "/sign-out?next=/x"],
    ["the sign-out page, shouted, with a trailing slash", "/SIGN-OUT/"],
    ["the sign-out page, encoded", "/sign%2Dout"],
    ["the sign-in page", "/sign-in"],
    ["the product sign-in page", "/conduit-sign-in"],
    ["the sign-up page", "/sign-up"],
    ["the password reset page", "/reset-password/abc123"],
    ["the set-password page", "/set-password/abc123"],
    ["the forgot-password page", "/forgot-password"],
    ["an empty string", ""],
    ["a relative path", "billing"],
    ["an over-long path", `/${"a".repeat(MAX_RETURN_PATH_LENGTH)}`],
  ])("%s", (_case, input) => {
    expect(sanitizeReturnPath(input)).toBe("/");
  });

  it.each([null, undefined, 42, { pathname: "/x" }, ["/x"]])("a non-string (%j)", (input) => {
    expect(sanitizeReturnPath(input)).toBe("/");
  });
});

describe("sanitizeReturnPath, for any input", () => {
  const trickyFragment = fc.constantFrom(
    "/",
    "//",
    "\\",
    "%2F",
    "%2f",
    "%5C",
    "%25",
    "2F",
    "%2e",
    ".",
    "..",
    "evil.example",
    "https:",
    "javascript:",
    ":",
    "@",
    "?",
    "#",
    "\t",
    "\n",
    "\r",
    " ",
    "\u0000",
    "\u00A0",
    "\u2028",
    "\u202E",
    "\uFEFF",
    "%09",
    "%0A",
    "sign-out",
    "sign-in",
    "billing",
  );
  const tricky = fc.array(trickyFragment, { maxLength: 12 }).map((parts) => parts.join(""));
  const inputs = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.string({ unit: "grapheme" }),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.webPath(),
    tricky,
    tricky.map((text) => `/${text}`),
    fc.tuple(fc.webPath(), tricky).map(([path, text]) => `${path}${text}`),
  );

  it("yields a same-origin path starting with a single slash, and is idempotent", () => {
    fc.assert(
      fc.property(inputs, (input) => expectSafe(sanitizeReturnPath(input))),
      {
        numRuns: 5000,
      },
    );
  });

  it("either keeps the input as it is or falls back to '/'", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        expect(["/", input]).toContain(sanitizeReturnPath(input));
      }),
    );
  });

  it("keeps ordinary portal paths", () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,15}$/);
    const path = fc
      .array(segment, { minLength: 1, maxLength: 5 })
      .map((parts) => `/${parts.join("/")}`)
      .filter((text) => !/sign-(in|out|up)|password/.test(text));
    fc.assert(
      fc.property(path, (input) => {
        expect(sanitizeReturnPath(input)).toBe(input);
      }),
    );
  });
});

describe("returnPathFromLocation", () => {
  it("joins pathname, search and hash", () => {
    expect(returnPathFromLocation("/billing/invoices", "?status=open", "#x")).toBe(
      "/billing/invoices?status=open#x",
    );
    expect(returnPathFromLocation("/dashboard", "", "")).toBe("/dashboard");
  });

  it("adds the missing '?' and '#'", () => {
    expect(returnPathFromLocation("/billing", "status=open", "x")).toBe("/billing?status=open#x");
  });

  it("sanitises the result", () => {
    expect(returnPathFromLocation("//evil.example", "", "")).toBe("/");
    expect(returnPathFromLocation("/sign-out", "?x=1", "")).toBe("/");
  });
});
