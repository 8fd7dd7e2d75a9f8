import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { IdFilter, searchFilter } from "../list-query.ts";
import { NonEmptyString } from "../primitives.ts";
import { ImpersonationCandidate } from "./impersonation.ts";
import { RefreshToken } from "./tokens.ts";

/**
 * The staff side of impersonation beyond ImpersonateRequest and the candidate list
 * (impersonation.ts): the list's filters, and the explicit end of an impersonation.
 */

/**
 * GET /impersonation/users, declared once (define-list.ts): the customer users staff may act
 * as; `search` matches name, email or company name ignoring case; `company` is a company id
 * (plus `offset` and `limit`).
 */
export const IMPERSONATION_CANDIDATE_LIST = defineList({
  resource: "impersonation-candidates",
  path: "/impersonation/users",
  item: ImpersonationCandidate,
  filters: {
    search: searchFilter(200),
    company: { schema: IdFilter, label: "Company" },
  },
});

/**
 * POST /impersonation/exit: the impersonation's refresh token. Possessing it is the proof,
 * so a read-only impersonation (refused every other write) can end itself too.
 */
export const ExitImpersonationRequest = Schema.Struct({ refresh: RefreshToken });

export const ExitImpersonationResponse = Schema.Struct({ detail: NonEmptyString });

/** Why a user cannot be acted as (400, under non_field_errors). */
export const IMPERSONATION_REFUSALS = {
  self: "You cannot impersonate yourself.",
  staff: "Staff members cannot be impersonated.",
  notActive: "Only active users can be impersonated.",
} as const;

/** What decides whether a user may be acted as. */
export interface ImpersonationTarget {
  readonly id: number;
  readonly status: string;
  /** A provider staff member, or any user of the provider's own company. */
  readonly isStaff: boolean;
  readonly isProvider: boolean;
}

/**
 * The rule for who may be impersonated, once: not oneself, no provider staff or provider
 * user, and only an active account. The refusal's sentence, or null when the user may be
 * acted as. The server's start of an impersonation applies it; the candidate list's SQL
 * (GET /impersonation/users) offers only users it lets through, which its tests check.
 */
export function impersonationRefusal(
  callerId: number,
  target: ImpersonationTarget,
): (typeof IMPERSONATION_REFUSALS)[keyof typeof IMPERSONATION_REFUSALS] | null {
  if (target.id === callerId) return IMPERSONATION_REFUSALS.self;
  if (target.isStaff || target.isProvider) return IMPERSONATION_REFUSALS.staff;
  if (target.status !== "active") return IMPERSONATION_REFUSALS.notActive;
  return null;
}
