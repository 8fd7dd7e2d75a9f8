import { decode } from "../../../core/api/decode.ts";
import type { Decoder } from "../../http/index.ts";

/**
 * A form draft kept in local storage, one per user (spec section 3, "ticket-creation draft"),
 * so it survives leaving the page, a reload and the next visit. Local storage is chosen on
 * purpose: sign-out clears all of it but the consent choice (session-store.ts), so a draft
 * never outlives the session that typed it, whichever tab signs out. Keyed by user, so staff
 * acting as a customer never see the customer's draft, nor the customer theirs.
 *
 * Reads go to storage every time (what another tab or a sign-out changed is seen at once);
 * the decoded value is cached per stored text so React gets the same object while nothing
 * changed. When storage refuses a write (private browsing, quota), the draft is kept in this
 * tab's memory instead, so the form still follows what the user types.
 */

export interface DraftStore<T> {
  read(owner: string): T | null;
  write(owner: string, draft: T): void;
  clear(owner: string): void;
  /** Calls back on every write and clear here, and on other tabs' changes. */
  subscribe(listener: () => void): () => void;
}

export interface DraftStoreOptions<S extends Decoder> {
  /** The storage key is `${prefix}:${owner}`. */
  readonly prefix: string;
  readonly schema: S;
  /** Local storage by default. */
  readonly storage?: Storage;
  /** Where other tabs' `storage` events arrive; the window by default. */
  readonly events?: Pick<Window, "addEventListener" | "removeEventListener">;
}

function safely<T>(work: () => T, otherwise: T): T {
  try {
    return work();
  } catch {
    // Storage refused (private browsing, quota).
    return otherwise;
  }
}

export function createDraftStore<S extends Decoder>(
  options: DraftStoreOptions<S>,
): DraftStore<S["Type"]> {
  const storage = (): Storage | undefined =>
    options.storage ?? (typeof localStorage === "undefined" ? undefined : localStorage);
  const keyOf = (owner: string) => `${options.prefix}:${owner}`;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let cached: { readonly text: string; readonly value: S["Type"] | null } | null = null;
  /** Drafts storage refused to keep, by key: they live as long as this tab. */
  const refused = new Map<string, string>();

  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(`${options.prefix}:`)) notify();
  };

  return {
    read(owner) {
      const key = keyOf(owner);
      const text = safely(() => storage()?.getItem(key) ?? null, null) ?? refused.get(key) ?? null;
      if (text === null) return null;
      if (cached?.text === text) return cached.value;
      const parsed = safely(() => JSON.parse(text) as unknown, null);
      const decoded = decode(options.schema, parsed);
      cached = { text, value: decoded.ok ? decoded.value : null };
      return cached.value;
    },
    write(owner, draft) {
      const key = keyOf(owner);
      const text = JSON.stringify(draft);
      const stored = safely(() => {
        const target = storage();
        target?.setItem(key, text);
        return target !== undefined;
      }, false);
      if (stored) refused.delete(key);
      else refused.set(key, text);
      notify();
    },
    clear(owner) {
      const key = keyOf(owner);
      refused.delete(key);
      safely(() => storage()?.removeItem(key), undefined);
      notify();
    },
    subscribe(listener) {
      const target = options.events ?? (typeof window === "undefined" ? undefined : window);
      if (listeners.size === 0) target?.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener("storage", onStorage);
      };
    },
  };
}
