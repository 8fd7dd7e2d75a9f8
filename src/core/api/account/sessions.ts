import { Schema } from "effect";
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

export const UserSessionList = Schema.Struct({ results: Schema.Array(UserSession) });
export type UserSessionList = typeof UserSessionList.Type;

export const EndedSessions = Schema.Struct({ ended: Schema.Number });
export type EndedSessions = typeof EndedSessions.Type;
