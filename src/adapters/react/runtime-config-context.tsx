import { createContext, type ReactNode, useContext } from "react";
import type { RuntimeConfig } from "../../core/config/index.ts";

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({
  config,
  children,
}: {
  readonly config: RuntimeConfig;
  readonly children: ReactNode;
}) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

/** The decoded runtime configuration; main.tsx loads it before anything renders. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (config === null) throw new Error("useRuntimeConfig needs a RuntimeConfigProvider above it.");
  return config;
}
