import { and, asc, eq } from "drizzle-orm";
import {
  TICKET_STATUS_LABELS,
  TicketDetail,
  type TicketStatus,
  type TicketTransition,
  TicketTransitionList,
  TransitionRequest,
} from "../../../../src/core/api/support/index.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { ticketTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { ServerContext } from "../../context.ts";
import { supportTransitions } from "../../db/schema.ts";
import { badRequest, conflict } from "../../http/api-error.ts";
import { IdParams } from "../../http/path-params.ts";
import { storedId } from "../../http/record-ids.ts";
import type { Router } from "../../http/routes.ts";
import { pageOf } from "../services/page-of.ts";
import { ticketUpdated } from "../webhooks/webhook-event-data.ts";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.ts";
import { canWriteSupport, SUPPORT_READ, SUPPORT_TAG, SUPPORT_WRITE } from "./access.ts";
import { ticketDetail } from "./ticket-detail.ts";
import { findTicket, type TicketRef } from "./ticket-lookup.ts";
import { tellFollowers } from "./ticket-news.ts";
import { actorOf, addComment, changeStatus } from "./ticket-writes.ts";

/** The customer's steps out of a status, in the workflow's order. */
async function customerSteps(ctx: ServerContext, from: TicketStatus): Promise<TicketTransition[]> {
  const rows = await ctx.db
    .select()
    .from(supportTransitions)
    .where(and(eq(supportTransitions.fromStatus, from), eq(supportTransitions.actor, "customer")))
    .orderBy(asc(supportTransitions.position));
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    to_status: row.toStatus as TicketStatus,
  }));
}

/** The customer step the request names, or 400 / 409 (see TransitionRequest). */
async function chosenStep(ctx: ServerContext, ticket: TicketRef, raw: string) {
  const id = storedId(raw);
  const [step] =
    id === null
      ? []
      : await ctx.db
          .select()
          .from(supportTransitions)
          .where(and(eq(supportTransitions.id, id), eq(supportTransitions.actor, "customer")));
  if (!step) throw badRequest({ transition: ["Unknown transition."] });
  if (step.fromStatus !== ticket.status) {
    throw conflict({
      detail: `"${step.name}" does not apply to a ticket that is ${TICKET_STATUS_LABELS[ticket.status].toLowerCase()}.`,
    });
  }
  return { from: ticket.status, to: step.toStatus as TicketStatus, name: step.name };
}

/** GET and POST /support/tickets/{id}/transitions: the workflow as the customer sees it. */
export function registerWorkflowRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/support/tickets/:id/transitions",
      summary: "The steps the caller may take from the ticket's current status",
      tag: SUPPORT_TAG,
      access: SUPPORT_READ,
      params: IdParams,
      response: TicketTransitionList,
    },
    async ({ request, params, user }) => {
      const ticket = await findTicket(ctx, user.companyId, params.id);
      const steps = canWriteSupport(user.permissions)
        ? await customerSteps(ctx, ticket.status)
        : [];
      return pageOf(request, steps);
    },
  );

  router.route(
    {
      method: "POST",
      path: "/support/tickets/:id/transitions",
      summary: "Take a step of the workflow, optionally with a comment",
      tag: SUPPORT_TAG,
      access: SUPPORT_WRITE,
      body: TransitionRequest,
      params: IdParams,
      response: TicketDetail,
    },
    async ({ params, user, body }) => {
      const ticket = await findTicket(ctx, user.companyId, params.id);
      const step = await chosenStep(ctx, ticket, body.transition);
      const actor = actorOf(user);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        if (body.comment !== undefined) await addComment(tx, ticket.id, actor, body.comment, now);
        if (!(await changeStatus(tx, ticket.id, actor, step, now))) {
          throw conflict({ detail: "The ticket changed meanwhile; reload it and try again." });
        }
        await recordWebhookEvent(
          ctx,
          tx,
          ticketUpdated(user.companyId, ticket.key, "status", step.to, now),
        );
        await recordActivity(tx, {
          ...activityBy(ctx, user),
          action: "ticket.transitioned",
          target: ticketTarget(ticket.key),
          before: { status: step.from },
          after: { status: step.to, transition: step.name, commented: body.comment !== undefined },
        });
      });
      await tellFollowers(
        ctx,
        ticket,
        actor,
        `moved the ticket to ${TICKET_STATUS_LABELS[step.to]}`,
      );
      return ticketDetail(ctx, user.companyId, user.id, ticket.key);
    },
  );
}
