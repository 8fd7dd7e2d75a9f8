import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { textLink } from "#styled-system/recipes/index.js";
import {
  useResetPassword,
  useVerifyResetCode,
} from "../../../adapters/resources/auth/password-reset.ts";
import { Alert } from "../../components/alert.tsx";
import { Button } from "../../components/button.tsx";
import { CheckedForm } from "../../components/checked-form.tsx";
import { otherFieldErrors, useSendAttempts } from "../../components/form-feedback.ts";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { AuthCard, formStack, linkRow } from "./auth-card.tsx";
import { isAcceptable, type NewPassword, NewPasswordFields } from "./new-password-fields.tsx";

export const RESET_LINK_UNUSABLE = "This link is invalid or has expired.";

function RequestNewLink() {
  return (
    <Link className={textLink()} to="/forgot-password">
      Request a new link
    </Link>
  );
}

/**
 * /reset-password/:code, from the mailed link. The code is checked first: an unusable one
 * says so and offers a new link; a good one shows the new-password form.
 */
export function ResetPasswordPage() {
  const code = useParams().code ?? "";
  const check = useVerifyResetCode(code);
  const reset = useResetPassword();
  const [value, setValue] = useState<NewPassword>({ password: "", confirmation: "" });
  const attempts = useSendAttempts(reset.fieldErrors);

  if (check.isPending && code !== "") {
    return (
      <AuthCard title="Reset password" heading="Choose a new password">
        <LoadingScreen label="Checking your link…" />
      </AuthCard>
    );
  }
  if (code === "" || check.isError) {
    return (
      <AuthCard title="Reset password" heading="This link cannot be used">
        <Alert status="error">{check.error ?? RESET_LINK_UNUSABLE}</Alert>
        <p className={linkRow}>
          <RequestNewLink />
          <Link className={textLink()} to="/sign-in">
            Back to sign in
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <Alert status="success">
          Your password has been changed. Sign in with your new password.
        </Alert>
        <p className={linkRow}>
          <Link className={textLink()} to="/sign-in">
            Go to sign in
          </Link>
        </p>
      </AuthCard>
    );
  }

  const codeProblems = otherFieldErrors(reset.fieldErrors, ["password", "confirm_password"]);
  const send = () => {
    if (!isAcceptable(value)) return;
    reset.submit({ code, password: value.password, confirm_password: value.confirmation });
  };

  return (
    <AuthCard
      title="Reset password"
      heading="Choose a new password"
      intro="Choose the password you will sign in with from now on."
    >
      <CheckedForm
        attempts={attempts}
        aria-label="Reset password"
        onSend={send}
        className={formStack}
      >
        {(reset.error !== null || codeProblems.length > 0) && (
          <Alert status="error">
            {[reset.error, ...codeProblems].filter((text) => text !== null).join(" ")}
            {codeProblems.length > 0 && (
              <>
                {" "}
                <RequestNewLink />
              </>
            )}
          </Alert>
        )}
        <NewPasswordFields
          value={value}
          onChange={setValue}
          showProblems={attempts.made}
          fieldErrors={reset.fieldErrors}
        />
        <Button type="submit" size="lg" fullWidth busy={reset.isPending}>
          {reset.isPending ? "Saving…" : "Save new password"}
        </Button>
      </CheckedForm>
    </AuthCard>
  );
}
