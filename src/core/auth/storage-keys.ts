import { CONSENT_STORAGE_KEY } from "../constants.ts";

/**
 * Local-storage keys of the session (spec sections 3 and 4): the token pair, the pair saved
 * while impersonating, and the impersonating flag. The consent choice has its own key in
 * constants.ts and is re-exported here so the sign-out rule can name it.
 */
export const STORAGE_KEYS = {
  accessToken: "access_token",
  refreshToken: "refresh_token",
  originalAccessToken: "original_access_token",
  originalRefreshToken: "original_refresh_token",
  isImpersonating: "is_impersonating",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The stored value of the impersonating flag while impersonation lasts. */
export const IMPERSONATING_FLAG_VALUE = "true";

export { CONSENT_STORAGE_KEY };

/** Sign-out clears all local storage except these keys: the cookie-consent choice survives. */
export const KEYS_KEPT_ON_SIGN_OUT: ReadonlyArray<string> = [CONSENT_STORAGE_KEY];
