import { render } from "@testing-library/react";
import { type RouteObject, useLocation } from "react-router-dom";
import { RuntimeConfigProvider } from "../../../../src/adapters/react/runtime-config-context.tsx";
import {
  decodeConfig,
  defaultConfig,
  type RuntimeConfigInput,
} from "../../../../src/core/config/index.ts";
import { privateRoutes } from "../../../../src/ui/app/private-routes.tsx";
import { memoryRouting, preloadRoutes, RouteTable } from "../../harness/memory-routing.tsx";

/** Stands for the pages other parts of the portal own, saying where the user arrived. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <h1>Elsewhere: {pathname}</h1>;
}

/**
 * The private routes of the shell, with the support desk's pages left out: those read the
 * portal's HTTP client and have their own tests against the real server, so here a link into
 * them lands on Elsewhere, which says where the user arrived.
 */
const shellRoutes: RouteObject[] = privateRoutes.map((route) =>
  route.index
    ? route
    : {
        ...route,
        children: route.children?.filter((child) => !child.path?.startsWith("/support")),
      },
);

/** Renders the private routes at `path` in a memory router, with the runtime configuration. */
export function renderPrivate(path: string, configInput?: RuntimeConfigInput) {
  const decoded = configInput
    ? decodeConfig(configInput)
    : { ok: true as const, config: defaultConfig() };
  if (!decoded.ok) throw new Error(decoded.message);
  const { element, router } = memoryRouting(
    path,
    <RouteTable routes={[...shellRoutes, { path: "*", element: <Elsewhere /> }]} />,
  );
  const view = render(
    <RuntimeConfigProvider config={decoded.config}>{element}</RuntimeConfigProvider>,
  );
  return { ...view, router };
}

/** Loads every lazily loaded module of the private area, so the first test waits no longer. */
export async function preloadPrivateRoutes(): Promise<void> {
  await preloadRoutes(privateRoutes);
}
