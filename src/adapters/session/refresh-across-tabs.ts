import type { TokenPair } from "../../core/api/tokens.ts";
import type { SessionStore } from "../storage/index.ts";

/**
 * One token refresh at a time for all tabs of the portal (issue 4). Refresh tokens rotate and
 * reuse of a rotated one revokes the whole family (DESIGN.md section 6), so two tabs refreshing
 * with the same token would sign each other out. Each refresh therefore holds a Web Lock; once
 * a tab has it, it re-reads storage, and if another tab has refreshed in the meantime (the
 * stored refresh token is no longer the one this tab would send) it takes the stored pair
 * instead of calling the server. The new pair is stored before the lock is released, so the
 * next tab in line sees it.
 */

export const TOKEN_REFRESH_LOCK = "conduit-token-refresh";

/** The part of the Web Locks API used here (navigator.locks). */
export interface TokenLocks {
  request<T>(
    name: string,
    options: { readonly signal?: AbortSignal },
    callback: () => Promise<T>,
  ): Promise<T>;
}

export interface RefreshAcrossTabsOptions {
  readonly store: SessionStore;
  /** POST /auth/refresh. */
  readonly refresh: (refresh: string, signal?: AbortSignal) => Promise<TokenPair>;
  /** navigator.locks; without it (old browsers, tests) the call is simply made. */
  readonly locks?: TokenLocks | undefined;
}

export type RefreshTokens = (refresh: string, signal?: AbortSignal) => Promise<TokenPair>;

export function refreshAcrossTabs(options: RefreshAcrossTabsOptions): RefreshTokens {
  return (sent, signal) => {
    const underLock = async (): Promise<TokenPair> => {
      const stored = options.store.read();
      if (
        typeof stored.access === "string" &&
        typeof stored.refresh === "string" &&
        stored.access !== "" &&
        stored.refresh !== "" &&
        stored.refresh !== sent
      ) {
        return { access: stored.access, refresh: stored.refresh };
      }
      const pair = await options.refresh(sent, signal);
      options.store.writeTokens(pair);
      return pair;
    };
    const lockOptions = signal === undefined ? {} : { signal };
    return options.locks === undefined
      ? underLock()
      : options.locks.request(TOKEN_REFRESH_LOCK, lockOptions, underLock);
  };
}
