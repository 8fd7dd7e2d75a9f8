import { useState } from "react";
import { flex, stack } from "#styled-system/patterns/index.js";
import { useSession } from "../../../adapters/react/auth/use-session.ts";
import { useRuntimeConfig } from "../../../adapters/react/runtime-config-context.tsx";
import { Alert } from "../../components/alert.tsx";
import { Button } from "../../components/button.tsx";
import { loadGoogleIdentity, requestGoogleAccessToken } from "./google-identity.ts";

export const GOOGLE_UNAVAILABLE =
  "Google sign-in is not available right now. Check your connection, or sign in with your email and password.";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.2-2.1 3.5-5.2 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.8V6.5h-4a12 12 0 0 0 0 10.9l4-3Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.5l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z"
      />
    </svg>
  );
}

/**
 * "Continue with Google", shown only when a client id is configured. The Google script is
 * fetched on the first click; the access token it yields signs in through the session.
 */
export function GoogleSignInButton({ returnPath }: { readonly returnPath?: string | undefined }) {
  const { googleClientId, googleAllowedDomains } = useRuntimeConfig();
  const { signInExternally, isBusy } = useSession();
  const [connecting, setConnecting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (googleClientId === null) return null;
  const clientId = googleClientId;
  // Google's account chooser can be narrowed to one Workspace domain only.
  const hostedDomain = googleAllowedDomains.length === 1 ? googleAllowedDomains[0] : undefined;

  const start = () => {
    setProblem(null);
    setConnecting(true);
    loadGoogleIdentity().then(
      (oauth2) =>
        requestGoogleAccessToken(oauth2, { clientId, hostedDomain }, (outcome) => {
          setConnecting(false);
          if (outcome.ok) signInExternally(outcome.accessToken, returnPath);
          else if (!outcome.cancelled) setProblem(outcome.message);
        }),
      () => {
        setConnecting(false);
        setProblem(GOOGLE_UNAVAILABLE);
      },
    );
  };

  return (
    <div className={stack({ mt: "4", gap: "3" })}>
      <p
        className={flex({
          align: "center",
          gap: "3",
          fontSize: "sm",
          color: "text.muted",
          _before: { content: '""', flex: "1", h: "[1px]", bg: "border.default" },
          _after: { content: '""', flex: "1", h: "[1px]", bg: "border.default" },
        })}
      >
        or
      </p>
      <Button
        variant="outline"
        size="lg"
        fullWidth
        onClick={start}
        busy={connecting}
        disabled={isBusy}
      >
        <GoogleMark />
        {connecting ? "Connecting to Google…" : "Continue with Google"}
      </Button>
      {problem !== null && <Alert status="error">{problem}</Alert>}
    </div>
  );
}
