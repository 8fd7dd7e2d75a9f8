import { eq } from "drizzle-orm";
import {
  isTicketEditable,
  TICKET_STATUS_LABELS,
  type UpdateTicketRequest,
} from "../../../../src/core/api/support/index.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { ticketTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { supportTickets } from "../../db/schema.ts";
import { conflict } from "../../http/api-error.ts";
import { ticketUpdated } from "../webhooks/webhook-event-data.ts";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.ts";
import type { TicketRef } from "./ticket-lookup.ts";

/**
 * PUT /support/tickets/{id}: the customer's own words and the priority, while the ticket is
 * unresolved. A resolved or closed ticket is 409: reopening it is the way to change it, so
 * what was resolved stays as it was. Only the three fields are ever applied.
 */
export async function editTicket(
  ctx: ServerContext,
  user: CurrentUser,
  ticket: TicketRef,
  change: UpdateTicketRequest,
): Promise<void> {
  if (!isTicketEditable(ticket.status)) {
    throw conflict({
      detail: `A ${TICKET_STATUS_LABELS[ticket.status].toLowerCase()} ticket cannot be edited; reopen it first.`,
    });
  }
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ summary: supportTickets.summary, priority: supportTickets.priority })
      .from(supportTickets)
      .where(eq(supportTickets.id, ticket.id))
      .for("update");
    await tx
      .update(supportTickets)
      .set({
        ...(change.summary === undefined ? {} : { summary: change.summary }),
        ...(change.description === undefined ? {} : { description: change.description }),
        ...(change.priority === undefined ? {} : { priority: change.priority }),
        updatedAt: now,
      })
      .where(eq(supportTickets.id, ticket.id));
    await recordWebhookEvent(
      ctx,
      tx,
      ticketUpdated(user.companyId, ticket.key, "fields", null, now),
    );
    // The description can be long: the entry says that it changed, not what it says.
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "ticket.edited",
      target: ticketTarget(ticket.key),
      before: { summary: before?.summary ?? null, priority: before?.priority ?? null },
      after: {
        summary: change.summary ?? before?.summary ?? null,
        priority: change.priority ?? before?.priority ?? null,
        description_changed: change.description !== undefined,
      },
    });
  });
}
