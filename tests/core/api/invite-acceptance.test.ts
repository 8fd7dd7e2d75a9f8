import { describe, expect, it } from "vitest";
import {
  INVITE_CODE_INVALID,
  InviteCodeRequest,
  InviteGreeting,
  SetPasswordRequest,
  SetPasswordResponse,
} from "../../../src/core/api/auth/invite-acceptance.ts";
import {
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from "../../../src/core/api/auth/password-rules.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const PASSWORD = "correct horse battery";

describe("invite codes", () => {
  it("take a code, refusing empty and overlong ones", () => {
    expect(expectValid(InviteCodeRequest, { code: "abc" })).toEqual({ code: "abc" });
    expectInvalid(InviteCodeRequest, { code: "" }, "code");
    expect(expectInvalid(InviteCodeRequest, { code: "x".repeat(201) }, "code")).toContain(
      INVITE_CODE_INVALID,
    );
  });

  it("greet the invitee by name and company", () => {
    const greeting = { email: "ada@acme.test", firstname: "Ada", company_name: "Acme Corp" };
    expect(expectValid(InviteGreeting, greeting)).toEqual(greeting);
    expectInvalid(InviteGreeting, { ...greeting, email: "" }, "email");
  });
});

describe("POST /register/user/set-password", () => {
  it("takes the code and a password typed twice", () => {
    const request = { code: "abc", password: PASSWORD, confirm_password: PASSWORD };
    expect(expectValid(SetPasswordRequest, request)).toEqual(request);
  });

  it("applies the password rules on the field a form marks", () => {
    const short = expectInvalid(
      SetPasswordRequest,
      { code: "abc", password: "short", confirm_password: "short" },
      "password",
    );
    expect(short).toContain(PASSWORD_TOO_SHORT);
    const mismatch = expectInvalid(
      SetPasswordRequest,
      { code: "abc", password: PASSWORD, confirm_password: `${PASSWORD}.` },
      "confirm_password",
    );
    expect(mismatch).toContain(PASSWORDS_DO_NOT_MATCH);
    expectInvalid(SetPasswordRequest, { password: PASSWORD, confirm_password: PASSWORD }, "code");
  });

  it("answers a message", () => {
    expect(expectValid(SetPasswordResponse, { detail: "Done." })).toEqual({ detail: "Done." });
  });
});
