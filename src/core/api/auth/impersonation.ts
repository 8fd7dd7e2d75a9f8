import { Schema } from "effect";
import { PersonFields } from "../account/user-info.ts";
import { Paginated } from "../paginated.ts";
import { Id } from "../primitives.ts";

/** POST /impersonation/users: act as this user. The answer is a TokenPair. */
export const ImpersonateRequest = Schema.Struct({ id: Id });
export type ImpersonateRequest = typeof ImpersonateRequest.Type;

/** One row of GET /impersonation/users: a customer user staff may act as. */
export const ImpersonationCandidate = Schema.Struct(PersonFields);
export type ImpersonationCandidate = typeof ImpersonationCandidate.Type;

/** GET /impersonation/users: the candidates, paged and filtered by query parameters. */
export const ImpersonationCandidateList = Paginated(ImpersonationCandidate);
export type ImpersonationCandidateList = typeof ImpersonationCandidateList.Type;
