import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type {
  DisputeInvoiceRequest,
  InvoiceDetail,
} from "../../../../src/core/api/billing/index.ts";
import { minorUnitsOf, moneyOfMinorUnits } from "../../../../src/core/api/minor-units.ts";
import { DEFAULT_TICKET_PRIORITY } from "../../../../src/core/api/support/index.ts";
import { formatMoney, formatMoneyOf } from "../../../../src/core/format/money.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import {
  invoiceDisputes,
  invoiceLines,
  invoices,
  supportClassifications,
  supportRequestTypes,
  supportTickets,
} from "../../db/schema.ts";
import { badRequest } from "../../http/api-error.ts";
import { openTicketThread } from "../support/ticket-writes.ts";
import { findInvoice, invoiceDetailOf, invoiceLinesOf } from "./invoice-detail.ts";

/** The support desk's request type and classification a dispute's ticket is filed under. */
export const DISPUTE_REQUEST_TYPE = "Billing question";
export const DISPUTE_CLASSIFICATION = "Invoice query";

async function disputeTicketKind(
  ctx: ServerContext,
): Promise<{ typeId: number; classificationId: number | null }> {
  const [row] = await ctx.db
    .select({ typeId: supportRequestTypes.id, classificationId: supportClassifications.id })
    .from(supportRequestTypes)
    .leftJoin(
      supportClassifications,
      and(
        eq(supportClassifications.requestTypeId, supportRequestTypes.id),
        eq(supportClassifications.name, DISPUTE_CLASSIFICATION),
      ),
    )
    .where(eq(supportRequestTypes.name, DISPUTE_REQUEST_TYPE))
    .limit(1);
  // The desk's catalogue is seeded with the server; without it no dispute can be filed.
  if (!row) throw new Error(`The support desk has no "${DISPUTE_REQUEST_TYPE}" request type`);
  return row;
}

/**
 * POST /invoices/{id}/dispute. Checks everything it can before writing (reason by the
 * contract, the invoice's status, the lines); then one transaction opens the support desk's
 * ticket (reported and followed by the caller, with the uploaded files), records the dispute,
 * marks the lines and the invoice. Any refusal inside (an unknown attachment, a concurrent
 * dispute) rolls all of it back: never a ticket without its dispute or the other way round.
 */
export async function disputeInvoice(
  ctx: ServerContext,
  user: CurrentUser,
  number: string,
  request: DisputeInvoiceRequest,
): Promise<InvoiceDetail> {
  const invoice = await findInvoice(ctx.db, user.companyId, number);
  if (invoice.status === "disputed")
    throw badRequest({ non_field_errors: ["This invoice is already disputed."] });
  if (invoice.status === "paid")
    throw badRequest({
      non_field_errors: ["A paid invoice cannot be disputed; ask for a credit in a ticket."],
    });
  // One dispute per invoice: once resolved (issue 47), a further question is a ticket.
  const [resolved] = await ctx.db
    .select({ id: invoiceDisputes.id })
    .from(invoiceDisputes)
    .where(eq(invoiceDisputes.invoiceId, invoice.row_id));
  if (resolved)
    throw badRequest({
      non_field_errors: [
        "This invoice's dispute has been resolved; ask about it in a ticket of the support desk.",
      ],
    });
  const lines = await invoiceLinesOf(ctx.db, invoice.row_id, invoice.currency);
  const wanted = [...new Set(request.lines ?? [])];
  const known = new Set(lines.map((line) => line.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw badRequest({ lines: [`Not a line of this invoice: ${unknown.join(", ")}.`] });
  const disputed = wanted.length === 0 ? lines : lines.filter((line) => wanted.includes(line.id));
  const disputedMinor = disputed.reduce((sum, line) => sum + (minorUnitsOf(line.amount) ?? 0), 0);
  const amount = formatMoney(
    moneyOfMinorUnits(disputedMinor, invoice.currency).amount,
    invoice.currency,
  );
  const reason = request.reason.trim();
  const kind = await disputeTicketKind(ctx);
  const now = ctx.now();
  const lineList = disputed
    .map(
      (line) =>
        `- ${line.service?.id ?? "Account"}: ${line.description} (${formatMoneyOf(line.amount)})`,
    )
    .join("\n");

  await ctx.db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        companyId: user.companyId,
        requestTypeId: kind.typeId,
        classificationId: kind.classificationId,
        summary: `Dispute of invoice ${invoice.number}`,
        description: `${reason}\n\nDisputed ${wanted.length === 0 ? "invoice (all lines)" : "lines"}, ${amount}:\n${lineList}`,
        priority: DEFAULT_TICKET_PRIORITY,
        status: "open",
        serviceId: null,
        serviceName: null,
        reporterId: user.id,
        fields: [
          { name: "invoice_number", label: "Invoice number", value: invoice.number },
          { name: "amount", label: "Amount in question", value: amount },
        ],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: supportTickets.id });
    if (!ticket) throw new Error("dispute ticket not stored");
    await openTicketThread(tx, user, ticket.id, request.attachments ?? [], now);
    // Only an invoice nobody disputed meanwhile changes; otherwise everything rolls back.
    const marked = await tx
      .update(invoices)
      .set({ status: "disputed" })
      .where(and(eq(invoices.id, invoice.row_id), ne(invoices.status, "disputed")))
      .returning({ id: invoices.id });
    if (marked.length === 0)
      throw badRequest({ non_field_errors: ["This invoice is already disputed."] });
    await tx.insert(invoiceDisputes).values({
      invoiceId: invoice.row_id,
      ticketId: ticket.id,
      reason,
      raisedBy: user.id,
      createdAt: now,
    });
    await tx
      .update(invoiceLines)
      .set({ disputed: true })
      .where(
        and(
          eq(invoiceLines.invoiceId, invoice.row_id),
          wanted.length === 0
            ? sql`true`
            : inArray(
                invoiceLines.id,
                disputed.map((line) => Number(line.id)),
              ),
        ),
      );
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "invoice.disputed",
      target: { type: "invoice", id: invoice.number, label: `Invoice ${invoice.number}` },
      before: { status: invoice.status },
      after: { status: "disputed", amount, lines: disputed.map((line) => line.id) },
    });
  });
  return invoiceDetailOf(ctx, ctx.db, await findInvoice(ctx.db, user.companyId, number));
}
