import { Schema } from "effect";
import { PersonFields } from "../account/user-info.ts";
import { boundedTrim, Id } from "../primitives.ts";

/** Longest reason a staff member may give for an impersonation. */
export const IMPERSONATION_REASON_MAX_LENGTH = 500;

/**
 * POST /impersonation/users: act as this user, with an optional reason the staff member
 * types (kept in the customer's activity log, issue 44). The answer is a TokenPair.
 */
export const ImpersonateRequest = Schema.Struct({
  id: Id,
  reason: Schema.optionalKey(boundedTrim(IMPERSONATION_REASON_MAX_LENGTH)),
});
export type ImpersonateRequest = typeof ImpersonateRequest.Type;

/** One row of GET /impersonation/users: a customer user staff may act as. */
export const ImpersonationCandidate = Schema.Struct(PersonFields);
export type ImpersonationCandidate = typeof ImpersonationCandidate.Type;
