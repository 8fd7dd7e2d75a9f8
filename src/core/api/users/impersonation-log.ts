import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { IdFilter, PERIOD_FILTERS } from "../list-query.ts";
import { Id, IsoDateTime } from "../primitives.ts";
import { PersonRef } from "./users.ts";

/**
 * GET /users/impersonation-log (/account-settings/logs): each time provider staff acted as a
 * user of the caller's company, newest first: who, as whom, full or read-only, when it
 * started and ended, and every change they made meanwhile.
 */

export const IMPERSONATION_LOG_MODES = ["full", "read-only"] as const;

/** One write made while acting as the user: the call and how the server answered it. */
export const ImpersonationChange = Schema.Struct({
  method: Schema.String,
  path: Schema.String,
  status: Schema.NullOr(Schema.Number),
  date: IsoDateTime,
});

export const ImpersonationLogEntry = Schema.Struct({
  id: Id,
  staff: PersonRef,
  user: PersonRef,
  mode: Schema.Literals(IMPERSONATION_LOG_MODES),
  started_at: IsoDateTime,
  /** When it ended (exit, sign-out) or ends at the latest (its absolute lifetime). */
  ended_at: Schema.NullOr(IsoDateTime),
  changes: Schema.Array(ImpersonationChange),
});
export type ImpersonationLogEntry = typeof ImpersonationLogEntry.Type;

/**
 * GET /users/impersonation-log, declared once (define-list.ts), newest first: the user acted
 * as, and a period of the start (plus `offset` and `limit`).
 */
export const IMPERSONATION_LOG_LIST = defineList({
  resource: "impersonation-log",
  path: "/users/impersonation-log",
  item: ImpersonationLogEntry,
  filters: {
    user: { schema: IdFilter, label: "User" },
    ...PERIOD_FILTERS,
  },
});
