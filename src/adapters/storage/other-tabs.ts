import { STORAGE_KEYS, type StoredSession } from "../../core/auth/index.ts";

/**
 * Following the other tabs of the portal (spec section 4): the browser fires `storage` in
 * every other tab when one of them writes local storage. A sign-in, refresh, sign-out or
 * impersonation writes several keys in a row, so the events are gathered for a moment and the
 * session then gets one STORAGE_CHANGED with storage as it ended up.
 */

/** Long enough to gather one burst of writes, short enough that the user notices nothing. */
export const OTHER_TAB_SETTLE_MS = 100;

const SESSION_KEYS: ReadonlySet<string> = new Set(Object.values(STORAGE_KEYS));

export interface OtherTabsOptions {
  /** Where `storage` events arrive (the window). */
  readonly target: Pick<Window, "addEventListener" | "removeEventListener">;
  /** The storage area to follow (local storage); events about others are ignored. */
  readonly storage: Storage;
  readonly read: () => StoredSession;
  readonly onChange: (stored: StoredSession) => void;
  readonly settleMs?: number;
}

/** Starts listening; the returned function stops. */
export function followOtherTabs(options: OtherTabsOptions): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    pending = undefined;
    options.onChange(options.read());
  };
  const listener = (event: StorageEvent) => {
    if (event.storageArea !== options.storage) return;
    // A null key is storage.clear() in the other tab: everything went.
    if (event.key !== null && !SESSION_KEYS.has(event.key)) return;
    if (pending !== undefined) clearTimeout(pending);
    pending = setTimeout(settle, options.settleMs ?? OTHER_TAB_SETTLE_MS);
  };
  options.target.addEventListener("storage", listener);
  return () => {
    if (pending !== undefined) clearTimeout(pending);
    options.target.removeEventListener("storage", listener);
  };
}
