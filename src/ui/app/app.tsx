import { RouterProvider } from "react-router-dom";
import { CookieBanner } from "../components/cookie-banner.tsx";
import { ServerStatusBanner } from "../components/server-status-banner.tsx";
import { ToastRegion } from "../components/toast-region.tsx";
import type { PortalToaster } from "../components/toaster.ts";
import type { PortalRouter } from "./router.tsx";

/**
 * The portal's React tree under PortalProvider (main.tsx): the server-status banner above the
 * pages, the pages themselves, the cookie banner and the toasts. The banners and toasts are
 * outside the routes so that they survive every navigation.
 */
export function App({
  router,
  toaster,
}: {
  readonly router: PortalRouter;
  readonly toaster: PortalToaster;
}) {
  return (
    <>
      <ServerStatusBanner />
      <RouterProvider router={router} />
      <CookieBanner />
      <ToastRegion toaster={toaster} />
    </>
  );
}
