import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { loadRuntimeConfig } from "./adapters/config/load-runtime-config.ts";
import { afterFirstPaint } from "./adapters/first-paint.ts";
import { connectInspector, isInspectionRequested } from "./adapters/inspector.ts";
import { preparePortal } from "./adapters/portal.ts";
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

/**
 * Settles in a later task of the event loop. The boot is four pieces of work that each take
 * tens of milliseconds on a slow phone: evaluating the shell's modules, building the portal's
 * machines (each `provide` builds a machine's state nodes anew), starting its actors (XState's
 * first snapshot of the root and its three children, run cold) and React's first render. Run
 * back to back they were one task of about 200 ms at 4x CPU after the server-rendered sign-in
 * page had painted (its TBT went from 7 to 189 ms), during which a visitor typing into the
 * painted form waited. Between them the browser handles input.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void loadRuntimeConfig().then(async (loaded) => {
  if (!loaded.ok) {
    createRoot(container).render(
      <StrictMode>
        <ConfigErrorScreen message={loaded.message} />
      </StrictMode>,
    );
    return;
  }
  await nextTask();
  const toasts = createToastOutlet();
  const portalNavigator = createPortalNavigator();
  const prepared = preparePortal({
    config: loaded.config,
    notify: (toast) =>
      toasts.show({ type: toast.variant, title: toast.title, description: toast.body }),
    navigate: portalNavigator.navigate,
    storage: window.localStorage,
    location: window.location,
    inspect: inspection(),
    // The first server-status probe (building and sending the request) is a task of its own
    // too, after the paint as before.
    firstPaint: afterFirstPaint().then(nextTask),
  });
  // Building the machines and starting them are two tasks (portal.ts, PreparedPortal).
  await nextTask();
  const portal = prepared.start();
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
  await nextTask();
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const hydrate = prerendered === window.location.pathname && showsPrerenderedState(portal);
  // A transition: React renders the first screen in short slices instead of one long task.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  });
});
