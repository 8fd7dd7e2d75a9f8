import { useState } from "react";
import { css } from "#styled-system/css/index.js";
import { panel, text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { useChangePassword } from "../../../../adapters/resources/account/password.ts";
import {
  newPasswordProblem,
  PASSWORD_UNCHANGED,
} from "../../../../core/api/auth/password-rules.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { CheckedForm } from "../../../components/checked-form.tsx";
import { FormFailure } from "../../../components/form-failure.tsx";
import {
  otherFieldErrors,
  serverFieldError,
  useSendAttempts,
} from "../../../components/form-feedback.ts";
import { TextField } from "../../../components/text-field.tsx";
import {
  isAcceptable,
  type NewPassword,
  NewPasswordFields,
} from "../../auth/new-password-fields.tsx";
import { AccountPage, formColumn } from "../shared/account-page.tsx";

const EMPTY: NewPassword = { password: "", confirmation: "" };

/** How the new password fares against the core rule, said while it is typed. */
function RuleStatus({
  password,
  current,
}: {
  readonly password: string;
  readonly current: string;
}) {
  if (password === "") return null;
  const problem =
    newPasswordProblem(password) ??
    (current !== "" && password === current ? PASSWORD_UNCHANGED : undefined);
  return (
    <p
      aria-live="polite"
      className={text({ tone: problem === undefined ? "muted" : "danger", size: "sm" })}
    >
      {problem ?? "The new password meets the password rule."}
    </p>
  );
}

/**
 * /account-settings/change-password: the current password, then the new one twice. The core
 * rule is checked as the user types; the server's messages (a wrong current password) land on
 * their fields, and everything typed stays until the change succeeds.
 */
export function ChangePasswordPage() {
  const { user } = useSession();
  const change = useChangePassword();
  const [current, setCurrent] = useState("");
  const [value, setValue] = useState<NewPassword>(EMPTY);
  const attempts = useSendAttempts(change.fieldErrors);

  const send = () => {
    if (current === "" || !isAcceptable(value) || value.password === current) return;
    change.submit({
      password: current,
      new_password: value.password,
      confirm_password: value.confirmation,
    });
  };

  if (change.isSuccess) {
    return (
      <AccountPage title="Change password">
        <div className={panel()}>
          <Alert status="success">{change.data?.detail ?? "Your password has been changed."}</Alert>
          <Button
            variant="ghost"
            className={css({ mt: "3" })}
            onClick={() => {
              setCurrent("");
              setValue(EMPTY);
              attempts.reset();
              change.reset();
            }}
          >
            Change it again
          </Button>
        </div>
      </AccountPage>
    );
  }

  const others = otherFieldErrors(change.fieldErrors, [
    "password",
    "new_password",
    "confirm_password",
  ]);
  const newPasswordErrors = {
    ...(change.fieldErrors.new_password ? { password: change.fieldErrors.new_password } : {}),
    ...(change.fieldErrors.confirm_password
      ? { confirm_password: change.fieldErrors.confirm_password }
      : {}),
  };
  const currentMissing = attempts.shown(current === "", "Enter your current password.");
  const unchanged = attempts.shown(
    value.password !== "" && value.password === current,
    PASSWORD_UNCHANGED,
  );

  return (
    <AccountPage
      title="Change password"
      subtitle="Your other sessions are signed out when the password changes."
    >
      <div className={panel()}>
        <CheckedForm
          attempts={attempts}
          aria-label="Change password"
          onSend={send}
          className={formColumn}
        >
          <FormFailure failures={[change.error, ...others]} />
          <input
            type="hidden"
            name="username"
            autoComplete="username"
            value={user?.email ?? ""}
            readOnly
          />
          <TextField
            label="Current password"
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            errorText={currentMissing ?? serverFieldError(change.fieldErrors, "password")}
          />
          <NewPasswordFields
            value={value}
            onChange={setValue}
            showProblems={attempts.made}
            fieldErrors={unchanged === undefined ? newPasswordErrors : { password: [unchanged] }}
          />
          <RuleStatus password={value.password} current={current} />
          <div>
            <Button type="submit" busy={change.isPending}>
              {change.isPending ? "Changing…" : "Change password"}
            </Button>
          </div>
        </CheckedForm>
      </div>
    </AccountPage>
  );
}
