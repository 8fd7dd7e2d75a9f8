import { Outlet, type RouteObject, ScrollRestoration } from "react-router-dom";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { SignInPage } from "../features/auth/sign-in-page.tsx";
import { SignOutPage } from "../features/auth/sign-out-page.tsx";
import { ErrorPage, RouteErrorPage } from "../features/system/error-page.tsx";
import { NoPermissionsPage } from "../features/system/no-permissions-page.tsx";
import { NotFoundPage } from "../features/system/not-found-page.tsx";
import { UnderMaintenancePage } from "../features/system/under-maintenance-page.tsx";
import { UnknownPathPage } from "../features/system/unknown-path-page.tsx";
import { PublicLayout } from "../layouts/public-layout.tsx";
import { PauseStatusPolling } from "./pause-status-polling.tsx";
import { privateRoutes } from "./private-routes.tsx";

/** Everything under the routes: status polling follows the page, scroll resets per page. */
function PortalRoot() {
  return (
    <>
      <PauseStatusPolling />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** The less visited public pages load on demand, keeping the sign-in entry small. */
const publicPages: RouteObject[] = [
  { path: "/sign-in", element: <SignInPage /> },
  { path: "/sign-out", element: <SignOutPage /> },
  {
    path: "/sign-up",
    lazy: () =>
      import("../features/auth/sign-up-page.tsx").then((page) => ({
        Component: page.SignUpPage,
      })),
  },
  {
    path: "/forgot-password",
    lazy: () =>
      import("../features/auth/forgot-password-page.tsx").then((page) => ({
        Component: page.ForgotPasswordPage,
      })),
  },
  {
    path: "/reset-password/:code",
    lazy: () =>
      import("../features/auth/reset-password-page.tsx").then((page) => ({
        Component: page.ResetPasswordPage,
      })),
  },
  {
    path: "/set-password/:code",
    lazy: () =>
      import("../features/auth/set-password-page.tsx").then((page) => ({
        Component: page.SetPasswordPage,
      })),
  },
  { path: "/error", element: <ErrorPage /> },
  { path: "/no-permissions", element: <NoPermissionsPage /> },
  { path: "/under-maintenance", element: <UnderMaintenancePage /> },
  { path: "/not-found", element: <NotFoundPage /> },
  // Also the branded sign-in page, /{productSlug}-sign-in, whose slug is runtime configuration.
  { path: "*", element: <UnknownPathPage /> },
];

/**
 * The route table (spec section 2). Public pages share the plain layout; the private area
 * (its layout, guards and "/" -> /dashboard) comes from private-routes.tsx.
 */
export const routes: RouteObject[] = [
  {
    element: <PortalRoot />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [{ element: <PublicLayout />, children: publicPages }, ...privateRoutes],
  },
];
