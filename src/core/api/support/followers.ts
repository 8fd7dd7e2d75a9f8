import { Schema } from "effect";
import { FilterText } from "../list-query.ts";
import { Paginated } from "../paginated.ts";
import { Count, Id } from "../primitives.ts";
import { PersonRef } from "../users/users.ts";

/**
 * Followers of a ticket: people of the company told about its activity. GET
 * .../followers lists them; subscribe and unsubscribe add or remove one.
 */
export const FollowerList = Paginated(PersonRef);
export type FollowerList = typeof FollowerList.Type;

/**
 * Body of POST /support/tickets/{id}/subscribe and /unsubscribe (optional): `user` names a
 * colleague from GET /support/tickets/users; without it the caller subscribes or
 * unsubscribes. Both are idempotent.
 */
export const FollowRequest = Schema.Struct({ user: Schema.optionalKey(Id) });

/** The answer to subscribe and unsubscribe: that person's state and the new count. */
export const FollowState = Schema.Struct({
  user: PersonRef,
  is_following: Schema.Boolean,
  followers_count: Count,
});
export type FollowState = typeof FollowState.Type;

/** GET /support/tickets/users: the company's active people who may see tickets (paged). */
export const FollowCandidatesQuery = Schema.Struct({
  search: Schema.optionalKey(FilterText(200)),
});
export type FollowCandidatesQuery = typeof FollowCandidatesQuery.Type;

export const FollowCandidateList = Paginated(PersonRef);
export type FollowCandidateList = typeof FollowCandidateList.Type;
