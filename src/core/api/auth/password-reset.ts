import { Schema } from "effect";
import { boundedText, MAX_PASSWORD_LENGTH, MAX_TOKEN_LENGTH } from "../primitives.ts";
import { EmailField } from "../users/contact-fields.ts";
import { newPasswordPairCheck } from "./new-password-check.ts";

const ResetCode = boundedText(MAX_TOKEN_LENGTH, { nonEmpty: true });
const NewPassword = boundedText(MAX_PASSWORD_LENGTH);

/**
 * POST /forgot-password. The answer is the same whether or not the address belongs to an
 * account, so the form cannot be used to find out who has one.
 */
export const ForgotPasswordRequest = Schema.Struct({ email: EmailField });
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
