import { describe, expect, it } from "vitest";
import { httpFailure, networkFailure } from "../../src/core/errors/index.ts";
import {
  captchaChallenge,
  isBusy,
  isSignedIn,
  needsCaptcha,
  needsOneTimeCode,
  type SessionEvent,
  signInError,
} from "../../src/machines/session/index.ts";
import { settle } from "./harness/pending-calls.ts";
import { CAPTCHA, PAIRS, readSession, STORED, startSession } from "./harness/session-fixtures.ts";

function refusal(code: string, detail = `Refused: ${code}.`) {
  return httpFailure(400, "Bad Request", { detail, code });
}

const credentials = { type: "SIGN_IN", username: " ada ", password: "secret" } as const;

async function signedOut() {
  const session = await startSession(STORED.empty);
  const send = async (event: SessionEvent) => {
    session.actor.send(event);
    await settle();
  };
  return { ...session, send, snapshot: () => session.actor.getSnapshot() };
}

describe("session sign-in", () => {
  it("signs in with credentials, stores both tokens and returns where the user was", async () => {
    const session = await signedOut();
    await session.send({ ...credentials, returnPath: "/billing/invoices/7" });
    expect(isBusy(session.snapshot())).toBe(true);
    expect(session.calls.inputsOf("signIn")).toEqual([
      { request: { username: "ada", password: "secret" } },
    ]);

    await session.calls.resolve("signIn", PAIRS.signedIn);
    expect(isSignedIn(session.snapshot())).toBe(true);
    expect(readSession(session.storage)).toMatchObject(PAIRS.signedIn);
    expect(session.effects).toEqual([{ type: "navigate", to: { to: "/billing/invoices/7" } }]);
  });

  it("goes home after signing in when there is nowhere to return to", async () => {
    const session = await signedOut();
    await session.send(credentials);
    await session.calls.resolve("signIn", PAIRS.signedIn);
    expect(session.effects).toEqual([{ type: "navigate", to: { to: "/" } }]);
  });

  it("does not send an attempt that misses a field, and names the field", async () => {
    const session = await signedOut();
    await session.send({ type: "SIGN_IN", username: "ada", password: "" });
    expect(session.calls.calls).toEqual([]);
    expect(signInError(session.snapshot())).toEqual({ kind: "incomplete", field: "password" });
    expect(session.snapshot().matches({ signedOut: "enteringCredentials" })).toBe(true);
  });

  it("shows the server's reason for a refusal", async () => {
    const session = await signedOut();
    await session.send(credentials);
    const failure = refusal("invalid_credentials", "Wrong username or password.");
    await session.calls.reject("signIn", failure);
    expect(signInError(session.snapshot())).toEqual({
      kind: "refused",
      code: "invalid_credentials",
      message: "Wrong username or password.",
      failure,
    });
    expect(needsCaptcha(session.snapshot())).toBe(false);
  });

  it("asks for a captcha when the server requires one and sends its answer", async () => {
    const session = await signedOut();
    await session.send(credentials);
    await session.calls.reject("signIn", refusal("captcha_required"));
    expect(needsCaptcha(session.snapshot())).toBe(true);
    expect(captchaChallenge(session.snapshot())).toBeNull();
    expect(isBusy(session.snapshot())).toBe(true);

    await session.calls.resolve("loadCaptcha", CAPTCHA);
    expect(captchaChallenge(session.snapshot())).toEqual(CAPTCHA);
    await session.send(credentials);
    expect(signInError(session.snapshot())).toEqual({ kind: "incomplete", field: "captcha" });

    await session.send({ ...credentials, captchaText: " x7k2 " });
    expect(session.calls.inputsOf("signIn").at(-1)).toEqual({
      request: { username: "ada", password: "secret", captcha_id: "c-1", captcha_text: "x7k2" },
    });
  });

  it("fetches a new captcha after any refusal once one is required (each is answered once)", async () => {
    const session = await signedOut();
    await session.send(credentials);
    await session.calls.reject("signIn", refusal("captcha_invalid"));
    await session.calls.resolve("loadCaptcha", CAPTCHA);
    await session.send({ ...credentials, captchaText: "x7k2" });
    await session.calls.reject("signIn", refusal("invalid_credentials"));
    expect(session.snapshot().matches({ signedOut: "loadingCaptcha" })).toBe(true);
    expect(session.calls.inputsOf("loadCaptcha")).toHaveLength(2);
  });

  it("lets the user ask for another captcha, also when fetching one failed", async () => {
    const session = await signedOut();
    await session.send(credentials);
    await session.calls.reject("signIn", refusal("captcha_required"));
    await session.calls.reject("loadCaptcha", networkFailure());
    expect(signInError(session.snapshot())).toEqual({
      kind: "captchaUnavailable",
      failure: networkFailure(),
    });
    await session.send({ type: "RELOAD_CAPTCHA" });
    await session.calls.resolve("loadCaptcha", CAPTCHA);
    expect(captchaChallenge(session.snapshot())).toEqual(CAPTCHA);
  });

  it("asks for the one-time code when the server wants it, until a code is accepted", async () => {
    const session = await signedOut();
    await session.send(credentials);
    await session.calls.reject("signIn", refusal("otp_required"));
    expect(needsOneTimeCode(session.snapshot())).toBe(true);

    await session.send({ ...credentials, oneTimeCode: "123 456" });
    expect(session.calls.inputsOf("signIn").at(-1)).toEqual({
      request: { username: "ada", password: "secret", otp_code: "123456", method: "basic" },
    });
    await session.calls.reject("signIn", refusal("otp_invalid"));
    expect(needsOneTimeCode(session.snapshot())).toBe(true);

    await session.send({ ...credentials, oneTimeCode: "654321" });
    await session.calls.resolve("signIn", PAIRS.signedIn);
    expect(isSignedIn(session.snapshot())).toBe(true);
    expect(needsOneTimeCode(session.snapshot())).toBe(false);
  });

  it("signs in with the external provider's token", async () => {
    const session = await signedOut();
    await session.send({ type: "SIGN_IN_EXTERNALLY", accessToken: "ya29.token" });
    expect(session.calls.inputsOf("signIn")).toEqual([
      { request: { method: "external-login", password: "ya29.token" } },
    ]);
    await session.calls.reject("signIn", refusal("external_login_failed", "Domain not allowed."));
    expect(signInError(session.snapshot())).toMatchObject({ message: "Domain not allowed." });
  });
});
