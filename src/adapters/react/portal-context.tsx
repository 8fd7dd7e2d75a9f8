import { QueryClientProvider } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import type { Portal } from "../portal.ts";
import { RuntimeConfigProvider } from "./runtime-config-context.tsx";

const PortalContext = createContext<Portal | null>(null);

/**
 * Makes the portal (createPortal) available to the hooks of this folder, with its runtime
 * configuration and its query client. The UI renders it once, above everything.
 */
export function PortalProvider({
  portal,
  children,
}: {
  readonly portal: Portal;
  readonly children: ReactNode;
}) {
  return (
    <PortalContext.Provider value={portal}>
      <RuntimeConfigProvider config={portal.config}>
        <QueryClientProvider client={portal.queryClient}>{children}</QueryClientProvider>
      </RuntimeConfigProvider>
    </PortalContext.Provider>
  );
}

/** The portal, for the hooks of src/adapters/react; the UI never holds it directly. */
export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (portal === null) throw new Error("The portal hooks need a PortalProvider above them.");
  return portal;
}
