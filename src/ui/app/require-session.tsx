import { lazy, type ReactNode, Suspense, useDeferredValue, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useSession } from "../../adapters/react/auth/use-session.ts";
import { useBannerAlert } from "../../adapters/resources/content/banner-alert.ts";
import { returnPathFromLocation } from "../../core/auth/index.ts";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { BannerAlertRead } from "../layouts/banner-alert-read.ts";

/** Shown instead of the portal until a required two-factor enrolment is done (issue 44). */
const TwoFactorEnrolmentPage = lazy(() =>
  import("../features/account/security/two-factor-enrolment-page.tsx").then((m) => ({
    default: m.TwoFactorEnrolmentPage,
  })),
);

/** The sign-in address that brings the user back to `returnPath` afterwards. */
export function signInAddress(returnPath: string): string {
  // "/" is what the sanitiser falls back to: nothing worth carrying along.
  return returnPath === "/" ? "/sign-in" : `/sign-in?returnPath=${encodeURIComponent(returnPath)}`;
}

/**
 * The gate of the private area: a loading state while the session is being made ready (token
 * renewal, /me), the sign-in page (remembering where the user was) without one, the two-factor
 * enrolment while the company requires it of the user (issue 44), else the page.
 *
 * The page also waits for the provider's banner alert, which the frame shows above it:
 * arriving after the page it would push everything down at once (a layout shift of the whole
 * page). It is asked for here, as soon as the session is ready, so it travels with the page's
 * own code instead of after it; when it cannot be read the page shows without it.
 */
export function RequireSession({ children }: { readonly children?: ReactNode }) {
  const { phase } = useSession();
  const bannerAlert = useBannerAlert();
  // The frame and its page are rendered in the background (a transition, split by React into
  // short slices), so taking in the whole private layout never blocks the main thread for long.
  const frameReady = useDeferredValue(phase === "signedIn" && !bannerAlert.isPending);
  const location = useLocation();
  // After a sign-out the session machine navigates itself: to plain sign-in when the user
  // asked for it, with the way back after a 401. The guard must not race it with its own
  // redirect. Remembered across renders; written during render, idempotently.
  const cameThroughSignOut = useRef(false);
  if (phase === "signingOut") cameThroughSignOut.current = true;
  if (phase === "signedIn" || phase === "enrolling") cameThroughSignOut.current = false;
  switch (phase) {
    case "booting":
      return <LoadingScreen label="Checking your session…" />;
    case "signingOut":
      // The session sends the user to sign-in itself once the sign-out is through.
      return <LoadingScreen label="Signing out…" />;
    case "signedOut":
    case "signingIn": {
      if (cameThroughSignOut.current) return <LoadingScreen label="Signing out…" />;
      const returnPath = returnPathFromLocation(location.pathname, location.search, location.hash);
      return <Navigate to={signInAddress(returnPath)} replace />;
    }
    case "enrolling":
      // Whatever the address: the portal waits until the enrolment is done, then shows it.
      return (
        <Suspense fallback={<LoadingScreen />}>
          <TwoFactorEnrolmentPage />
        </Suspense>
      );
    case "signedIn":
      if (!frameReady) return <LoadingScreen />;
      return (
        <BannerAlertRead.Provider value={bannerAlert}>
          {children ?? <Outlet />}
        </BannerAlertRead.Provider>
      );
  }
}
