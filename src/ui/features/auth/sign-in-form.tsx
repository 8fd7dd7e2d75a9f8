import { type FormEvent, useEffect, useRef, useState } from "react";
import { stack } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../adapters/react/auth/use-session.ts";
import { Alert } from "../../components/alert.tsx";
import { Button } from "../../components/button.tsx";
import { OneTimeCodeField } from "../../components/one-time-code-field.tsx";
import { TextField } from "../../components/text-field.tsx";
import { useHydrated } from "../../components/use-hydrated.ts";
import { CaptchaChallenge } from "./captcha-challenge.tsx";

/**
 * The sign-in form: credentials, then the captcha when the server requires one, or the
 * one-time-code step when it asks for it. Every typed value lives here, so a refusal leaves
 * it in place; only the captcha answer is cleared when a new image replaces the old one.
 */
export function SignInForm({ returnPath }: { readonly returnPath?: string | undefined }) {
  const {
    phase,
    signIn,
    isBusy,
    needsCaptcha,
    needsOneTimeCode,
    needsAuthenticatorCode,
    captcha,
    signInError,
  } = useSession();
  const signingIn = phase === "signingIn";
  // The server's markup of this form is painted before the scripts run: until they have, the
  // button is disabled, which also stops Enter from submitting (the password in a GET query),
  // and the fields are read-only, since a visitor whose first render differs (a stored
  // session or consent) gets new fields and would lose what was typed into the old ones.
  const hydrated = useHydrated();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [captchaText, setCaptchaText] = useState("");
  const [oneTimeCode, setOneTimeCode] = useState("");
  const codeInput = useRef<HTMLInputElement>(null);

  const captchaId = captcha?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image makes the old answer useless.
  useEffect(() => setCaptchaText(""), [captchaId]);
  useEffect(() => {
    if (needsOneTimeCode) codeInput.current?.focus();
  }, [needsOneTimeCode]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn({
      username,
      password,
      captchaText: needsCaptcha && !needsOneTimeCode ? captchaText : undefined,
      oneTimeCode: needsOneTimeCode ? oneTimeCode : undefined,
      returnPath,
    });
  };

  return (
    <form aria-label="Sign in" noValidate onSubmit={submit} className={stack({ gap: "4" })}>
      {signInError !== null && <Alert status="error">{signInError}</Alert>}
      {needsOneTimeCode ? (
        <>
          {needsAuthenticatorCode ? (
            <p className={text({ size: "sm" })}>
              Enter the 6-digit code your authenticator app shows for <strong>{username}</strong>.
              No phone at hand? Enter one of your backup codes instead.
            </p>
          ) : (
            <p className={text({ size: "sm" })}>
              We have sent a 6-digit code to the email address of <strong>{username}</strong>. Enter
              it to finish signing in.
            </p>
          )}
          <OneTimeCodeField
            ref={codeInput}
            label={needsAuthenticatorCode ? "Authenticator code or backup code" : "Sign-in code"}
            name="otp_code"
            acceptsBackupCode={needsAuthenticatorCode}
            required
            value={oneTimeCode}
            onChange={(event) => setOneTimeCode(event.target.value)}
          />
        </>
      ) : (
        <>
          <TextField
            label="Email"
            name="username"
            readOnly={!hydrated}
            type="email"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            readOnly={!hydrated}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {needsCaptcha && (
            <CaptchaChallenge answer={captchaText} onAnswerChange={setCaptchaText} />
          )}
        </>
      )}
      <Button type="submit" size="lg" fullWidth busy={signingIn} disabled={isBusy || !hydrated}>
        {signingIn ? "Signing in…" : needsOneTimeCode ? "Verify and sign in" : "Sign in"}
      </Button>
    </form>
  );
}
