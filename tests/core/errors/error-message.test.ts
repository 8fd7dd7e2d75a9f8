import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  abortedFailure,
  errorMessage,
  httpFailure,
  impersonationFailureMessage,
  inlineErrorMessage,
  networkFailure,
  timeoutFailure,
} from "../../../src/core/errors/index.ts";

describe("errorMessage", () => {
  it("prefers the caller's explicit message over anything the server said", () => {
    const failure = httpFailure(400, "Bad Request", { detail: "Server says no." });
    expect(errorMessage(failure, "Could not save the service name.")).toBe(
      "Could not save the service name.",
    );
  });

  it("uses the server's detail next", () => {
    const body = {
      detail: "You do not have access to this invoice.",
      non_field_errors: ["Other."],
    };
    expect(errorMessage(httpFailure(403, "Forbidden", body))).toBe(
      "You do not have access to this invoice.",
    );
  });

  it("then the first non_field_errors entry", () => {
    const body = { non_field_errors: ["Passwords do not match.", "Too short."] };
    expect(errorMessage(httpFailure(400, "Bad Request", body))).toBe("Passwords do not match.");
  });

  it("then the standard status text for 400, 401, 403 and 500", () => {
    expect(errorMessage(httpFailure(400, "", { name: ["Required."] }))).toBe("Bad Request");
    expect(errorMessage(httpFailure(401, "", null))).toBe("Unauthorized");
    expect(errorMessage(httpFailure(403, "", "<html>"))).toBe("Forbidden");
    expect(errorMessage(httpFailure(500, "", undefined))).toBe("Internal Server Error");
  });

  it("uses the standard text even when a proxy rewrote the reason phrase", () => {
    expect(errorMessage(httpFailure(500, "Oopsie", null))).toBe("Internal Server Error");
  });

  it("has nothing to say for other statuses without a usable body", () => {
    for (const status of [404, 409, 413, 429, 502, 503]) {
      expect(errorMessage(httpFailure(status, "Whatever", {}))).toBeUndefined();
    }
  });

  it("skips blank or non-string texts", () => {
    const body = { detail: "  ", non_field_errors: [42, "", "Real reason."] };
    expect(errorMessage(httpFailure(409, "Conflict", body), " ")).toBe("Real reason.");
    expect(errorMessage(httpFailure(409, "", { detail: { nested: true } }))).toBeUndefined();
  });

  it("accepts non_field_errors given as a single string", () => {
    expect(errorMessage(httpFailure(409, "", { non_field_errors: "Already exists." }))).toBe(
      "Already exists.",
    );
  });

  it("has only the explicit message for failures without a response", () => {
    expect(errorMessage(networkFailure())).toBeUndefined();
    expect(errorMessage(timeoutFailure(), "Took too long.")).toBe("Took too long.");
    expect(errorMessage(abortedFailure())).toBeUndefined();
  });

  it("never throws on arbitrary JSON bodies and only returns non-blank strings", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.jsonValue(), (status, body) => {
        const message = errorMessage(httpFailure(status, "", body));
        if (message !== undefined) expect(message.trim()).not.toBe("");
      }),
    );
  });

  it("always returns a usable explicit message unchanged", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text.trim() !== ""),
        fc.anything(),
        (explicit, body) => {
          expect(errorMessage(httpFailure(500, "", body), explicit)).toBe(explicit);
        },
      ),
    );
  });
});

describe("impersonationFailureMessage", () => {
  it("says 'Failed to impersonate user.' for a 400 without non_field_errors", () => {
    expect(impersonationFailureMessage(httpFailure(400, "Bad Request", {}))).toBe(
      "Failed to impersonate user.",
    );
    expect(impersonationFailureMessage(httpFailure(400, "", { detail: "Staff cannot be." }))).toBe(
      "Failed to impersonate user.",
    );
    expect(impersonationFailureMessage(httpFailure(400, "", { non_field_errors: [] }))).toBe(
      "Failed to impersonate user.",
    );
  });

  it("follows the normal message choice for a 400 with non_field_errors", () => {
    const body = { non_field_errors: ["This user is inactive."] };
    expect(impersonationFailureMessage(httpFailure(400, "", body))).toBe("This user is inactive.");
  });

  it("follows the normal message choice for everything else", () => {
    expect(impersonationFailureMessage(httpFailure(403, "", { detail: "Not allowed." }))).toBe(
      "Not allowed.",
    );
    expect(impersonationFailureMessage(httpFailure(500, "", null))).toBe("Internal Server Error");
    expect(impersonationFailureMessage(networkFailure())).toBeUndefined();
  });
});

describe("inlineErrorMessage", () => {
  it("keeps the server's words, in the customer's wording", () => {
    expect(inlineErrorMessage(httpFailure(400, "", { detail: "Too late." }))).toBe("Too late.");
    expect(
      inlineErrorMessage(
        httpFailure(400, "", { non_field_errors: ["This field may not be blank."] }),
      ),
    ).toBe("Please fill in this field.");
  });

  it("says what a status means instead of its reason phrase", () => {
    for (const status of [400, 401, 403, 404, 500, 503]) {
      const message = inlineErrorMessage(httpFailure(status, "Bad Request", null));
      expect(message).toBeDefined();
      expect(message).not.toMatch(/^(Bad Request|Unauthorized|Forbidden|Internal Server Error)$/);
    }
    expect(inlineErrorMessage(httpFailure(400, "", { status: ["x"] }))).toMatch(/not accepted/);
  });

  it("leaves unknown statuses and failures without an answer to the caller", () => {
    expect(inlineErrorMessage(httpFailure(418, "", null))).toBeUndefined();
    expect(inlineErrorMessage(networkFailure())).toBeUndefined();
    expect(inlineErrorMessage(timeoutFailure({ timeoutMs: 5 }))).toBeUndefined();
  });
});
