import {
  type BootDecision,
  isImpersonationActive,
  type StoredSession,
} from "../../core/auth/index.ts";
import type { SessionContext } from "./session.types.ts";

/**
 * Reading the session keys of local storage into what the machine remembers (spec section 4).
 */

function present(value: string | null | undefined): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** The part of the context that mirrors storage. */
export type StoredPart = Pick<SessionContext, "tokens" | "originals">;

export function sessionFromStorage(stored: StoredSession): StoredPart {
  const impersonating = isImpersonationActive(stored);
  const originalAccess = present(stored.originalAccess);
  const originalRefresh = present(stored.originalRefresh);
  return {
    tokens: { access: present(stored.access), refresh: present(stored.refresh) },
    originals:
      impersonating && originalAccess !== null && originalRefresh !== null
        ? { access: originalAccess, refresh: originalRefresh }
        : null,
  };
}

/** A session this tab can use: valid now, or valid and due for its refresh. */
export function isUsable(decision: BootDecision): boolean {
  return decision.kind === "active" || decision.kind === "refresh-now";
}

/** The refresh token to send. Only asked for where a guard established that there is one. */
export function requireRefreshToken(context: SessionContext): string {
  if (context.tokens.refresh === null) throw new Error("session: no refresh token to send");
  return context.tokens.refresh;
}
