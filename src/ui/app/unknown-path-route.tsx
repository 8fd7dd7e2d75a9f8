import { lazy, Suspense } from "react";
import { useLocation } from "react-router-dom";
import { useSession } from "../../adapters/react/auth/use-session.ts";
import { useRuntimeConfig } from "../../adapters/react/runtime-config-context.tsx";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { SignInPage } from "../features/auth/sign-in-page.tsx";
import { NotFoundPage } from "../features/system/not-found-page.tsx";
import { PublicLayout } from "../layouts/public-layout.tsx";
import { RequireSession } from "./require-session.tsx";

/** The private frame, loaded only when a signed-in user meets an unknown path. */
const PrivateLayout = lazy(() =>
  import("../layouts/private-layout.tsx").then((module) => ({ default: module.PrivateLayout })),
);

/** The branded sign-in address for a product slug, e.g. "/conduit-sign-in". */
export function brandedSignInPath(productSlug: string): string {
  return `/${productSlug}-sign-in`;
}

/**
 * Every path no route claims. The branded sign-in page lives here because its address
 * depends on runtime configuration, which the static route table cannot know. Anything else
 * is not found: inside the private frame (top bar, navigation) for a signed-in user, who
 * followed a link to a page that does not exist (or not yet), inside the public frame for a
 * visitor. While the session is still being checked, neither frame is guessed.
 */
export function UnknownPathRoute() {
  const { productSlug } = useRuntimeConfig();
  const { phase } = useSession();
  const { pathname } = useLocation();
  const normalised = pathname.replace(/\/+$/, "").toLowerCase();
  if (normalised === brandedSignInPath(productSlug)) {
    return (
      <PublicLayout>
        <SignInPage branded />
      </PublicLayout>
    );
  }
  if (phase === "booting") return <LoadingScreen label="Checking your session…" />;
  if (phase === "signedIn" || phase === "enrolling") {
    return (
      <RequireSession>
        <Suspense fallback={<LoadingScreen />}>
          <PrivateLayout>
            <NotFoundPage />
          </PrivateLayout>
        </Suspense>
      </RequireSession>
    );
  }
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}
