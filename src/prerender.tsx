import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { createPortal } from "./adapters/portal.ts";
import { showsPrerenderedState } from "./adapters/prerendered.ts";
import { PRERENDERED_PATH, type RuntimeConfig } from "./core/config/index.ts";
import { pageTitle } from "./core/format/page-title.ts";
import { createPortalNavigator } from "./ui/app/portal-navigator.ts";
import { PortalTree } from "./ui/app/portal-tree.tsx";
import { createToastOutlet } from "./ui/components/toast-outlet.ts";

/**
 * The sign-in page rendered to HTML by the API server (server/src/portal/index-page.ts), with
 * the same components, actors and Panda CSS classes as in the browser. `npm run build` bundles
 * this module for Node (dist/ssr/); the server renders once at start, with its own runtime
 * configuration, and writes the markup into index.html for /sign-in. The browser paints the
 * page from the HTML and the stylesheet, before 140 kB of JavaScript arrive and run, and then
 * hydrates it (main.tsx): on a slow mobile network that is most of the first screen's time
 * (docs/performance.md).
 *
 * What it renders is a fresh visit: no stored session or consent choice, the server reachable.
 */

/** Storage that holds nothing: a fresh visitor's browser. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const never = new Promise<never>(() => {});

function SignInRouter({ children }: { readonly children: ReactNode }) {
  return <StaticRouter location={PRERENDERED_PATH}>{children}</StaticRouter>;
}

export interface PrerenderedPage {
  /** The path rendered. */
  readonly path: string;
  /** The markup of the portal's root element. */
  readonly markup: string;
  /** The document title the page sets. */
  readonly title: string;
}

export function renderSignInPage(config: RuntimeConfig): PrerenderedPage {
  const portal = createPortal({
    config,
    notify: () => {},
    navigate: () => {},
    storage: emptyStorage(),
    location: { pathname: PRERENDERED_PATH, search: "", hash: "", hostname: "" },
    events: { addEventListener: () => {}, removeEventListener: () => {} },
    locks: undefined,
    rotationLog: undefined,
    // Nothing is sent while rendering: the first probe waits for a paint that never comes.
    firstPaint: never,
    fetch: () => never,
  });
  try {
    if (!showsPrerenderedState(portal)) {
      throw new Error("The sign-in page's server rendering did not start signed out.");
    }
    const markup = renderToString(
      <PortalTree
        portal={portal}
        navigator={createPortalNavigator()}
        toasts={createToastOutlet()}
        router={SignInRouter}
      />,
    );
    return { path: PRERENDERED_PATH, markup, title: pageTitle(config.productName, "Sign in") };
  } finally {
    portal.stop();
  }
}
