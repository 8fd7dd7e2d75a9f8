import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ToastOutlet } from "./toast-outlet.ts";

const ToastRegion = lazy(() =>
  import("./toast-region.tsx").then((module) => ({ default: module.ToastRegion })),
);

const noToaster = () => undefined;

/** The toast region, rendered once the outlet's toaster has been loaded (toast-outlet.ts). */
export function DeferredToastRegion({ outlet }: { readonly outlet: ToastOutlet }) {
  // No toaster on the server (prerender.tsx), nor while the browser hydrates its markup.
  const toaster = useSyncExternalStore(outlet.subscribe, outlet.current, noToaster);
  if (toaster === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion toaster={toaster} />
    </Suspense>
  );
}
