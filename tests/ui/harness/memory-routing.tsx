import { type ReactNode, Suspense, useLayoutEffect } from "react";
import {
  type Location,
  MemoryRouter,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
} from "react-router-dom";

/**
 * What the tests read and drive of the router they render in: the address the user is at and
 * a way to go elsewhere (as the session does through the portal's navigator).
 */
export interface TestRouter {
  navigate(to: string): void;
  readonly state: { location: Location };
}

function Probe({ router }: { readonly router: MutableTestRouter }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.state.location = location;
    router.target = (to) => void navigate(to);
  });
  return null;
}

interface MutableTestRouter extends TestRouter {
  target: ((to: string) => void) | undefined;
}

/** A memory router at `path` around `children`, and the handle to it. */
export function memoryRouting(path: string, children: ReactNode) {
  const url = new URL(path, "http://portal.test");
  const router: MutableTestRouter = {
    target: undefined,
    state: {
      location: {
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        state: null,
        key: "default",
      },
    },
    navigate(to) {
      if (router.target === undefined) throw new Error("The router is not rendered yet.");
      router.target(to);
    },
  };
  const element = (
    <MemoryRouter initialEntries={[path]}>
      <Probe router={router} />
      {children}
    </MemoryRouter>
  );
  return { element, router: router as TestRouter };
}

/** Fetches every lazily loaded page of `routes` (their handle's preload), for quick tests. */
export async function preloadRoutes(
  routes: ReadonlyArray<{ handle?: unknown; children?: ReadonlyArray<unknown> }>,
): Promise<void> {
  for (const route of routes) {
    const handle = route.handle as { preload?: () => Promise<unknown> } | undefined;
    if (handle?.preload !== undefined) await handle.preload();
    if (route.children !== undefined)
      await preloadRoutes(route.children as ReadonlyArray<{ handle?: unknown }>);
  }
}

/** Renders a route table of the test's own (inside a router). */
export function RouteTable({ routes }: { readonly routes: RouteObject[] }) {
  return <Suspense fallback={<p>Loading page…</p>}>{useRoutes(routes)}</Suspense>;
}
