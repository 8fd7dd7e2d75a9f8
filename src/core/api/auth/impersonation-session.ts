import { Schema } from "effect";
import { NonEmptyString } from "../primitives.ts";
import { IdFilter } from "../users/users.ts";
import { RefreshToken } from "./tokens.ts";

/**
 * The staff side of impersonation beyond ImpersonateRequest and the candidate list
 * (impersonation.ts): the list's filters, and the explicit end of an impersonation.
 */

/**
 * GET /impersonation/users filters (plus `offset` and `limit`): `search` matches name,
 * email or company name ignoring case; `company` is a company id.
 */
export const ImpersonationUsersQuery = Schema.Struct({
  search: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(200)))),
  company: Schema.optionalKey(IdFilter),
});
export type ImpersonationUsersQuery = typeof ImpersonationUsersQuery.Type;

/**
 * POST /impersonation/exit: the impersonation's refresh token. Possessing it is the proof,
 * so a read-only impersonation (refused every other write) can end itself too.
 */
export const ExitImpersonationRequest = Schema.Struct({ refresh: RefreshToken });
export type ExitImpersonationRequest = typeof ExitImpersonationRequest.Type;

export const ExitImpersonationResponse = Schema.Struct({ detail: NonEmptyString });
export type ExitImpersonationResponse = typeof ExitImpersonationResponse.Type;

/** Why a user cannot be acted as (400, under non_field_errors). */
export const IMPERSONATION_REFUSALS = {
  self: "You cannot impersonate yourself.",
  staff: "Staff members cannot be impersonated.",
  notActive: "Only active users can be impersonated.",
} as const;
