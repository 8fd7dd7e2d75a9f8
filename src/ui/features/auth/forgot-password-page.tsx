import { type FormEvent, useRef, useState } from "react";
import { useForgotPassword } from "../../../adapters/resources/auth/password-reset.ts";
import { Alert } from "../../components/alert.tsx";
import { Button } from "../../components/button.tsx";
import { serverFieldError, useFocusFirstInvalid } from "../../components/form-feedback.ts";
import { TextField } from "../../components/text-field.tsx";
import { AuthCard, formStack } from "./auth-card.tsx";
import { SignInLink } from "./sign-in-link.tsx";

/**
 * The confirmation is the same whatever the address: the page must not tell anyone whether
 * an account exists for it (the server answers alike too).
 */
export const RESET_LINK_SENT =
  "If an account uses this email address, we have sent it a link to choose a new password. The link works for a limited time; check your spam folder if it does not arrive.";

/** /forgot-password: asks for the email address a reset link goes to. */
export function ForgotPasswordPage() {
  const { submit, isPending, isSuccess, error, fieldErrors } = useForgotPassword();
  const [email, setEmail] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, fieldErrors);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit({ email: email.trim() });
  };

  if (isSuccess) {
    return (
      <AuthCard title="Check your email">
        <Alert status="success">{RESET_LINK_SENT}</Alert>
        <SignInLink label="Back to sign in" />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password"
      heading="Forgot your password?"
      intro="Enter the email address you sign in with and we will send you a link to choose a new password."
    >
      <form
        ref={formRef}
        aria-label="Forgot password"
        noValidate
        onSubmit={send}
        className={formStack}
      >
        {error !== null && <Alert status="error">{error}</Alert>}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errorText={serverFieldError(fieldErrors, "email")}
        />
        <Button type="submit" size="lg" fullWidth busy={isPending}>
          {isPending ? "Sending…" : "Send reset link"}
        </Button>
      </form>
      <SignInLink label="Back to sign in" />
    </AuthCard>
  );
}
