import { Schema } from "effect";
import { newPasswordPairCheck } from "./new-password-check.ts";
import { NonEmptyString } from "./primitives.ts";

/** Loose on purpose: the mail server is the real judge; this only catches typing slips. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export const EmailAddress = Schema.String.pipe(
  Schema.check(Schema.isPattern(EMAIL_PATTERN, { message: "Enter a valid e-mail address." })),
);

/**
 * POST /forgot-password. The answer is the same whether or not the address belongs to an
 * account, so the form cannot be used to find out who has one.
 */
export const ForgotPasswordRequest = Schema.Struct({ email: EmailAddress });
export type ForgotPasswordRequest = typeof ForgotPasswordRequest.Type;

/**
 * POST /verify-reset-password: is the code from the mailed link (/reset-password/:code)
 * still usable? The reset page asks before showing the form. A refusal is a 400 with the
 * message under `code`, e.g. `{ "code": ["This link is invalid or has expired."] }`.
 */
export const VerifyResetPasswordRequest = Schema.Struct({ code: NonEmptyString });
export type VerifyResetPasswordRequest = typeof VerifyResetPasswordRequest.Type;

/**
 * POST /reset-password: the mailed code and the new password, typed twice. The password
 * rules are the shared ones, reported on the field a form would mark.
 */
export const ResetPasswordRequest = Schema.Struct({
  code: NonEmptyString,
  password: Schema.String,
  confirm_password: Schema.String,
}).pipe(Schema.check(newPasswordPairCheck));
export type ResetPasswordRequest = typeof ResetPasswordRequest.Type;
