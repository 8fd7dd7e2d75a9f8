import { Schema } from "effect";
import { LOGIN_ERROR_CODES, OTP_METHODS } from "./login-error-code.ts";

export {
  LOGIN_ERROR_CODES,
  type LoginErrorCode,
  loginErrorCode,
  OTP_METHODS,
  type OtpMethod,
  otpMethodOf,
  requiresCaptcha,
  requiresOneTimeCode,
} from "./login-error-code.ts";

/** The body of a refused sign-in (login-error-code.ts says what each code means). */
export const LoginErrorBody = Schema.Struct({
  detail: Schema.String,
  code: Schema.Literals(LOGIN_ERROR_CODES),
  /** With otp_required and otp_invalid: which code is asked for (login-error-code.ts). */
  otp_method: Schema.optionalKey(Schema.Literals(OTP_METHODS)),
  non_field_errors: Schema.optionalKey(Schema.Array(Schema.String)),
});
