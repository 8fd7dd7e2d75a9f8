import { useState } from "react";
import { useParams } from "react-router-dom";
import { useInviteGreeting, useSetPassword } from "../../../adapters/resources/auth/invite.ts";
import { INVITE_CODE_INVALID } from "../../../core/api/auth/invite-acceptance.ts";
import { Alert } from "../../components/alert.tsx";
import { Button } from "../../components/button.tsx";
import { CheckedForm } from "../../components/checked-form.tsx";
import { FormFailure } from "../../components/form-failure.tsx";
import { otherFieldErrors, useSendAttempts } from "../../components/form-feedback.ts";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { AuthCard, formStack, linkRow } from "./auth-card.tsx";
import { isAcceptable, type NewPassword, NewPasswordFields } from "./new-password-fields.tsx";
import { SignInLink } from "./sign-in-link.tsx";

/**
 * /set-password/:code, from an invitation mail: greets the invitee by name and company, then
 * lets them choose the password that activates their account.
 */
export function SetPasswordPage() {
  const code = useParams().code ?? "";
  const greeting = useInviteGreeting(code);
  const activation = useSetPassword();
  const [value, setValue] = useState<NewPassword>({ password: "", confirmation: "" });
  const attempts = useSendAttempts(activation.fieldErrors);

  if (greeting.isPending && code !== "") {
    return (
      <AuthCard title="Set your password" heading="Welcome">
        <LoadingScreen label="Checking your invitation…" />
      </AuthCard>
    );
  }
  if (code === "" || greeting.isError || greeting.data === undefined) {
    return (
      <AuthCard title="Set your password" heading="This invitation cannot be used">
        <Alert status="error">{greeting.error ?? INVITE_CODE_INVALID}</Alert>
        <p className={linkRow}>Ask the person who invited you to send a new invitation.</p>
        <SignInLink label="Back to sign in" />
      </AuthCard>
    );
  }
  if (activation.isSuccess) {
    return (
      <AuthCard title="Account ready" heading="Your account is ready">
        <Alert status="success">
          {activation.data?.detail ?? "Your password has been set. You can now sign in."}
        </Alert>
        <SignInLink />
      </AuthCard>
    );
  }

  const { firstname, company_name: companyName, email } = greeting.data;
  const codeProblems = otherFieldErrors(activation.fieldErrors, ["password", "confirm_password"]);
  const send = () => {
    if (!isAcceptable(value)) return;
    activation.submit({ code, password: value.password, confirm_password: value.confirmation });
  };

  return (
    <AuthCard
      title="Set your password"
      heading={firstname.trim() === "" ? "Welcome" : `Welcome, ${firstname}`}
      intro={
        <p>
          {companyName.trim() === ""
            ? "You have been invited"
            : `You have been invited to ${companyName}`}{" "}
          on the customer portal. Choose a password for <strong>{email}</strong> to activate your
          account.
        </p>
      }
    >
      <CheckedForm
        attempts={attempts}
        aria-label="Set your password"
        onSend={send}
        className={formStack}
      >
        <FormFailure failures={[activation.error, ...codeProblems]} />
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <NewPasswordFields
          value={value}
          onChange={setValue}
          showProblems={attempts.made}
          fieldErrors={activation.fieldErrors}
        />
        <Button type="submit" size="lg" fullWidth busy={activation.isPending}>
          {activation.isPending ? "Activating…" : "Set password and activate"}
        </Button>
      </CheckedForm>
    </AuthCard>
  );
}
