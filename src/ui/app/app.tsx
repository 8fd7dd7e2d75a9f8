import { CookieBanner } from "../components/cookie-banner.tsx";
import { DeferredToastRegion } from "../components/deferred-toast-region.tsx";
import { ServerStatusBanner } from "../components/server-status-banner.tsx";
import type { ToastOutlet } from "../components/toast-outlet.ts";
import { NavigationBridge } from "./navigation-bridge.tsx";
import type { PortalNavigator } from "./portal-navigator.ts";
import { PortalRoutes } from "./routes.tsx";

/**
 * The portal's React tree under PortalProvider and a router (main.tsx: BrowserRouter; tests:
 * MemoryRouter): the server-status banner above the pages, the pages themselves, the cookie
 * banner and the toasts. The banners and toasts are outside the routes so that they survive
 * every navigation.
 */
export function App({
  navigator,
  toasts,
}: {
  readonly navigator: PortalNavigator;
  readonly toasts: ToastOutlet;
}) {
  return (
    <>
      <NavigationBridge navigator={navigator} />
      <ServerStatusBanner />
      <PortalRoutes />
      <CookieBanner />
      <DeferredToastRegion outlet={toasts} />
    </>
  );
}
