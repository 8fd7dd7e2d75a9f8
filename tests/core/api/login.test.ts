import { describe, expect, it } from "vitest";
import { CaptchaChallenge } from "../../../src/core/api/auth/captcha.ts";
import {
  CredentialsLogin,
  ExternalLogin,
  LoginRequest,
  OneTimeCodeLogin,
} from "../../../src/core/api/auth/login.ts";
import {
  LoginErrorBody,
  loginErrorCode,
  requiresCaptcha,
  requiresOneTimeCode,
} from "../../../src/core/api/auth/login-error.ts";
import { expectInvalid, expectValid } from "./expect-decode.ts";

const credentials = { username: "ada@example.com", password: "correct horse battery" };

describe("LoginRequest", () => {
  it("takes bare credentials for a first attempt", () => {
    expect(expectValid(LoginRequest, credentials)).toEqual(credentials);
    expect(expectValid(CredentialsLogin, credentials)).toEqual(credentials);
  });

  it("takes credentials with a captcha answer", () => {
    const login = { ...credentials, captcha_id: "c-1", captcha_text: "X7K2P" };
    expect(expectValid(LoginRequest, login)).toEqual(login);
  });

  it("takes credentials with a one-time code and method basic", () => {
    const login = { ...credentials, otp_code: "123456", method: "basic" };
    expect(expectValid(LoginRequest, login)).toEqual(login);
    expect(expectValid(OneTimeCodeLogin, login)).toEqual(login);
  });

  it("takes an external access token as the password, with or without a username", () => {
    const login = { method: "external-login", username: "ada@example.com", password: "ya29.tok" };
    expect(expectValid(LoginRequest, login)).toEqual(login);
    expect(expectValid(ExternalLogin, { method: "external-login", password: "ya29.tok" })).toEqual({
      method: "external-login",
      password: "ya29.tok",
    });
  });

  it("refuses half a captcha, naming the missing half", () => {
    expectInvalid(LoginRequest, { ...credentials, captcha_id: "c-1" }, "captcha_text");
    expectInvalid(LoginRequest, { ...credentials, captcha_text: "X7K2P" }, "captcha_id");
  });

  it("refuses a code that is not six digits, or a code step without its code", () => {
    expectInvalid(LoginRequest, { ...credentials, otp_code: "12345", method: "basic" }, "otp_code");
    expectInvalid(LoginRequest, { ...credentials, method: "basic" }, "otp_code");
  });

  it("refuses an unknown method instead of ignoring it", () => {
    const error = expectInvalid(LoginRequest, { ...credentials, method: "magic" }, "method");
    expect(error).toContain('"external-login"');
  });

  it("refuses empty credentials and an empty external token", () => {
    expectInvalid(LoginRequest, { username: "", password: "x" }, "username");
    expectInvalid(LoginRequest, { username: "ada", password: "" }, "password");
    expectInvalid(LoginRequest, { method: "external-login", password: "" }, "password");
  });
});

describe("LoginErrorBody", () => {
  it("decodes a refusal with its machine-readable reason", () => {
    const body = { detail: "Enter the code we sent you.", code: "otp_required" };
    expect(expectValid(LoginErrorBody, body)).toEqual(body);
    expect(loginErrorCode(body)).toBe("otp_required");
  });

  it("does not recognise other bodies", () => {
    expectInvalid(LoginErrorBody, { detail: "No.", code: "teapot" }, "code");
    expect(loginErrorCode({ detail: "No." })).toBeUndefined();
    expect(loginErrorCode("<html>")).toBeUndefined();
  });

  it("tells which reasons call for a captcha and which for a one-time code", () => {
    expect(requiresCaptcha("captcha_required")).toBe(true);
    expect(requiresCaptcha("captcha_invalid")).toBe(true);
    expect(requiresCaptcha("invalid_credentials")).toBe(false);
    expect(requiresOneTimeCode("otp_required")).toBe(true);
    expect(requiresOneTimeCode("otp_invalid")).toBe(true);
    expect(requiresOneTimeCode("captcha_required")).toBe(false);
  });
});

describe("CaptchaChallenge", () => {
  const challenge = {
    captcha_id: "c-1",
    image: "data:image/png;base64,iVBORw0KGgo=",
    expires_at: "2026-11-21T14:10:00Z",
  };

  it("decodes a challenge with an image data URL", () => {
    expect(expectValid(CaptchaChallenge, challenge)).toEqual(challenge);
    const svg = { ...challenge, image: "data:image/svg+xml;charset=utf-8,%3Csvg%3E" };
    expect(expectValid(CaptchaChallenge, svg)).toEqual(svg);
  });

  it("names the field that is wrong", () => {
    expectInvalid(CaptchaChallenge, { ...challenge, image: "https://x/captcha.png" }, "image");
    expectInvalid(CaptchaChallenge, { ...challenge, expires_at: "soon" }, "expires_at");
    expectInvalid(CaptchaChallenge, { ...challenge, captcha_id: "" }, "captcha_id");
  });
});
