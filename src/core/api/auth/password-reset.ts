import { Schema } from "effect";
import {
  boundedText,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_TOKEN_LENGTH,
} from "../primitives.ts";
import { newPasswordPairCheck } from "./new-password-check.ts";

/** Loose on purpose: the mail server is the real judge; this only catches typing slips. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export const EmailAddress = Schema.String.pipe(
  Schema.check(
    Schema.isMaxLength(MAX_EMAIL_LENGTH, { message: "Enter a valid e-mail address." }),
    Schema.isPattern(EMAIL_PATTERN, { message: "Enter a valid e-mail address." }),
  ),
);
const ResetCode = boundedText(MAX_TOKEN_LENGTH, { nonEmpty: true });
const NewPassword = boundedText(MAX_PASSWORD_LENGTH);

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
export const VerifyResetPasswordRequest = Schema.Struct({ code: ResetCode });

/**
 * POST /reset-password: the mailed code and the new password, typed twice. The password
 * rules are the shared ones, reported on the field a form would mark.
 */
export const ResetPasswordRequest = Schema.Struct({
  code: ResetCode,
  password: NewPassword,
  confirm_password: NewPassword,
}).pipe(Schema.check(newPasswordPairCheck));
export type ResetPasswordRequest = typeof ResetPasswordRequest.Type;
