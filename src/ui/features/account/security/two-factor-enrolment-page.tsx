import { css } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { heading, panel, text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { Button } from "../../../components/button.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { AuthenticatorSetup } from "./authenticator-setup.tsx";

/**
 * What a user sees, instead of the portal, when their company requires two-factor sign-in and
 * they have not set it up (issue 44): the enrolment, or signing out. The server refuses every
 * other call until they are done, so nothing else is shown.
 */
export function TwoFactorEnrolmentPage() {
  usePageTitle("Set up two-factor sign-in");
  const { signOut } = useSession();
  return (
    <main className={css({ maxW: "3xl", mx: "auto", px: "4", py: "10" })}>
      <div className={grid({ gap: "4" })}>
        <h1 className={heading({ size: "page" })}>Set up two-factor sign-in</h1>
        <p className={text({ tone: "muted" })}>
          Your company requires an authenticator app for signing in. Set it up now to continue.
        </p>
        <section aria-label="Authenticator app" className={panel()}>
          <AuthenticatorSetup />
        </section>
        <div>
          <Button variant="ghost" onClick={() => signOut()}>
            Sign out
          </Button>
        </div>
      </div>
    </main>
  );
}
