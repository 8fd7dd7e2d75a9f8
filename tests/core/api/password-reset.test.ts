import { describe, expect, it } from "vitest";
import {
  ForgotPasswordRequest,
  ResetPasswordRequest,
  VerifyResetPasswordRequest,
} from "../../../src/core/api/auth/password-reset.ts";
import {
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from "../../../src/core/api/auth/password-rules.ts";
import { DetailMessage } from "../../../src/core/api/detail-message.ts";
import { INVALID_EMAIL } from "../../../src/core/api/users/contact-fields.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

describe("ForgotPasswordRequest", () => {
  it("takes an e-mail address", () => {
    expect(expectValid(ForgotPasswordRequest, { email: "ada@example.com" })).toEqual({
      email: "ada@example.com",
    });
  });

  it("refuses what cannot be an address, on the email field, in every form's words", () => {
    for (const email of ["", "ada", "ada@", "@example.com", "ada@example", "a da@example.com", 7]) {
      expectInvalid(ForgotPasswordRequest, { email }, "email");
    }
    expect(expectInvalid(ForgotPasswordRequest, { email: "ada@example..com" }, "email")).toContain(
      INVALID_EMAIL,
    );
  });

  it("takes the address as the other forms do: trimmed", () => {
    expect(expectValid(ForgotPasswordRequest, { email: " ada@example.com " })).toEqual({
      email: "ada@example.com",
    });
  });
});

describe("VerifyResetPasswordRequest", () => {
  it("takes a non-empty code", () => {
    expect(expectValid(VerifyResetPasswordRequest, { code: "abc" })).toEqual({ code: "abc" });
    expectInvalid(VerifyResetPasswordRequest, { code: "" }, "code");
    expectInvalid(VerifyResetPasswordRequest, {}, "code");
  });
});

describe("ResetPasswordRequest", () => {
  const request = {
    code: "k3y",
    password: "a much longer passphrase",
    confirm_password: "a much longer passphrase",
  };

  it("decodes a valid reset", () => {
    expect(expectValid(ResetPasswordRequest, request)).toEqual(request);
  });

  it("reports the password rules on password and the mismatch on confirm_password", () => {
    expect(
      expectInvalid(
        ResetPasswordRequest,
        { ...request, password: "short", confirm_password: "short" },
        "password",
      ),
    ).toContain(PASSWORD_TOO_SHORT);
    const long = "x".repeat(200);
    expect(
      expectInvalid(
        ResetPasswordRequest,
        { ...request, password: long, confirm_password: long },
        "password",
      ),
    ).toContain(PASSWORD_TOO_LONG);
    expect(
      expectInvalid(
        ResetPasswordRequest,
        { ...request, confirm_password: "other" },
        "confirm_password",
      ),
    ).toContain(PASSWORDS_DO_NOT_MATCH);
  });

  it("needs the code", () => {
    expectInvalid(ResetPasswordRequest, { ...request, code: "" }, "code");
  });
});

describe("DetailMessage", () => {
  it("is a non-empty detail", () => {
    expect(expectValid(DetailMessage, { detail: "Signed out." })).toEqual({
      detail: "Signed out.",
    });
    expectInvalid(DetailMessage, { detail: "" }, "detail");
  });
});
