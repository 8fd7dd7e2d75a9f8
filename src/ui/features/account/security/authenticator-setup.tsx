import { type FormEvent, lazy, Suspense, useState } from "react";
import { css } from "#styled-system/css/index.js";
import { flex, grid } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import {
  useConfirmTotp,
  useRefreshTwoFactorStatus,
  useStartTotpEnrolment,
} from "../../../../adapters/resources/account/two-factor.ts";
import { otpCodeAsTyped } from "../../../../core/api/auth/login-methods.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { serverFieldError } from "../../../components/form-feedback.ts";
import { OneTimeCodeField } from "../../../components/one-time-code-field.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { BackupCodesPanel } from "./backup-codes-panel.tsx";

const loadQr = () => import("./authenticator-qr.tsx");
const AuthenticatorQr = lazy(loadQr);

/**
 * The QR code's white box, drawn here so that it holds its place, empty, while the code's
 * module (authenticator-qr.tsx) loads: nothing moves when the code appears in it.
 */
const qrBox = css({
  boxSizing: "content-box",
  w: "44",
  h: "44",
  p: "3",
  bg: "white",
  borderRadius: "md",
  flexShrink: "0",
});

/**
 * Turning the authenticator app on: a new secret as a QR code and as its otpauth:// address
 * (for an app on the same device, or typed by hand), then the app's first code, then the ten
 * backup codes, shown once.
 */
export function AuthenticatorSetup() {
  const { reloadUserInfo } = useSession();
  const refreshStatus = useRefreshTwoFactorStatus();
  const start = useStartTotpEnrolment();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState("");

  if (confirm.data !== undefined) {
    return (
      <BackupCodesPanel
        codes={confirm.data.backup_codes}
        onDone={() => {
          confirm.reset();
          start.reset();
          // The state and /me change with it (a required enrolment is done): read them again.
          void refreshStatus();
          reloadUserInfo();
        }}
      />
    );
  }
  if (start.data === undefined) {
    return (
      <div className={grid({ gap: "3", justifyItems: "start" })}>
        {start.error !== null && <Alert status="error">{start.error}</Alert>}
        <Button
          onClick={() => {
            // The QR code's module loads while the secret is asked for.
            void loadQr();
            start.submit();
          }}
          disabled={start.isPending}
        >
          Set up an authenticator app
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.submit({ code: otpCodeAsTyped(code) });
  };
  return (
    <div className={grid({ gap: "4" })}>
      <p className={text({ size: "sm" })}>
        Scan the code with your authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password and the like), or enter the key by hand. Then type the 6-digit code it shows.
      </p>
      <div className={flex({ gap: "6", wrap: "wrap", align: "start" })}>
        <div className={qrBox}>
          <Suspense fallback={null}>
            <AuthenticatorQr value={start.data.otpauth_url} />
          </Suspense>
        </div>
        {/* A basis wider than what a phone leaves beside the code: there the key and the
            address go below it, at full width, rather than squeezed into a sliver. */}
        <div
          className={grid({ gap: "3", flexGrow: "1", flexShrink: "1", flexBasis: "64", minW: "0" })}
        >
          <TextField
            label="Key"
            value={start.data.secret}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <TextField
            label="Address for apps on this device"
            value={start.data.otpauth_url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      </div>
      <form
        aria-label="Confirm the authenticator app"
        noValidate
        onSubmit={submit}
        className={grid({ gap: "3", maxW: "sm" })}
      >
        {confirm.error !== null && <Alert status="error">{confirm.error}</Alert>}
        <OneTimeCodeField
          label="Code from the app"
          name="code"
          required
          value={code}
          errorText={serverFieldError(confirm.fieldErrors, "code")}
          onChange={(event) => setCode(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={confirm.isPending}>
            Turn on
          </Button>
        </div>
      </form>
    </div>
  );
}
