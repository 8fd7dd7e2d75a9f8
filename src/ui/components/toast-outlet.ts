import type { PortalToaster, ToastInput } from "./toaster.ts";

/**
 * Where the portal's notices go before the toaster exists. The toaster and its region (Ark UI's
 * toast machine, about 12 kB gzip) are fetched with the first notice, not with the first page:
 * most visits to the sign-in page show none. Notices given meanwhile wait and are shown, in
 * order, as soon as the toaster is there.
 */
export interface ToastOutlet {
  show(toast: ToastInput): void;
  /** The toaster once it is loaded. */
  current(): PortalToaster | undefined;
  /** Called once the toaster is loaded (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
}

const loadToaster = () =>
  Promise.all([import("./toaster.ts"), import("./toast-region.tsx")]).then(([module]) =>
    module.createPortalToaster(),
  );

export function createToastOutlet(load: () => Promise<PortalToaster> = loadToaster): ToastOutlet {
  let toaster: PortalToaster | undefined;
  let loading = false;
  const waiting: ToastInput[] = [];
  const listeners = new Set<() => void>();

  const ensureLoaded = () => {
    if (loading) return;
    loading = true;
    void load().then(
      (loaded) => {
        toaster = loaded;
        for (const toast of waiting.splice(0)) loaded.create(toast);
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // Offline while fetching it: keep the notices and try again with the next one.
        loading = false;
        console.error(error);
      },
    );
  };

  return {
    show(toast) {
      if (toaster !== undefined) {
        toaster.create(toast);
        return;
      }
      waiting.push(toast);
      ensureLoaded();
    },
    current: () => toaster,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** An outlet over a toaster that already exists (tests, and anything that preloads it). */
export function toastOutletOf(toaster: PortalToaster): ToastOutlet {
  return {
    show: (toast) => void toaster.create(toast),
    current: () => toaster,
    subscribe: () => () => undefined,
  };
}
