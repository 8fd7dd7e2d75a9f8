import { useMemo } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { RuntimeConfigProvider } from "../../adapters/react/runtime-config-context.tsx";
import type { RuntimeConfig } from "../../core/config/index.ts";
import { routes } from "./routes.tsx";

export function App({ config }: { readonly config: RuntimeConfig }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <RuntimeConfigProvider config={config}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>
  );
}
