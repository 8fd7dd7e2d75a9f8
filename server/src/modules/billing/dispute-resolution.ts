import { and, eq, inArray, isNull, like, sql } from "drizzle-orm";
import {
  CREDIT_NOTE_NUMBER_PREFIX,
  creditedMinorOf,
  creditNoteNumber,
  creditNoteTotals,
  DISPUTE_OUTCOME_LABELS,
  type DisputeResolutionRequest,
  type InvoiceDetail,
} from "../../../../src/core/api/billing/index.ts";
import { utcToday } from "../../../../src/core/api/calendar-date.ts";
import { moneyOfMinorUnits } from "../../../../src/core/api/minor-units.ts";
import { UNRESOLVED_TICKET_STATUSES } from "../../../../src/core/api/support/index.ts";
import { fullName } from "../../../../src/core/api/users/user-name.ts";
import { formatMoney } from "../../../../src/core/format/money.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import {
  creditNotes,
  invoiceDisputes,
  invoices,
  supportActivity,
  supportComments,
  supportTickets,
} from "../../db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "../../http/api-error.ts";
import { disputedMinorOf, invoiceDetailOf, invoiceLinesOf } from "./invoice-detail.ts";
import { INVOICE_COLUMNS, type InvoiceRow } from "./invoice-rows.ts";

const RESOLVED_MEANWHILE = "Someone resolved this dispute meanwhile; reload the invoice.";

/** Any company's invoice by its number: staff resolve the disputes of every customer. */
async function invoiceOfAnyCompany(
  ctx: ServerContext,
  number: string,
): Promise<InvoiceRow & { readonly company_id: number }> {
  if (number === "" || number.length > 64) throw notFound();
  const [row] = rowsOf<InvoiceRow & { readonly company_id: number }>(
    await ctx.db.execute(sql`select ${sql.raw(INVOICE_COLUMNS)}, i.company_id from invoices i
      where i.number = ${number}`),
  );
  if (!row) throw notFound();
  return row;
}

/** The next "CN-2026-0001" of the year (numbers are unique across companies, like invoices'). */
async function nextCreditNoteNumber(ctx: ServerContext, year: number): Promise<string> {
  const prefix = `${CREDIT_NOTE_NUMBER_PREFIX}-${year}-`;
  const [row] = await ctx.db
    .select({
      last: sql<number>`coalesce(max(split_part(${creditNotes.number}, '-', 3)::int), 0)::int`,
    })
    .from(creditNotes)
    .where(like(creditNotes.number, `${prefix}%`));
  return creditNoteNumber(year, Number(row?.last ?? 0) + 1);
}

/**
 * POST /invoices/{id}/dispute/resolution (issue 47), provider staff only. Checks the dispute
 * and the amount first (creditedMinorOf: positive, in the currency's minor units, at most the
 * disputed lines' sum); then one transaction records the outcome, issues the credit note
 * (net, tax at the invoice's rate, total) and takes its total off the invoice's balance,
 * puts the invoice back to open (what is left is payable) and resolves the ticket with the
 * note as the provider's comment. A concurrent resolution rolls everything back (409).
 */
export async function resolveDispute(
  ctx: ServerContext,
  user: CurrentUser,
  number: string,
  request: DisputeResolutionRequest,
): Promise<InvoiceDetail> {
  if (!user.isProviderStaff) throw forbidden();
  const invoice = await invoiceOfAnyCompany(ctx, number);
  const [dispute] = await ctx.db
    .select({
      id: invoiceDisputes.id,
      ticketId: invoiceDisputes.ticketId,
      outcome: invoiceDisputes.outcome,
    })
    .from(invoiceDisputes)
    .where(eq(invoiceDisputes.invoiceId, invoice.row_id));
  if (!dispute) throw badRequest({ non_field_errors: ["This invoice has no dispute to resolve."] });
  if (dispute.outcome !== null)
    throw badRequest({ non_field_errors: ["This dispute is already resolved."] });
  const lines = await invoiceLinesOf(ctx.db, invoice.row_id, invoice.currency);
  const credit = creditedMinorOf(request, invoice.currency, disputedMinorOf(lines));
  if ("problem" in credit) throw badRequest({ credited_amount: [credit.problem] });
  const note = request.note.trim();
  const now = ctx.now();
  const today = utcToday(now);
  const creditNote =
    credit.minor > 0
      ? {
          number: await nextCreditNoteNumber(ctx, now.getUTCFullYear()),
          ...creditNoteTotals(credit.minor, Number(invoice.tax_rate_bp)),
        }
      : null;
  const staffName = fullName(user);
  const comment =
    creditNote === null
      ? `${DISPUTE_OUTCOME_LABELS.rejected}. ${note}`
      : `${DISPUTE_OUTCOME_LABELS.credited}: credit note ${creditNote.number} of ${formatMoney(
          moneyOfMinorUnits(creditNote.total, invoice.currency).amount,
          invoice.currency,
        )} (tax included). ${note}`;

  await ctx.db.transaction(async (tx) => {
    const resolved = await tx
      .update(invoiceDisputes)
      .set({
        outcome: request.outcome,
        resolutionNote: note,
        resolvedBy: user.id,
        resolvedAt: now,
      })
      .where(and(eq(invoiceDisputes.id, dispute.id), isNull(invoiceDisputes.outcome)))
      .returning({ id: invoiceDisputes.id });
    if (resolved.length === 0) throw conflict(RESOLVED_MEANWHILE);
    if (creditNote !== null) {
      const stored = await tx
        .insert(creditNotes)
        .values({
          companyId: invoice.company_id,
          number: creditNote.number,
          invoiceId: invoice.row_id,
          disputeId: dispute.id,
          issueDate: today,
          currency: invoice.currency,
          taxRateBp: Number(invoice.tax_rate_bp),
          subtotalMinor: creditNote.subtotal,
          taxMinor: creditNote.tax,
          totalMinor: creditNote.total,
          note,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: creditNotes.id });
      if (stored.length === 0)
        throw conflict("Another credit note took this number at the same time: send it again.");
    }
    // The dispute is over: what is left of the invoice is payable again.
    await tx
      .update(invoices)
      .set({
        status: "open",
        creditedMinor: sql`${invoices.creditedMinor} + ${creditNote?.total ?? 0}`,
      })
      .where(and(eq(invoices.id, invoice.row_id), eq(invoices.status, "disputed")));
    const [ticket] = await tx
      .select({ status: supportTickets.status })
      .from(supportTickets)
      .where(eq(supportTickets.id, dispute.ticketId));
    const agent = { authorId: user.id, authorName: staffName, isAgent: true, createdAt: now };
    const [posted] = await tx
      .insert(supportComments)
      .values({ ticketId: dispute.ticketId, body: comment, ...agent })
      .returning({ id: supportComments.id });
    if (!posted) throw new Error("resolution comment not stored");
    await tx
      .insert(supportActivity)
      .values({ ticketId: dispute.ticketId, kind: "comment", commentId: posted.id, ...agent });
    const moved = await tx
      .update(supportTickets)
      .set({ status: "resolved", updatedAt: now })
      .where(
        and(
          eq(supportTickets.id, dispute.ticketId),
          inArray(supportTickets.status, [...UNRESOLVED_TICKET_STATUSES]),
        ),
      )
      .returning({ id: supportTickets.id });
    if (moved.length > 0 && ticket) {
      await tx.insert(supportActivity).values({
        ticketId: dispute.ticketId,
        kind: "status_change",
        fromStatus: ticket.status,
        toStatus: "resolved",
        transitionName: "Resolve",
        ...agent,
      });
    }
  });
  return invoiceDetailOf(ctx, ctx.db, await invoiceOfAnyCompany(ctx, number));
}
