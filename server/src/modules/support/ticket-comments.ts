import { Schema } from "effect";
import {
  NewCommentRequest,
  TicketComment,
  TicketCommentList,
} from "../../../../src/core/api/support/index.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { ticketTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { ServerContext } from "../../context.ts";
import { notFound } from "../../http/api-error.ts";
import { missingRow } from "../../http/foreign-rows.ts";
import { pageAnswer } from "../../http/pagination.ts";
import { IdParams, PathText, RecordId } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { ticketUpdated } from "../webhooks/webhook-event-data.ts";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.ts";
import { SUPPORT_READ, SUPPORT_TAG, SUPPORT_WRITE } from "./access.ts";
import { commentOf, commentPage } from "./ticket-feed.ts";
import { findTicket } from "./ticket-lookup.ts";
import { tellFollowers } from "./ticket-news.ts";
import { actorOf, addComment, claimTempAttachments, touchTicket } from "./ticket-writes.ts";

/** `/support/tickets/:id/comments/:commentId`: the ticket's key, the comment's stored id. */
const CommentParams = Schema.Struct({ id: PathText, commentId: RecordId });

/** A ticket's public comments: the list, one comment, and a reply in JSON. */
export function registerCommentRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/support/tickets/:id/comments",
      summary: "The ticket's public comments, oldest first",
      tag: SUPPORT_TAG,
      access: SUPPORT_READ,
      params: IdParams,
      response: TicketCommentList,
    },
    async ({ request, params, user }) => {
      const ticket = await findTicket(ctx, user.companyId, params.id);
      return pageAnswer(request, (window) => commentPage(ctx, ticket.id, window));
    },
  );

  router.route(
    {
      method: "GET",
      path: "/support/tickets/:id/comments/:commentId",
      summary: "One comment of the ticket",
      tag: SUPPORT_TAG,
      access: SUPPORT_READ,
      params: CommentParams,
      response: TicketComment,
    },
    async ({ params, user }) => {
      const ticket = await findTicket(ctx, user.companyId, params.id);
      const comment = await commentOf(ctx.db, ticket.id, params.commentId);
      if (!comment) throw await missingRow(ctx, user.companyId, "comment", params.commentId);
      return comment;
    },
  );

  router.route(
    {
      method: "POST",
      path: "/support/tickets/:id/comments",
      summary: "Reply to the ticket, attaching temporary attachments uploaded before",
      tag: SUPPORT_TAG,
      access: SUPPORT_WRITE,
      body: NewCommentRequest,
      params: IdParams,
      response: TicketComment,
      status: 201,
    },
    async ({ params, user, body }) => {
      const ticket = await findTicket(ctx, user.companyId, params.id);
      const now = ctx.now();
      const commentId = await ctx.db.transaction(async (tx) => {
        const added = await addComment(tx, ticket.id, actorOf(user), body.body, now);
        await claimTempAttachments(
          tx,
          user,
          body.attachments ?? [],
          { ticketId: ticket.id, commentId: added.commentId },
          now,
        );
        await touchTicket(tx, ticket.id, now);
        await recordWebhookEvent(
          ctx,
          tx,
          ticketUpdated(user.companyId, ticket.key, "comment", null, now),
        );
        await recordActivity(tx, {
          ...activityBy(ctx, user),
          action: "ticket.commented",
          target: ticketTarget(ticket.key),
          after: { comment: String(added.commentId), attachments: (body.attachments ?? []).length },
        });
        return added.commentId;
      });
      const comment = await commentOf(ctx.db, ticket.id, commentId);
      if (!comment) throw notFound();
      await tellFollowers(ctx, ticket, actorOf(user), "replied");
      return comment;
    },
  );
}
