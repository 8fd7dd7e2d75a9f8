import { describe, expect, it } from "vitest";
import { UpdateMeRequest } from "../../../src/core/api/account/user-info.ts";
import { decode } from "../../../src/core/api/decode.ts";
import { ErrorBody, errorBodyFromIssues, errorCode } from "../../../src/core/api/error-body.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

describe("ErrorBody", () => {
  it("decodes a request-level error", () => {
    expect(expectValid(ErrorBody, { detail: "Not found." })).toEqual({ detail: "Not found." });
  });

  it("decodes a validation error with field and non-field messages", () => {
    const body = { email: ["Enter a valid email address."], non_field_errors: ["Try again."] };
    expect(expectValid(ErrorBody, body)).toEqual(body);
  });

  it("decodes a machine-readable code next to the detail", () => {
    const body = { detail: "A captcha is required.", code: "captcha_required" };
    expect(errorCode(expectValid(ErrorBody, body))).toBe("captcha_required");
  });

  it("refuses bodies that are not DRF errors, naming the field", () => {
    expectInvalid(ErrorBody, { detail: ["x"] }, "detail");
    expectInvalid(ErrorBody, { non_field_errors: "x" }, "non_field_errors");
    expectInvalid(ErrorBody, { email: 3 }, "email");
    expectInvalid(ErrorBody, "Server Error", "Expected");
  });
});

describe("errorCode", () => {
  it("is undefined without a code, and for a form field called code", () => {
    expect(errorCode({ detail: "No." })).toBeUndefined();
    expect(errorCode({ code: ["This code has expired."] })).toBeUndefined();
  });
});

describe("errorBodyFromIssues", () => {
  it("turns decoding issues into the 400 body the server sends", () => {
    const result = decode(UpdateMeRequest, { default_currency: 3 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const body = errorBodyFromIssues(result.issues);
    expect(body).toEqual({ default_currency: ["Expected string"] });
    expect(expectValid(ErrorBody, body)).toEqual(body);
  });

  it("groups messages per field, flattens nested paths, and files payload-level ones apart", () => {
    expect(
      errorBodyFromIssues([
        { path: ["items", 0, "id"], message: "Missing key" },
        { path: ["name"], message: "Too short" },
        { path: ["name"], message: "Not allowed" },
        { path: [], message: "Expected object" },
      ]),
    ).toEqual({
      "items[0].id": ["Missing key"],
      name: ["Too short", "Not allowed"],
      non_field_errors: ["Expected object"],
    });
  });
});
