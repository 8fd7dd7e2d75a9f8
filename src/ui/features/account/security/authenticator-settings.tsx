import { type FormEvent, useState } from "react";
import { grid } from "#styled-system/patterns/index.js";
import { heading, text } from "#styled-system/recipes/index.js";
import {
  useRegenerateBackupCodes,
  useRemoveTotp,
} from "../../../../adapters/resources/account/two-factor.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { serverFieldError } from "../../../components/form-feedback.ts";
import { TextField } from "../../../components/text-field.tsx";
import { BackupCodesPanel } from "./backup-codes-panel.tsx";

const noSpaces = (typed: string) => typed.replace(/\s+/g, "");

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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    regenerate.submit({ code: noSpaces(code) });
  };
  return (
    <form
      aria-labelledby="backup-codes-heading"
      noValidate
      onSubmit={submit}
      className={grid({ gap: "3", maxW: "sm" })}
    >
      <h3 id="backup-codes-heading" className={heading({ size: "card" })}>
        New backup codes
      </h3>
      <p className={text({ size: "sm", tone: "muted" })}>
        Ten new codes replace the ones you have: the old ones stop working.
      </p>
      {regenerate.error !== null && <Alert status="error">{regenerate.error}</Alert>}
      <TextField
        label="Code from the app"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        errorText={serverFieldError(regenerate.fieldErrors, "code")}
        onChange={(event) => setCode(event.target.value)}
      />
      <div>
        <Button type="submit" variant="outline" disabled={regenerate.isPending}>
          Make new backup codes
        </Button>
      </div>
    </form>
  );
}

/** Turning two-factor off: the password and a code (or a backup code). */
export function TurnOffAuthenticator() {
  const remove = useRemoveTotp();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.submit({ password, code: noSpaces(code) });
  };
  return (
    <form
      aria-labelledby="turn-off-heading"
      noValidate
      onSubmit={submit}
      className={grid({ gap: "3", maxW: "sm" })}
    >
      <h3 id="turn-off-heading" className={heading({ size: "card" })}>
        Turn off two-factor sign-in
      </h3>
      {remove.error !== null && <Alert status="error">{remove.error}</Alert>}
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        errorText={serverFieldError(remove.fieldErrors, "password")}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Code from the app or a backup code"
        name="code"
        autoComplete="one-time-code"
        maxLength={13}
        value={code}
        errorText={serverFieldError(remove.fieldErrors, "code")}
        onChange={(event) => setCode(event.target.value)}
      />
      <div>
        <Button type="submit" variant="outline" disabled={remove.isPending}>
          Turn off
        </Button>
      </div>
    </form>
  );
}
