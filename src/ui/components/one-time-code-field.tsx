import {
  TYPED_BACKUP_CODE_MAX_LENGTH,
  TYPED_OTP_CODE_MAX_LENGTH,
} from "../../core/api/auth/login-methods.ts";
import { TextField, type TextFieldProps } from "./text-field.tsx";

export type OneTimeCodeFieldProps = Omit<
  TextFieldProps,
  "inputMode" | "autoComplete" | "maxLength"
> & {
  /** Whether a backup code (letters, `abcde-fghjk`) is taken as well as the 6-digit code. */
  readonly acceptsBackupCode?: boolean;
};

/**
 * A field for a one-time code: the 6-digit code of an authenticator app or a sign-in mail, or
 * where it is taken, a backup code. The browser may fill it from an SMS or mail
 * (`one-time-code`); phones show digits only for a code that cannot be a backup code. Room for
 * the spaces an app shows (`123 456`) or a paste brings: `otpCodeAsTyped` drops them.
 */
export function OneTimeCodeField({ acceptsBackupCode = false, ...field }: OneTimeCodeFieldProps) {
  return (
    <TextField
      inputMode={acceptsBackupCode ? "text" : "numeric"}
      autoComplete="one-time-code"
      maxLength={acceptsBackupCode ? TYPED_BACKUP_CODE_MAX_LENGTH : TYPED_OTP_CODE_MAX_LENGTH}
      {...field}
    />
  );
}
