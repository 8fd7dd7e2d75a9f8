import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { useSession } from "../../../adapters/react/auth/use-session.ts";
import { sanitizeReturnPath } from "../../../core/auth/index.ts";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";

/**
 * /sign-out: ends the session as soon as the page opens. The session posts the refresh token,
 * clears what the portal kept and then goes to sign-in itself, whatever the server answers.
 */
export function SignOutPage() {
  usePageTitle("Signing out");
  const { signOut } = useSession();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get("returnPath");
  const returnPath = asked === null ? undefined : sanitizeReturnPath(asked);
  // Once per visit, even when React runs effects twice in development.
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    signOut(returnPath === "/" ? undefined : returnPath);
  }, [signOut, returnPath]);
  return <LoadingScreen label="Signing out…" />;
}
