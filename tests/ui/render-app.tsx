import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { RuntimeConfigProvider } from "../../src/adapters/react/runtime-config-context.tsx";
import {
  decodeConfig,
  defaultConfig,
  type RuntimeConfigInput,
} from "../../src/core/config/index.ts";
import { routes } from "../../src/ui/app/routes.tsx";

/** Renders the portal's real route table at `path`, with an optional configuration override. */
export function renderAt(path: string, configInput?: RuntimeConfigInput) {
  const decoded = configInput
    ? decodeConfig(configInput)
    : { ok: true as const, config: defaultConfig() };
  if (!decoded.ok) throw new Error(decoded.message);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <RuntimeConfigProvider config={decoded.config}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>,
  );
  return { ...view, router };
}
