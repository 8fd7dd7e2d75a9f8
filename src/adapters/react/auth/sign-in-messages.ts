import type { SignInField } from "../../../core/auth/index.ts";
import type { SignInProblem } from "../../../machines/index.ts";
import { failureText } from "../../api/index.ts";

/**
 * What the sign-in form says about its last attempt. A refusal shows the server's words
 * (core errorMessage, as the session recorded it); an attempt that was not sent names what is
 * missing; a captcha that could not be fetched says so.
 */

const MISSING: Readonly<Record<SignInField, string>> = {
  // The wire calls it username; the form, and so the customer, calls it Email.
  username: "Enter your email address.",
  password: "Enter your password.",
  captcha: "Type the characters shown in the image.",
  otp_code: "Enter the 6-digit code we sent you.",
  access_token: "The Google sign-in did not complete. Try again.",
};

export const CAPTCHA_UNAVAILABLE = "The captcha could not be loaded. Ask for a new one.";

export function signInMessage(problem: SignInProblem | null): string | null {
  if (problem === null) return null;
  switch (problem.kind) {
    case "incomplete":
      return MISSING[problem.field];
    case "refused":
      return problem.message ?? failureText(problem.failure);
    case "captchaUnavailable":
      return CAPTCHA_UNAVAILABLE;
  }
}
