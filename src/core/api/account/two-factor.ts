import { Schema } from "effect";
import { OtpCode } from "../auth/login.ts";
import { OTP_CODE_PATTERN } from "../auth/login-methods.ts";
import {
  boundedText,
  Count,
  IsoDateTime,
  MAX_PASSWORD_LENGTH,
  NonEmptyString,
} from "../primitives.ts";

/**
 * Two-factor sign-in with an authenticator app (issue 44), for the signed-in user:
 *
 * - GET /mfa: whether an authenticator is on, how many backup codes are left, and whether the
 *   company requires two-factor (and so whether the caller must enrol before anything else).
 * - POST /mfa/totp: a new secret to enrol, with its `otpauth://` address for a QR code. It is
 *   pending until confirmed and is the only time the secret leaves the server.
 * - POST /mfa/totp/confirm {code}: the first code from the app turns it on; the answer holds the
 *   ten backup codes, shown once.
 * - POST /mfa/backup-codes {code}: ten new backup codes, the old ones end.
 * - DELETE /mfa/totp {password, code}: turns it off (a backup code may stand in for the code).
 * - PUT /mfa/company-requirement {required}: administrators require it for the whole company.
 */

/** A code from the authenticator app: six digits. */
export const AuthenticatorCode = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(OTP_CODE_PATTERN, { message: "Enter the 6-digit code from the app" }),
  ),
);

export const TwoFactorStatus = Schema.Struct({
  authenticator: Schema.Boolean,
  enabled_at: Schema.NullOr(IsoDateTime),
  backup_codes_left: Count,
  company_requires: Schema.Boolean,
  /** The company requires two-factor and the caller has none: nothing else is allowed yet. */
  enrolment_required: Schema.Boolean,
});
export type TwoFactorStatus = typeof TwoFactorStatus.Type;

export const TotpEnrolment = Schema.Struct({
  /** Base32, for typing into an app by hand. */
  secret: NonEmptyString,
  otpauth_url: NonEmptyString,
});
export type TotpEnrolment = typeof TotpEnrolment.Type;

export const TotpConfirmRequest = Schema.Struct({ code: AuthenticatorCode });
export type TotpConfirmRequest = typeof TotpConfirmRequest.Type;

export const BackupCodesResponse = Schema.Struct({
  backup_codes: Schema.Array(NonEmptyString),
});
export type BackupCodesResponse = typeof BackupCodesResponse.Type;

export const BackupCodesRequest = Schema.Struct({ code: AuthenticatorCode });
export type BackupCodesRequest = typeof BackupCodesRequest.Type;

export const TotpRemoveRequest = Schema.Struct({
  password: boundedText(MAX_PASSWORD_LENGTH, { nonEmpty: true }),
  /** The app's code, or a backup code. */
  code: OtpCode,
});
export type TotpRemoveRequest = typeof TotpRemoveRequest.Type;

export const CompanyTwoFactorRequirement = Schema.Struct({ required: Schema.Boolean });
export type CompanyTwoFactorRequirement = typeof CompanyTwoFactorRequirement.Type;

/** The 403 body of a call made before the required enrolment (core's rule, one spelling). */
export { TWO_FACTOR_ENROLMENT_REQUIRED } from "../../auth/two-factor-enrolment.ts";
