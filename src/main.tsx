import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { loadRuntimeConfig } from "./adapters/config/load-runtime-config.ts";
import { connectInspector, isInspectionRequested } from "./adapters/inspector.ts";
import { createPortal } from "./adapters/portal.ts";
import { showsPrerenderedState } from "./adapters/prerendered.ts";
import { PRERENDERED_ATTRIBUTE } from "./core/config/index.ts";
import { ConfigErrorScreen } from "./ui/app/config-error.tsx";
import { createPortalNavigator } from "./ui/app/portal-navigator.ts";
import { PortalTree } from "./ui/app/portal-tree.tsx";
import { createToastOutlet } from "./ui/components/toast-outlet.ts";
import "./ui/index.css";

/**
 * The composition root (issue 4 contract): configuration first, then the toast outlet, the
 * navigator and the portal's actors, then the React tree.
 */

const element = document.getElementById("root");
if (element === null) throw new Error("index.html has no #root element");
const container = element;

/**
 * The Stately inspector, for development builds and builds made with VITE_INSPECT=1 only.
 * In any other build both conditions are constants (Vite defines them), this is `undefined`,
 * and the package's dynamic import is dropped from the bundle with the dead branch.
 */
const loadInspector =
  import.meta.env.DEV || import.meta.env.VITE_INSPECT === "1"
    ? () => import("@statelyai/inspect")
    : undefined;

/** Connects the inspector when this page asked for it (`?inspect`, or a VITE_INSPECT=1 build). */
function inspection() {
  if (loadInspector === undefined) return undefined;
  if (!isInspectionRequested(window.location.search, import.meta.env.VITE_INSPECT))
    return undefined;
  return connectInspector(loadInspector);
}

void loadRuntimeConfig().then((loaded) => {
  if (!loaded.ok) {
    createRoot(container).render(
      <StrictMode>
        <ConfigErrorScreen message={loaded.message} />
      </StrictMode>,
    );
    return;
  }
  const toasts = createToastOutlet();
  const portalNavigator = createPortalNavigator();
  const portal = createPortal({
    config: loaded.config,
    notify: (toast) =>
      toasts.show({ type: toast.variant, title: toast.title, description: toast.body }),
    navigate: portalNavigator.navigate,
    storage: window.localStorage,
    location: window.location,
    inspect: inspection(),
  });
  const tree = (
    <PortalTree
      portal={portal}
      navigator={portalNavigator}
      toasts={toasts}
      router={BrowserRouter}
    />
  );
  // The server wrote the sign-in page's markup into the root (index-page.ts), which the
  // browser painted before any script ran: hydrate it when this visit's first render is that
  // page in the state the server assumed; else render anew, which replaces the markup in the
  // same commit (a signed-in visitor of /sign-in sees the loading state, then the dashboard).
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const hydrate = prerendered === window.location.pathname && showsPrerenderedState(portal);
  // A transition: React renders the first screen in short slices instead of one long task.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  });
});
