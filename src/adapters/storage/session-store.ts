import type { TokenPair } from "../../core/api/auth/tokens.ts";
import {
  IMPERSONATING_FLAG_VALUE,
  KEYS_KEPT_ON_SIGN_OUT,
  STORAGE_KEYS,
  type StoredSession,
  storedSessionFrom,
} from "../../core/auth/index.ts";

/**
 * The session keys of local storage (spec sections 3 and 4): the pair in use, the staff
 * member's pair kept aside while impersonating, and the flag. The session machine decides
 * when each write happens; this only knows where things live.
 */

export interface SessionStore {
  /** Local storage as it is now (core StoredSession). */
  read(): StoredSession;
  writeTokens(pair: TokenPair): void;
  /** Copies the pair in use to the original_* keys and sets the impersonating flag. */
  saveOriginals(): void;
  /** Puts the originals back in use; removes the copies and the flag. */
  restoreOriginals(): void;
  /** Sign-out: clears all of local storage except KEYS_KEPT_ON_SIGN_OUT (the consent choice). */
  clear(): void;
}

/** Storage that may refuse (private browsing, quota): a refusal reads as "nothing stored". */
export function safeRead(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeWrite(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Nothing better to do: the session then lives in this tab's memory only.
  }
}

export function createSessionStore(storage: Storage): SessionStore {
  const read = (key: string) => safeRead(storage, key);
  const write = (key: string, value: string | null) => safeWrite(storage, key, value);
  return {
    read: () => storedSessionFrom(read),
    writeTokens(pair) {
      write(STORAGE_KEYS.accessToken, pair.access);
      write(STORAGE_KEYS.refreshToken, pair.refresh);
    },
    saveOriginals() {
      write(STORAGE_KEYS.originalAccessToken, read(STORAGE_KEYS.accessToken));
      write(STORAGE_KEYS.originalRefreshToken, read(STORAGE_KEYS.refreshToken));
      write(STORAGE_KEYS.isImpersonating, IMPERSONATING_FLAG_VALUE);
    },
    restoreOriginals() {
      const access = read(STORAGE_KEYS.originalAccessToken);
      const refresh = read(STORAGE_KEYS.originalRefreshToken);
      // No originals: another tab ended the impersonation first and already put the staff
      // pair back (a tab still acting as the customer learns it from a 401 before the storage
      // event arrives). Writing the missing originals would erase that pair, and the other
      // tab would follow it into a sign-out that revokes the staff member's session.
      if (access !== null && refresh !== null) {
        write(STORAGE_KEYS.accessToken, access);
        write(STORAGE_KEYS.refreshToken, refresh);
      }
      write(STORAGE_KEYS.originalAccessToken, null);
      write(STORAGE_KEYS.originalRefreshToken, null);
      write(STORAGE_KEYS.isImpersonating, null);
    },
    clear() {
      const keys: string[] = [];
      try {
        for (let index = 0; index < storage.length; index += 1) {
          const key = storage.key(index);
          if (key !== null && !KEYS_KEPT_ON_SIGN_OUT.includes(key)) keys.push(key);
        }
      } catch {
        return;
      }
      for (const key of keys) write(key, null);
    },
  };
}
