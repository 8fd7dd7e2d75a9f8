import type { TokenPair } from "../../core/api/auth/tokens.ts";
import type { SessionStore } from "../storage/index.ts";
import type { RotationLog } from "./rotation-log.ts";

/**
 * One token refresh at a time for all tabs of the portal (issue 4). Refresh tokens rotate and
 * reuse of a rotated one revokes the whole family (DESIGN.md section 6), so two tabs refreshing
 * with the same token would sign each other out. Each refresh therefore holds a Web Lock; once
 * a tab has it, it re-reads storage, and if another tab has refreshed in the meantime (the
 * stored refresh token is no longer the one this tab would send) it takes the stored pair
 * instead of calling the server. The new pair is stored before the lock is released, so the
 * next tab in line sees it: in the rotation log (rotation-log.ts), which the next holder reads
 * for certain, and in local storage, which it may read a moment too early.
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
  /** Where the last rotation is recorded for the other tabs; without it storage alone. */
  readonly log?: RotationLog | undefined;
}

/** The log is a help, never a reason to fail a refresh: its errors count as "nothing known". */
async function quietly<T>(work: (() => Promise<T>) | undefined): Promise<T | undefined> {
  try {
    return await work?.();
  } catch {
    return undefined;
  }
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
      const { log } = options;
      const rotated = await quietly(log && (() => log.find(sent)));
      if (rotated !== undefined) return rotated;
      const pair = await options.refresh(sent, signal);
      await quietly(log && (() => log.record(sent, pair)));
      options.store.writeTokens(pair);
      return pair;
    };
    const lockOptions = signal === undefined ? {} : { signal };
    return options.locks === undefined
      ? underLock()
      : options.locks.request(TOKEN_REFRESH_LOCK, lockOptions, underLock);
  };
}
