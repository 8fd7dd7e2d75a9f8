import { render } from "@testing-library/react";
import type { RouteObject } from "react-router-dom";
import { RuntimeConfigProvider } from "../../src/adapters/react/runtime-config-context.tsx";
import {
  decodeConfig,
  defaultConfig,
  type RuntimeConfig,
  type RuntimeConfigInput,
} from "../../src/core/config/index.ts";
import { App } from "../../src/ui/app/app.tsx";
import { createPortalNavigator } from "../../src/ui/app/portal-navigator.ts";
import { routes } from "../../src/ui/app/routes.tsx";
import { toastOutletOf } from "../../src/ui/components/toast-outlet.ts";
import { createPortalToaster, type PortalToaster } from "../../src/ui/components/toaster.ts";
import { memoryRouting, RouteTable } from "./harness/memory-routing.tsx";

/**
 * Renders the portal's screens in memory. The hooks they call come from whatever the test
 * file provides for src/adapters/react (the fake view models, or a real portal).
 */

export function configFor(configInput?: RuntimeConfigInput): RuntimeConfig {
  if (configInput === undefined) return defaultConfig();
  const decoded = decodeConfig(configInput);
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.config;
}

/** The real route table at `path`. */
export function renderAt(path: string, configInput?: RuntimeConfigInput) {
  return renderRoutes(routes, path, configInput);
}

/** A route table of the test's own (a page or a guard alone) at `path`. */
export function renderRoutes(table: RouteObject[], path: string, configInput?: RuntimeConfigInput) {
  const { element, router } = memoryRouting(path, <RouteTable routes={table} />);
  const view = render(
    <RuntimeConfigProvider config={configFor(configInput)}>{element}</RuntimeConfigProvider>,
  );
  return { ...view, router };
}

/** The whole App (banners, routes, toasts) at `path`, as main.tsx renders it. */
export function renderApp(
  path: string,
  options: { readonly config?: RuntimeConfigInput; readonly toaster?: PortalToaster } = {},
) {
  const toaster = options.toaster ?? createPortalToaster();
  const { element, router } = memoryRouting(
    path,
    <App navigator={createPortalNavigator()} toasts={toastOutletOf(toaster)} />,
  );
  const view = render(
    <RuntimeConfigProvider config={configFor(options.config)}>{element}</RuntimeConfigProvider>,
  );
  return { ...view, router, toaster };
}
