import { Link, Navigate, useSearchParams } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { wrap } from "#styled-system/patterns/index.js";
import { heading, text, textLink } from "#styled-system/recipes/index.js";
import { useSession } from "../../../adapters/react/auth/use-session.ts";
import { useRuntimeConfig } from "../../../adapters/react/runtime-config-context.tsx";
import { sanitizeReturnPath } from "../../../core/auth/index.ts";
import { LoadingScreen } from "../../components/loading-screen.tsx";
import { usePageTitle } from "../../components/use-page-title.ts";
import { GoogleSignInButton } from "./google-sign-in-button.tsx";
import { SignInForm } from "./sign-in-form.tsx";

/** Where a signed-in visitor of the sign-in page goes: the return path, else the dashboard. */
export function destinationAfterSignIn(returnPath: string): string {
  return returnPath === "/" ? "/dashboard" : returnPath;
}

/**
 * /sign-in and the branded /{productSlug}-sign-in. What the form asks for (a captcha, the
 * one-time code) is the session's decision; this page renders it and keeps what was typed.
 */
export function SignInPage({ branded = false }: { readonly branded?: boolean }) {
  usePageTitle("Sign in");
  const { productName } = useRuntimeConfig();
  const { phase, needsOneTimeCode } = useSession();
  const [searchParams] = useSearchParams();
  // From the address bar, so untrusted: core keeps same-site paths only.
  const returnPath = sanitizeReturnPath(searchParams.get("returnPath") ?? "/");

  const signInReturnPath = returnPath === "/" ? undefined : returnPath;

  // Signed in, or held at a required enrolment, which the page asked for shows (RequireSession).
  if (phase === "signedIn" || phase === "enrolling")
    return <Navigate to={destinationAfterSignIn(returnPath)} replace />;
  if (phase === "booting") return <LoadingScreen label="Checking your session…" />;

  return (
    <section aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className={heading({ size: "page" })}>
        {branded ? `Sign in to ${productName}` : "Sign in"}
      </h1>
      <p className={cx(text({ tone: "muted" }), css({ mb: "6" }))}>
        {needsOneTimeCode
          ? "One more step to confirm it is you."
          : `Welcome to the ${productName} customer portal.`}
      </p>
      <SignInForm returnPath={signInReturnPath} />
      {!needsOneTimeCode && <GoogleSignInButton returnPath={signInReturnPath} />}
      <p className={wrap({ mt: "6", fontSize: "sm", gap: "3", justify: "space-between" })}>
        <Link className={textLink()} to="/forgot-password">
          Forgot password?
        </Link>
        <Link className={textLink()} to="/sign-up">
          Request an account
        </Link>
      </p>
    </section>
  );
}
