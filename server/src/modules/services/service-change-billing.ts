import { and, desc, eq, sql } from "drizzle-orm";
import {
  INVOICE_PAYMENT_TERMS_DAYS,
  invoiceTotals,
} from "../../../../src/core/api/billing/index.ts";
import { changeReferenceOf } from "../../../../src/core/api/services/service-changes.ts";
import { DAY_MS } from "../../../../src/core/durations.ts";
import type { ServerContext } from "../../context.ts";
import { invoiceLines, invoices, type serviceChanges } from "../../db/schema.ts";
import { mailInvoiceIssued } from "../notices/progress-notices.ts";
import { invoiceIssued } from "../webhooks/webhook-event-data.ts";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.ts";

type ChangeRecord = typeof serviceChanges.$inferSelect;

/** The tax rate of a company that has no invoice yet (20 %). */
export const DEFAULT_TAX_RATE_BP = 2_000;

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The invoice of the billing month `periodStart`..`periodEnd` (issued the day after it ends):
 * the company's next invoice, made now, open, when the change is the first charge of that
 * month. Numbered after the company's latest invoice, at its tax rate; two servers making it
 * at once collide on the number and both then read the one that was written.
 */
async function invoiceOfPeriod(
  ctx: ServerContext,
  companyId: number,
  currency: string,
  periodStart: string,
  periodEnd: string,
): Promise<{ readonly id: number; readonly taxRateBp: number }> {
  const find = async () => {
    const [found] = await ctx.db
      .select({ id: invoices.id, taxRateBp: invoices.taxRateBp })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.periodStart, periodStart)));
    return found;
  };
  const existing = await find();
  if (existing !== undefined) return existing;
  const [latest] = await ctx.db
    .select({ number: invoices.number, taxRateBp: invoices.taxRateBp })
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(desc(invoices.periodStart), desc(invoices.id))
    .limit(1);
  const sequence = Number(/-(\d+)$/u.exec(latest?.number ?? "")?.[1] ?? "0") + 1;
  const issueDate = dayAfter(periodEnd, 1);
  // The invoice and its webhook deliveries are one write (modules/webhooks).
  const issued = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(invoices)
      .values({
        companyId,
        number: `INV-${issueDate.slice(0, 4)}-${String(sequence).padStart(4, "0")}`,
        periodStart,
        periodEnd,
        issueDate,
        dueDate: dayAfter(issueDate, INVOICE_PAYMENT_TERMS_DAYS),
        status: "open",
        currency,
        taxRateBp: latest?.taxRateBp ?? DEFAULT_TAX_RATE_BP,
        subtotalMinor: 0,
        taxMinor: 0,
        totalMinor: 0,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning({
        id: invoices.id,
        number: invoices.number,
        issueDate: invoices.issueDate,
        dueDate: invoices.dueDate,
      });
    for (const invoice of rows) {
      await recordWebhookEvent(ctx, tx, invoiceIssued(companyId, invoice, ctx.now()));
    }
    return rows;
  });
  // Only the server that made the invoice tells the contacts, once.
  for (const invoice of issued) await mailInvoiceIssued(ctx, companyId, invoice);
  const made = await find();
  if (made === undefined) throw new Error(`no invoice for ${periodStart} of company ${companyId}`);
  return made;
}

/**
 * A done change on the company's next invoice: the pro-rated difference for the rest of the
 * month (a credit when negative) and any one-off fee, each naming the change's reference and
 * carrying the service's cost centre and purchase order as they are now; the invoice's totals
 * written again from all its lines.
 */
export async function billChange(
  ctx: ServerContext,
  change: ChangeRecord,
  service: {
    readonly publicId: string;
    readonly costCentre: string;
    readonly purchaseOrder: string;
  },
): Promise<void> {
  const servicePublicId = service.publicId;
  const invoice = await invoiceOfPeriod(
    ctx,
    change.companyId,
    change.currency,
    change.periodStart,
    change.periodEnd,
  );
  const reference = changeReferenceOf(change.id);
  const effectiveDay = change.effectiveAt.toISOString().slice(0, 10);
  const lines = [
    {
      kind: "prorated",
      description: `${reference}: ${servicePublicId} changed, pro-rated ${change.proratedDays} days`,
      amount: change.proratedMinor,
    },
    ...(change.oneOffFeeMinor > 0
      ? [
          {
            kind: "one_off",
            description: `${reference}: early reduction fee`,
            amount: change.oneOffFeeMinor,
          },
        ]
      : []),
  ];
  await ctx.db.transaction(async (tx) => {
    // The invoice row first, locked, so two changes billed at once number their lines apart.
    await tx.execute(sql`select id from invoices where id = ${invoice.id} for update`);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${invoiceLines.position}), 0)::int` })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id));
    await tx.insert(invoiceLines).values(
      lines.map((line, index) => ({
        invoiceId: invoice.id,
        position: (last?.position ?? 0) + index + 1,
        serviceId: change.serviceId,
        kind: line.kind,
        description: line.description,
        periodStart: effectiveDay,
        periodEnd: line.kind === "prorated" ? change.periodEnd : effectiveDay,
        amountMinor: line.amount,
        costCentre: service.costCentre,
        purchaseOrder: service.purchaseOrder,
      })),
    );
    const amounts = await tx
      .select({ amount: invoiceLines.amountMinor })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id));
    const totals = invoiceTotals(
      amounts.map((row) => row.amount),
      invoice.taxRateBp,
    );
    await tx
      .update(invoices)
      .set({ subtotalMinor: totals.subtotal, taxMinor: totals.tax, totalMinor: totals.total })
      .where(eq(invoices.id, invoice.id));
  });
}
