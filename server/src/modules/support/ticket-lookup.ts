import { and, eq } from "drizzle-orm";
import type { TicketStatus } from "../../../../src/core/api/support/index.ts";
import type { ServerContext } from "../../context.ts";
import { supportTickets } from "../../db/schema.ts";
import { notFound } from "../../http/api-error.ts";
import { missingRecord } from "../../http/foreign-records.ts";
import { issueNumberOf } from "./issue-keys.ts";

/** What the sub-resource routes need to know about the ticket named in their path. */
export interface TicketRef {
  readonly id: number;
  readonly key: string;
  readonly status: TicketStatus;
}

/**
 * The company's ticket with that issue key, or 404: a key that names no ticket and another
 * company's ticket answer the same, so keys reveal nothing across tenants.
 */
export async function findTicket(
  ctx: ServerContext,
  companyId: number,
  key: string,
): Promise<TicketRef> {
  const issueNumber = issueNumberOf(key);
  if (issueNumber === null) throw notFound();
  const [row] = await ctx.db
    .select({ id: supportTickets.id, status: supportTickets.status })
    .from(supportTickets)
    .where(
      and(eq(supportTickets.companyId, companyId), eq(supportTickets.issueNumber, issueNumber)),
    );
  if (!row) throw await missingTicket(ctx, companyId, issueNumber);
  return { id: row.id, key: `SUP-${issueNumber}`, status: row.status as TicketStatus };
}

/** The 404 for a ticket the company does not hold, a security event if another company does. */
export function missingTicket(ctx: ServerContext, companyId: number, issueNumber: number) {
  return missingRecord(companyId, "support_ticket", `SUP-${issueNumber}`, async () => {
    const [owner] = await ctx.db
      .select({ companyId: supportTickets.companyId })
      .from(supportTickets)
      .where(eq(supportTickets.issueNumber, issueNumber));
    return owner?.companyId;
  });
}
