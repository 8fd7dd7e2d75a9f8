import { type ComponentType, type ReactNode, StrictMode } from "react";
import type { Portal } from "../../adapters/portal.ts";
import { PortalProvider } from "../../adapters/react/portal-context.tsx";
import type { ToastOutlet } from "../components/toast-outlet.ts";
import { App } from "./app.tsx";
import type { PortalNavigator } from "./portal-navigator.ts";

/**
 * The whole React tree of the portal, for the browser (main.tsx, with BrowserRouter) and for
 * the sign-in page rendered on the server (prerender.tsx, with a StaticRouter). Hydration
 * needs the same tree on both sides, down to the position of every component: React's useId
 * (the form fields' label ids) is derived from it.
 */
export function PortalTree({
  portal,
  navigator,
  toasts,
  router: Router,
}: {
  readonly portal: Portal;
  readonly navigator: PortalNavigator;
  readonly toasts: ToastOutlet;
  readonly router: ComponentType<{ readonly children: ReactNode }>;
}) {
  return (
    <StrictMode>
      <PortalProvider portal={portal}>
        <Router>
          <App navigator={navigator} toasts={toasts} />
        </Router>
      </PortalProvider>
    </StrictMode>
  );
}
