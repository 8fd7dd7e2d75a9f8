import { QrCode } from "@ark-ui/react/qr-code";
import { css } from "#styled-system/css/index.js";

/**
 * The otpauth:// address as a QR code for an authenticator app to scan. A module of its own,
 * loaded only once a user starts setting up an app (authenticator-setup.tsx): the QR encoder
 * is several kB that no other screen needs. It fills the box the setup draws around it.
 */
export default function AuthenticatorQr({ value }: { readonly value: string }) {
  return (
    <QrCode.Root
      value={value}
      encoding={{ ecc: "M" }}
      role="img"
      aria-label="QR code for your authenticator app"
      className={css({ w: "full", h: "full" })}
    >
      <QrCode.Frame className={css({ w: "full", h: "full" })}>
        <QrCode.Pattern className={css({ fill: "black" })} />
      </QrCode.Frame>
    </QrCode.Root>
  );
}
