import { decode } from "../../../../src/core/api/decode.ts";
import { trimmedText } from "../../../../src/core/api/plain-text.ts";
import {
  ActivityPage,
  ActivityPostResult,
  TICKET_ATTACHMENTS_MAX,
  TICKET_COMMENT_MAX_LENGTH,
} from "../../../../src/core/api/support/index.ts";
import { TICKET_ACTIVITY_DEFAULT_LIMIT } from "../../../../src/core/constants.ts";
import type { ServerContext } from "../../context.ts";
import { badRequest } from "../../http/api-error.ts";
import { pageAnswer } from "../../http/pagination.ts";
import { IdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { SUPPORT_READ, SUPPORT_TAG, SUPPORT_WRITE } from "./access.ts";
import { discardFiles, type ReceivedForm, receiveForm } from "./multipart-form.ts";
import { recordAttachments } from "./ticket-attachments.ts";
import { activityEntries, activityPage } from "./ticket-feed.ts";
import { findTicket } from "./ticket-lookup.ts";
import { actorOf, addAttachmentEntries, addComment, touchTicket } from "./ticket-writes.ts";

const CommentText = trimmedText(TICKET_COMMENT_MAX_LENGTH);

/** The form's comment, trimmed ("" when absent), or 400 when it is too long or has NUL. */
function commentOfForm(form: ReceivedForm): string {
  const raw = form.fields.get("comment") ?? "";
  if (raw.trim() === "") {
    if (form.files.length === 0) {
      throw badRequest({ comment: ["Write a comment or attach a file."] });
    }
    return "";
  }
  const decoded = decode(CommentText, raw);
  if (!decoded.ok) throw badRequest({ comment: decoded.issues.map((issue) => issue.message) });
  return decoded.value;
}

/** A ticket's activity feed: paged by its next link, and posted to as a multipart form. */
export function registerActivityRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/support/tickets/:id/activity",
      summary: "The ticket's activity, newest first: comments, status changes, files",
      tag: SUPPORT_TAG,
      access: SUPPORT_READ,
      params: IdParams,
      response: ActivityPage,
    },
    async ({ request, params, user }) => {
      const ticket = await findTicket(ctx, user.companyId, params.id);
      return pageAnswer(
        request,
        (window) => activityPage(ctx.db, ticket.id, window),
        TICKET_ACTIVITY_DEFAULT_LIMIT,
      );
    },
  );

  router.route(
    {
      method: "POST",
      path: "/support/tickets/:id/activity",
      summary:
        "Reply with files in one multipart/form-data request: a `comment` field and file parts",
      tag: SUPPORT_TAG,
      access: SUPPORT_WRITE,
      params: IdParams,
      response: ActivityPostResult,
      status: 201,
    },
    async ({ request, params, user }) => {
      const ticket = await findTicket(ctx, user.companyId, params.id);
      const form = await receiveForm(ctx, request, TICKET_ATTACHMENTS_MAX);
      const now = ctx.now();
      const actor = actorOf(user);
      let entryIds: number[];
      try {
        const comment = commentOfForm(form);
        entryIds = await ctx.db.transaction(async (tx) => {
          await touchTicket(tx, ticket.id, now);
          if (comment === "") {
            const files = await recordAttachments(
              tx,
              user,
              { ticketId: ticket.id, commentId: null },
              form.files,
              now,
            );
            return addAttachmentEntries(tx, ticket.id, actor, files, now);
          }
          const added = await addComment(tx, ticket.id, actor, comment, now);
          await recordAttachments(
            tx,
            user,
            { ticketId: ticket.id, commentId: added.commentId },
            form.files,
            now,
          );
          return [added.entryId];
        });
      } catch (error) {
        await discardFiles(ctx, form.files);
        throw error;
      }
      return { entries: await activityEntries(ctx.db, ticket.id, entryIds) };
    },
  );
}
