import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ChangePasswordRequest,
  ChangePasswordResponse,
} from "../../../src/core/api/account/change-password.ts";
import {
  confirmationProblem,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORD_UNCHANGED,
  PASSWORDS_DO_NOT_MATCH,
} from "../../../src/core/api/auth/password-rules.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

describe("password rules", () => {
  it("needs at least 12 and at most 128 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(newPasswordProblem("a".repeat(11))).toBe(PASSWORD_TOO_SHORT);
    expect(newPasswordProblem("a".repeat(12))).toBeUndefined();
    expect(newPasswordProblem("a".repeat(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(newPasswordProblem("a".repeat(PASSWORD_MAX_LENGTH + 1))).toBe(PASSWORD_TOO_LONG);
  });

  it("counts characters as people see them, not UTF-16 units", () => {
    // Six emoji are twelve UTF-16 units but only six characters.
    expect(newPasswordProblem("🔒".repeat(6))).toBe(PASSWORD_TOO_SHORT);
    expect(newPasswordProblem("🔒".repeat(12))).toBeUndefined();
  });

  it("accepts exactly the lengths in range", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 200 }), (password) => {
        const acceptable =
          password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
        expect(newPasswordProblem(password) === undefined).toBe(acceptable);
      }),
    );
  });

  it("needs the confirmation to match exactly", () => {
    expect(confirmationProblem("same-password-1", "same-password-1")).toBeUndefined();
    expect(confirmationProblem("same-password-1", "same-password-1 ")).toBe(PASSWORDS_DO_NOT_MATCH);
  });
});

describe("ChangePasswordRequest", () => {
  const request = {
    password: "old password 1",
    new_password: "a much longer passphrase",
    confirm_password: "a much longer passphrase",
  };

  it("decodes a valid change", () => {
    expect(expectValid(ChangePasswordRequest, request)).toEqual(request);
  });

  it("reports a short new password on new_password", () => {
    const error = expectInvalid(
      ChangePasswordRequest,
      { ...request, new_password: "short", confirm_password: "short" },
      "new_password",
    );
    expect(error).toContain(PASSWORD_TOO_SHORT);
  });

  it("reports a mismatched confirmation on confirm_password", () => {
    const error = expectInvalid(
      ChangePasswordRequest,
      { ...request, confirm_password: "a much longer passphrasE" },
      "confirm_password",
    );
    expect(error).toContain(PASSWORDS_DO_NOT_MATCH);
  });

  it("reports both problems at once", () => {
    const error = expectInvalid(
      ChangePasswordRequest,
      { ...request, new_password: "short", confirm_password: "other" },
      "new_password",
    );
    expect(error).toContain("confirm_password");
  });

  it("refuses a new password equal to the current one", () => {
    const unchanged = "unchanged passphrase";
    const error = expectInvalid(
      ChangePasswordRequest,
      { password: unchanged, new_password: unchanged, confirm_password: unchanged },
      "new_password",
    );
    expect(error).toContain(PASSWORD_UNCHANGED);
  });

  it("needs the current password and every field as text", () => {
    expectInvalid(ChangePasswordRequest, { ...request, password: "" }, "password");
    expectInvalid(ChangePasswordRequest, { ...request, confirm_password: 1 }, "confirm_password");
  });

  it("decodes the success answer", () => {
    expect(expectValid(ChangePasswordResponse, { detail: "Password changed." })).toEqual({
      detail: "Password changed.",
    });
    expectInvalid(ChangePasswordResponse, {}, "detail");
  });
});
