import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LoginRequest } from "../../../src/core/api/auth/login.ts";
import { decode } from "../../../src/core/api/decode.ts";
import {
  type BasicSignIn,
  buildLoginRequest,
  type SignInInput,
} from "../../../src/core/auth/sign-in-payload.ts";

const basic: BasicSignIn = {
  mode: "basic",
  username: "ada@example.com",
  password: "correct horse battery",
  captchaRequired: false,
  otpErrorOccurred: false,
};
const credentials = { username: "ada@example.com", password: "correct horse battery" };
const captcha = { id: "c-1", text: "X7K2P" };

describe("buildLoginRequest, basic sign-in", () => {
  it("sends the credentials alone on a first attempt", () => {
    expect(buildLoginRequest(basic)).toEqual({ ok: true, request: credentials });
  });

  it("takes the captcha path when a captcha is required", () => {
    expect(buildLoginRequest({ ...basic, captchaRequired: true, captcha })).toEqual({
      ok: true,
      request: { ...credentials, captcha_id: "c-1", captcha_text: "X7K2P" },
    });
  });

  it("does not send a captcha nobody asked for", () => {
    expect(buildLoginRequest({ ...basic, captcha })).toEqual({ ok: true, request: credentials });
  });

  it("asks for the captcha when one is required but not answered", () => {
    expect(buildLoginRequest({ ...basic, captchaRequired: true })).toEqual({
      ok: false,
      field: "captcha",
    });
    expect(
      buildLoginRequest({ ...basic, captchaRequired: true, captcha: { id: "c-1", text: "  " } }),
    ).toEqual({ ok: false, field: "captcha" });
  });

  it("sends the one-time code with method basic once the code step is active", () => {
    expect(buildLoginRequest({ ...basic, otpErrorOccurred: true, otpCode: "123456" })).toEqual({
      ok: true,
      request: { ...credentials, otp_code: "123456", method: "basic" },
    });
  });

  it("leaves the captcha out in the code step, even when one was required", () => {
    const input = { ...basic, captchaRequired: true, captcha, otpErrorOccurred: true };
    expect(buildLoginRequest({ ...input, otpCode: "123456" })).toEqual({
      ok: true,
      request: { ...credentials, otp_code: "123456", method: "basic" },
    });
  });

  it("asks for the code in the code step when it is missing or not six digits", () => {
    expect(buildLoginRequest({ ...basic, otpErrorOccurred: true })).toEqual({
      ok: false,
      field: "otp_code",
    });
    expect(buildLoginRequest({ ...basic, otpErrorOccurred: true, otpCode: "12a456" })).toEqual({
      ok: false,
      field: "otp_code",
    });
  });

  it("sends a code typed before it was asked for, unless a captcha comes first", () => {
    expect(buildLoginRequest({ ...basic, otpCode: "654321" })).toEqual({
      ok: true,
      request: { ...credentials, otp_code: "654321", method: "basic" },
    });
    expect(buildLoginRequest({ ...basic, otpCode: "6543" })).toEqual({
      ok: false,
      field: "otp_code",
    });
    expect(
      buildLoginRequest({ ...basic, otpCode: "654321", captchaRequired: true, captcha }),
    ).toEqual({ ok: true, request: { ...credentials, captcha_id: "c-1", captcha_text: "X7K2P" } });
  });

  it("tidies what people type: username and captcha trimmed, spaces dropped from the code", () => {
    const input = { ...basic, username: "  ada@example.com ", otpErrorOccurred: true };
    expect(buildLoginRequest({ ...input, otpCode: " 123 456 " })).toEqual({
      ok: true,
      request: { ...credentials, otp_code: "123456", method: "basic" },
    });
    const padded = { ...basic, captchaRequired: true, captcha: { id: "c-1", text: " X7K2P " } };
    expect(buildLoginRequest(padded)).toMatchObject({ request: { captcha_text: "X7K2P" } });
  });

  it("sends the password exactly as typed", () => {
    const result = buildLoginRequest({ ...basic, password: "  spaced out  " });
    expect(result).toMatchObject({ request: { password: "  spaced out  " } });
  });

  it("asks for a username and a password first", () => {
    expect(buildLoginRequest({ ...basic, username: "   " })).toEqual({
      ok: false,
      field: "username",
    });
    expect(buildLoginRequest({ ...basic, password: "" })).toEqual({
      ok: false,
      field: "password",
    });
  });
});

describe("buildLoginRequest, external sign-in", () => {
  it("sends the provider's access token as the password with the external method", () => {
    expect(
      buildLoginRequest({ mode: "external", username: "ada@example.com", accessToken: "ya29.t" }),
    ).toEqual({
      ok: true,
      request: { method: "external-login", username: "ada@example.com", password: "ya29.t" },
    });
  });

  it("leaves the username out when there is none", () => {
    expect(buildLoginRequest({ mode: "external", accessToken: "ya29.t" })).toEqual({
      ok: true,
      request: { method: "external-login", password: "ya29.t" },
    });
    expect(buildLoginRequest({ mode: "external", username: " ", accessToken: "ya29.t" })).toEqual({
      ok: true,
      request: { method: "external-login", password: "ya29.t" },
    });
  });

  it("needs the access token", () => {
    expect(buildLoginRequest({ mode: "external", accessToken: "" })).toEqual({
      ok: false,
      field: "access_token",
    });
  });
});

describe("buildLoginRequest, any input", () => {
  const text = fc.oneof(fc.string(), fc.constantFrom("", " ", "ada", "123456", " 123 456 "));
  const basicInput: fc.Arbitrary<SignInInput> = fc.record(
    {
      mode: fc.constant("basic" as const),
      username: text,
      password: text,
      captcha: fc.record({ id: text, text }),
      captchaRequired: fc.boolean(),
      otpCode: fc.oneof(text, fc.stringMatching(/^\d{6}$/)),
      otpErrorOccurred: fc.boolean(),
    },
    { requiredKeys: ["mode", "username", "password", "captchaRequired", "otpErrorOccurred"] },
  );
  const externalInput: fc.Arbitrary<SignInInput> = fc.record(
    { mode: fc.constant("external" as const), username: text, accessToken: text },
    { requiredKeys: ["mode", "accessToken"] },
  );

  it("builds only payloads that the LoginRequest schema accepts", () => {
    fc.assert(
      fc.property(fc.oneof(basicInput, externalInput), (input) => {
        const result = buildLoginRequest(input);
        if (result.ok)
          expect(decode(LoginRequest, result.request)).toEqual({
            ok: true,
            value: result.request,
          });
      }),
      { numRuns: 500 },
    );
  });

  it("never sends a captcha in the code step, nor a code when a captcha is due first", () => {
    fc.assert(
      fc.property(basicInput, (input) => {
        const result = buildLoginRequest(input);
        if (!result.ok || input.mode !== "basic") return;
        if (input.otpErrorOccurred) expect(result.request).not.toHaveProperty("captcha_id");
        else if (input.captchaRequired) expect(result.request).toHaveProperty("captcha_id");
      }),
      { numRuns: 500 },
    );
  });
});
