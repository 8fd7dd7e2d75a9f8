import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ToastOutlet } from "./toast-outlet.ts";

const ToastRegion = lazy(() =>
  import("./toast-region.tsx").then((module) => ({ default: module.ToastRegion })),
);

/** The toast region, rendered once the outlet's toaster has been loaded (toast-outlet.ts). */
export function DeferredToastRegion({ outlet }: { readonly outlet: ToastOutlet }) {
  const toaster = useSyncExternalStore(outlet.subscribe, outlet.current);
  if (toaster === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion toaster={toaster} />
    </Suspense>
  );
}
