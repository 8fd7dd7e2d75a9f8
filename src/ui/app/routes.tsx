import { Suspense } from "react";
import { Outlet, type RouteObject, useRoutes } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { SignInPage } from "../features/auth/sign-in-page.tsx";
import { SignOutPage } from "../features/auth/sign-out-page.tsx";
import { ErrorPage } from "../features/system/error-page.tsx";
import { NoPermissionsPage } from "../features/system/no-permissions-page.tsx";
import { NotFoundPage } from "../features/system/not-found-page.tsx";
import { UnderMaintenancePage } from "../features/system/under-maintenance-page.tsx";
import { DocumentLayout } from "../layouts/document-layout.tsx";
import { PublicLayout } from "../layouts/public-layout.tsx";
import { lazyRoute } from "./lazy-page.tsx";
import { PauseStatusPolling } from "./pause-status-polling.tsx";
import { privateRoutes } from "./private-routes.tsx";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { UnknownPathRoute } from "./unknown-path-route.tsx";

/**
 * Everything under the routes: status polling follows the page, scroll resets per page, a
 * page that fails shows the error page, a page whose code is on its way shows a loading state.
 */
function PortalRoot() {
  return (
    <>
      <PauseStatusPolling />
      <ScrollToTop />
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/** The less visited public pages load on demand, keeping the sign-in entry small. */
const publicPages: RouteObject[] = [
  { path: "/sign-in", element: <SignInPage /> },
  { path: "/sign-out", element: <SignOutPage /> },
  lazyRoute("/sign-up", () =>
    import("../features/auth/sign-up-page.tsx").then((page) => page.SignUpPage),
  ),
  lazyRoute("/forgot-password", () =>
    import("../features/auth/forgot-password-page.tsx").then((page) => page.ForgotPasswordPage),
  ),
  lazyRoute("/reset-password/:code", () =>
    import("../features/auth/reset-password-page.tsx").then((page) => page.ResetPasswordPage),
  ),
  lazyRoute("/set-password/:code", () =>
    import("../features/auth/set-password-page.tsx").then((page) => page.SetPasswordPage),
  ),
  { path: "/error", element: <ErrorPage /> },
  { path: "/no-permissions", element: <NoPermissionsPage /> },
  { path: "/under-maintenance", element: <UnderMaintenancePage /> },
  { path: "/not-found", element: <NotFoundPage /> },
];

/**
 * The legal and help pages the runtime configuration links to by default (legalLinks,
 * documentationLinks): public, for the footer and the cookie banner are shown before sign-in.
 */
const documentPages: RouteObject[] = [
  lazyRoute("/legal/:topic", () =>
    import("../features/help/legal-page.tsx").then((page) => page.LegalPage),
  ),
  lazyRoute("/docs/:topic", () =>
    import("../features/help/help-page.tsx").then((page) => page.HelpPage),
  ),
];

/**
 * The route table (spec section 2). Public pages share the plain layout; the private area
 * (its layout, guards and "/" -> /dashboard) comes from private-routes.tsx. A path no route
 * claims (and the branded sign-in page) is drawn in the frame of who is looking.
 */
export const routes: RouteObject[] = [
  {
    element: <PortalRoot />,
    children: [
      { element: <PublicLayout />, children: publicPages },
      { element: <DocumentLayout />, children: documentPages },
      ...privateRoutes,
      { path: "*", element: <UnknownPathRoute /> },
    ],
  },
];

/** The page for the current address, from the table above (inside a router). */
export function PortalRoutes() {
  return useRoutes(routes);
}
