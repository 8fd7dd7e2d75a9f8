import { IMPERSONATING_FLAG_VALUE, STORAGE_KEYS } from "./storage-keys.ts";

/**
 * Whether the stored session is an impersonation (spec section 4): only when both current
 * tokens, both saved originals and the flag are all present. A partial set (for example after
 * another tab cleared some keys) is not an impersonation, and "Exit impersonation" is not
 * offered for it.
 */

export interface StoredSession {
  readonly access: string | null | undefined;
  readonly refresh: string | null | undefined;
  readonly originalAccess: string | null | undefined;
  readonly originalRefresh: string | null | undefined;
  readonly impersonatingFlag: string | null | undefined;
}

/** Reads the session keys through any key-value reader (local storage, a test map). */
export function storedSessionFrom(read: (key: string) => string | null): StoredSession {
  return {
    access: read(STORAGE_KEYS.accessToken),
    refresh: read(STORAGE_KEYS.refreshToken),
    originalAccess: read(STORAGE_KEYS.originalAccessToken),
    originalRefresh: read(STORAGE_KEYS.originalRefreshToken),
    impersonatingFlag: read(STORAGE_KEYS.isImpersonating),
  };
}

function present(token: string | null | undefined): boolean {
  return typeof token === "string" && token.trim() !== "";
}

export function isImpersonationActive(stored: StoredSession): boolean {
  return (
    present(stored.access) &&
    present(stored.refresh) &&
    present(stored.originalAccess) &&
    present(stored.originalRefresh) &&
    stored.impersonatingFlag === IMPERSONATING_FLAG_VALUE
  );
}
