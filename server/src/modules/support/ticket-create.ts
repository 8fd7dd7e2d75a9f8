import { and, eq } from "drizzle-orm";
import {
  type CreateTicketRequest,
  DEFAULT_TICKET_PRIORITY,
} from "../../../../src/core/api/support/index.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { ticketTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { supportClassifications, supportTickets } from "../../db/schema.ts";
import { ApiError, badRequest } from "../../http/api-error.ts";
import { storedId } from "../../http/record-ids.ts";
import { issueKey } from "./issue-keys.ts";
import { requestTemplate } from "./request-catalogue.ts";
import { checkTemplateValues } from "./template-values.ts";
import { openTicketThread } from "./ticket-writes.ts";

async function classificationOf(
  ctx: ServerContext,
  typeId: number,
  raw: string | null | undefined,
): Promise<number | null | "unknown"> {
  if (raw === undefined || raw === null) return null;
  const id = storedId(raw);
  if (id === null) return "unknown";
  const [row] = await ctx.db
    .select({ id: supportClassifications.id })
    .from(supportClassifications)
    .where(
      and(eq(supportClassifications.id, id), eq(supportClassifications.requestTypeId, typeId)),
    );
  return row ? row.id : "unknown";
}

/**
 * POST /support/request: a ticket from a request type's template, reported by the caller,
 * who follows it from the start; temporary attachments become its first files. Everything
 * is checked before anything is written; the writes are one transaction. Returns the key.
 */
export async function createTicket(
  ctx: ServerContext,
  user: CurrentUser,
  request: CreateTicketRequest,
): Promise<string> {
  const typeId = storedId(request.request_type);
  const template =
    typeId === null
      ? null
      : await requestTemplate(ctx, user.companyId, typeId).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        });
  if (typeId === null || template === null) {
    throw badRequest({ request_type: ["Unknown request type."] });
  }
  const classification = await classificationOf(ctx, typeId, request.classification);
  const checked = checkTemplateValues(template, request);
  const problems = { ...checked.problems };
  if (classification === "unknown") {
    problems.classification = ["Not a classification of this request type."];
  }
  if (Object.keys(problems).length > 0) throw badRequest(problems);

  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        companyId: user.companyId,
        requestTypeId: typeId,
        classificationId: classification === "unknown" ? null : classification,
        summary: request.summary,
        description: request.description,
        priority: request.priority ?? DEFAULT_TICKET_PRIORITY,
        status: "open",
        serviceId: checked.service?.id ?? null,
        serviceName: checked.service?.name ?? null,
        reporterId: user.id,
        fields: checked.fields,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: supportTickets.id, issueNumber: supportTickets.issueNumber });
    if (!ticket) throw new Error("ticket not stored");
    await openTicketThread(tx, user, ticket.id, request.attachments ?? [], now);
    const key = issueKey(ticket.issueNumber);
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "ticket.created",
      target: ticketTarget(key, request.summary),
      after: {
        priority: request.priority ?? DEFAULT_TICKET_PRIORITY,
        service: checked.service?.name ?? null,
      },
    });
    return key;
  });
}
