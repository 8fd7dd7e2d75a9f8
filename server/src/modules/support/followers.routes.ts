import {
  FollowCandidateList,
  FollowCandidatesQuery,
  FollowerList,
  FollowRequest,
  FollowState,
} from "../../../../src/core/api/support/index.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { ticketTarget } from "../../activity/activity-targets.ts";
import type { ServerContext } from "../../context.ts";
import { badRequest } from "../../http/api-error.ts";
import { pageAnswer } from "../../http/pagination.ts";
import { IdParams } from "../../http/path-params.ts";
import { storedId } from "../../http/record-ids.ts";
import type { Router } from "../../http/routes.ts";
import { parseInput } from "../../http/validation.ts";
import { SUPPORT_READ, SUPPORT_TAG, SUPPORT_WRITE } from "./access.ts";
import { candidate, followCandidates, followerPage, setFollowing } from "./ticket-followers.ts";
import { findTicket } from "./ticket-lookup.ts";

/** Followers of a ticket, the people who may follow, subscribe and unsubscribe. */
export function registerFollowerRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/support/tickets/users",
      summary: "The company's people who can follow tickets, by name; ?search= narrows",
      tag: SUPPORT_TAG,
      access: SUPPORT_READ,
      query: FollowCandidatesQuery,
      response: FollowCandidateList,
    },
    async ({ request, user, query }) => {
      return pageAnswer(request, (window) =>
        followCandidates(ctx, user.companyId, query.search, window),
      );
    },
  );

  router.route(
    {
      method: "GET",
      path: "/support/tickets/:id/followers",
      summary: "Who follows the ticket",
      tag: SUPPORT_TAG,
      access: SUPPORT_READ,
      params: IdParams,
      response: FollowerList,
    },
    async ({ request, params, user }) => {
      const ticket = await findTicket(ctx, user.companyId, params.id);
      return pageAnswer(request, (window) => followerPage(ctx, ticket.id, window));
    },
  );

  for (const [action, follow] of [
    ["subscribe", true],
    ["unsubscribe", false],
  ] as const) {
    router.route(
      {
        method: "POST",
        path: `/support/tickets/:id/${action}`,
        summary: `${follow ? "Follow" : "Stop following"} the ticket: the caller, or {user} (optional JSON body)`,
        tag: SUPPORT_TAG,
        access: SUPPORT_WRITE,
        params: IdParams,
        response: FollowState,
      },
      async ({ request, params, user }) => {
        const ticket = await findTicket(ctx, user.companyId, params.id);
        // The body is optional: no body (or an empty one) means the caller.
        const body =
          request.body === undefined || request.body === null || request.body === ""
            ? {}
            : parseInput(FollowRequest, request.body);
        const userId = body.user === undefined ? user.id : storedId(body.user);
        const target = userId === null ? null : await candidate(ctx, user.companyId, userId);
        if (!target) {
          throw badRequest({ user: ["No one of your company who can see tickets has this id."] });
        }
        const state = await setFollowing(ctx, ticket.id, Number(target.id), follow, {
          ...activityBy(ctx, user),
          action: follow ? "ticket.followed" : "ticket.unfollowed",
          target: ticketTarget(ticket.key),
          after: { follower: target.email },
        });
        return { user: target, ...state };
      },
    );
  }
}
