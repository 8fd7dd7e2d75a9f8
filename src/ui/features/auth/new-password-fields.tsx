import { useState } from "react";
import {
  confirmationProblem,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../../../core/api/auth/password-rules.ts";
import { serverFieldError } from "../../components/form-feedback.ts";
import { TextField } from "../../components/text-field.tsx";

export const PASSWORD_RULE_HINT = `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`;

export interface NewPassword {
  readonly password: string;
  readonly confirmation: string;
}

/** Whether the pair passes the shared password rules (core), as the server will check them. */
export function isAcceptable({ password, confirmation }: NewPassword): boolean {
  return (
    newPasswordProblem(password) === undefined &&
    confirmationProblem(password, confirmation) === undefined
  );
}

/**
 * A new password typed twice, checked against the same rules as the server (core
 * password-rules) while the user types: a field's problem shows once it has been left or the
 * form was sent, and the server's own messages show until the next try.
 */
export function NewPasswordFields({
  value,
  onChange,
  showProblems,
  fieldErrors,
}: {
  readonly value: NewPassword;
  readonly onChange: (value: NewPassword) => void;
  /** True once the form was sent: every problem shows, touched or not. */
  readonly showProblems: boolean;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
}) {
  const [left, setLeft] = useState({ password: false, confirmation: false });
  const passwordProblem =
    showProblems || left.password ? newPasswordProblem(value.password) : undefined;
  const confirmationMismatch =
    showProblems || left.confirmation
      ? confirmationProblem(value.password, value.confirmation)
      : undefined;
  return (
    <>
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        onBlur={() => setLeft((was) => ({ ...was, password: true }))}
        helperText={PASSWORD_RULE_HINT}
        errorText={passwordProblem ?? serverFieldError(fieldErrors, "password")}
      />
      <TextField
        label="Confirm new password"
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        required
        value={value.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
        onBlur={() => setLeft((was) => ({ ...was, confirmation: value.confirmation !== "" }))}
        errorText={confirmationMismatch ?? serverFieldError(fieldErrors, "confirm_password")}
      />
    </>
  );
}
