import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { IsoDateTime, NonEmptyString } from "../primitives.ts";

/**
 * The signed-in user's own sessions (issue 44): GET /sessions lists the sessions still open
 * (one per sign-in, told apart by browser and system from its user agent and the address it
 * started from), DELETE /sessions/{id} ends one, POST /sessions/end-others ends every other.
 * An ended session's next call answers 401.
 */
export const UserSession = Schema.Struct({
  id: NonEmptyString,
  /** "Firefox 133", or "Unknown browser" when the user agent does not say. */
  browser: NonEmptyString,
  /** "Windows 11", "macOS", or "Unknown system". */
  system: NonEmptyString,
  ip: Schema.NullOr(Schema.String),
  started: IsoDateTime,
  /** The last sign-in or token renewal (renewals happen every few minutes while in use). */
  last_active: IsoDateTime,
  current: Schema.Boolean,
});
export type UserSession = typeof UserSession.Type;

/**
 * GET /sessions, declared once (define-list.ts): the caller's open sessions, newest first.
 * "This session" (`current`) and "not expired" are the server's to decide, from the caller's
 * session and its clock (the list route's scope), not filters a caller could pass.
 */
export const USER_SESSION_LIST = defineList({
  resource: "user-sessions",
  path: "/sessions",
  item: UserSession,
});

export const EndedSessions = Schema.Struct({ ended: Schema.Number });
export type EndedSessions = typeof EndedSessions.Type;
