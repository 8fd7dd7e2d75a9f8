import { type FormEvent, type ReactNode, useState } from "react";
import { grid } from "#styled-system/patterns/index.js";
import { heading, text } from "#styled-system/recipes/index.js";
import {
  useRegenerateBackupCodes,
  useRemoveTotp,
} from "../../../../adapters/resources/account/two-factor.ts";
import { otpCodeAsTyped } from "../../../../core/api/auth/login-methods.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { serverFieldError } from "../../../components/form-feedback.ts";
import { OneTimeCodeField } from "../../../components/one-time-code-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { BackupCodesPanel } from "./backup-codes-panel.tsx";

/** New backup codes, for a code from the app: the old ones stop working. */
export function RegenerateBackupCodes() {
  const regenerate = useRegenerateBackupCodes();
  const [code, setCode] = useState("");
  if (regenerate.data !== undefined) {
    return (
      <BackupCodesPanel
        codes={regenerate.data.backup_codes}
        onDone={() => {
          regenerate.reset();
          setCode("");
        }}
      />
    );
  }
  return (
    <AuthenticatorChangeForm
      headingId="backup-codes-heading"
      title="New backup codes"
      intro="Ten new codes replace the ones you have: the old ones stop working."
      error={regenerate.error}
      pending={regenerate.isPending}
      submitLabel="Make new backup codes"
      onSubmit={() => regenerate.submit({ code: otpCodeAsTyped(code) })}
    >
      <OneTimeCodeField
        label="Code from the app"
        name="code"
        value={code}
        errorText={serverFieldError(regenerate.fieldErrors, "code")}
        onChange={(event) => setCode(event.target.value)}
      />
    </AuthenticatorChangeForm>
  );
}

/** Turning two-factor off: the password and a code (or a backup code). */
export function TurnOffAuthenticator() {
  const remove = useRemoveTotp();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  return (
    <AuthenticatorChangeForm
      headingId="turn-off-heading"
      title="Turn off two-factor sign-in"
      error={remove.error}
      pending={remove.isPending}
      submitLabel="Turn off"
      onSubmit={() => remove.submit({ password, code: otpCodeAsTyped(code) })}
    >
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        errorText={serverFieldError(remove.fieldErrors, "password")}
        onChange={(event) => setPassword(event.target.value)}
      />
      <OneTimeCodeField
        label="Code from the app or a backup code"
        name="code"
        acceptsBackupCode
        value={code}
        errorText={serverFieldError(remove.fieldErrors, "code")}
        onChange={(event) => setCode(event.target.value)}
      />
    </AuthenticatorChangeForm>
  );
}

/**
 * A change to an enrolled authenticator, proven with a code from it: a titled form with the
 * server's refusal above the fields and one outlined button, as the security page lists them.
 */
function AuthenticatorChangeForm({
  headingId,
  title,
  intro,
  error,
  pending,
  submitLabel,
  onSubmit,
  children,
}: {
  readonly headingId: string;
  readonly title: string;
  readonly intro?: string;
  readonly error: string | null;
  readonly pending: boolean;
  readonly submitLabel: string;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      className={grid({ gap: "3", maxW: "sm" })}
    >
      <h3 id={headingId} className={heading({ size: "card" })}>
        {title}
      </h3>
      {intro !== undefined && <p className={text({ size: "sm", tone: "muted" })}>{intro}</p>}
      {error !== null && <Alert status="error">{error}</Alert>}
      {children}
      <div>
        <Button type="submit" variant="outline" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
