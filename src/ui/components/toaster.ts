import { type CreateToasterReturn, createToaster } from "@ark-ui/react/toast";
import type { ReactNode } from "react";
import { TOAST_AUTO_HIDE_MS, TOAST_MAX_VISIBLE, TOAST_PLACEMENT } from "../../core/constants.ts";

/**
 * The portal's toaster (spec section 9): bottom-left, at most three on screen (the rest wait
 * their turn), each hidden after five seconds, and never the same notice twice at once.
 * main.tsx creates it once and hands `create` to the machines' `notify`; <ToastRegion> shows it.
 */

export type PortalToaster = CreateToasterReturn;
export type ToastInput = Parameters<PortalToaster["create"]>[0];

/** What makes two notices the same: their variant and words. Rich content is never merged. */
function noticeKey(toast: ToastInput): string | undefined {
  const { title, description } = toast;
  if (!isPlainText(title) || !isPlainText(description)) return undefined;
  return JSON.stringify([toast.type ?? "info", title ?? "", description ?? ""]);
}

function isPlainText(content: ReactNode): content is string | undefined {
  return content === undefined || typeof content === "string";
}

export function createPortalToaster(): PortalToaster {
  const store = createToaster({
    placement: TOAST_PLACEMENT,
    max: TOAST_MAX_VISIBLE,
    duration: TOAST_AUTO_HIDE_MS,
    overlap: false,
  });
  // Notices shown or waiting in the queue, by key; a key is free again once its toast is gone.
  const liveIdByKey = new Map<string, string>();
  store.subscribe((message: { readonly id?: string; readonly dismiss?: boolean }) => {
    if (message.dismiss !== true) return;
    for (const [key, id] of liveIdByKey) {
      if (message.id === undefined || id === message.id) liveIdByKey.delete(key);
    }
  });

  const showOnce = (toast: ToastInput): string => {
    const key = noticeKey(toast);
    const existing = key === undefined ? undefined : liveIdByKey.get(key);
    if (existing !== undefined && toast.id === undefined) return existing;
    const id = store.create(toast);
    if (key !== undefined) liveIdByKey.set(key, id);
    return id;
  };

  // The shortcuts go through the same check as `create`.
  return {
    ...store,
    create: showOnce,
    // Removing them all also drops the queue, which sends no message per queued toast.
    remove: (id?: string) => {
      if (id === undefined) liveIdByKey.clear();
      store.remove(id);
    },
    success: (toast) => void showOnce({ ...toast, type: "success" }),
    error: (toast) => void showOnce({ ...toast, type: "error" }),
    warning: (toast) => void showOnce({ ...toast, type: "warning" }),
    info: (toast) => void showOnce({ ...toast, type: "info" }),
  };
}
