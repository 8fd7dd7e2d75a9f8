import { eq, sql } from "drizzle-orm";
import { type BillingSummary, SPEND_MONTHS } from "../../../../src/core/api/billing/index.ts";
import { utcToday } from "../../../../src/core/api/calendar-date.ts";
import { moneyOfMinorUnits } from "../../../../src/core/api/minor-units.ts";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { customerAccounts } from "../../db/schema.ts";
import { INVOICE_COLUMNS, type InvoiceRow, toInvoiceSummary } from "./invoice-rows.ts";

interface Figures {
  readonly balance: number | string | null;
  readonly open_count: number | string;
  readonly overdue_count: number | string;
  readonly overdue: number | string | null;
}

/** "2026-10" for each of the `count` months before `today`'s month, oldest first. */
export function monthsBefore(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - count + index, 1)).toISOString().slice(0, 7),
  );
}

/**
 * GET /billing/summary, in the company's billing currency (its invoices are all in it): the
 * balance of unpaid invoices less their credit notes, the overdue ones, the latest invoice and the invoiced total of
 * each of the last SPEND_MONTHS billed months. Sums are integers in the database.
 */
export async function billingSummary(
  ctx: ServerContext,
  companyId: number,
): Promise<BillingSummary> {
  const today = utcToday(ctx.now());
  const [account] = await ctx.db
    .select({ currency: customerAccounts.currency })
    .from(customerAccounts)
    .where(eq(customerAccounts.companyId, companyId));
  const [figures] = rowsOf<Figures>(
    await ctx.db.execute(sql`select
      coalesce(sum(greatest(total_minor - credited_minor, 0)) filter (where status <> 'paid'), 0)
        as balance,
      count(*) filter (where status <> 'paid') as open_count,
      count(*) filter (where status = 'open' and due_date < ${today}::date) as overdue_count,
      coalesce(sum(greatest(total_minor - credited_minor, 0))
        filter (where status = 'open' and due_date < ${today}::date), 0) as overdue
      from invoices where company_id = ${companyId} and status <> 'paid'`),
  );
  const [latest] = rowsOf<InvoiceRow>(
    await ctx.db.execute(sql`select ${sql.raw(INVOICE_COLUMNS)} from invoices i
      where i.company_id = ${companyId} order by i.period_start desc, i.id desc limit 1`),
  );
  const months = monthsBefore(today, SPEND_MONTHS);
  const spend = rowsOf<{ month: string; total: number | string }>(
    await ctx.db.execute(sql`select to_char(period_start, 'YYYY-MM') as month,
      sum(total_minor) as total from invoices
      where company_id = ${companyId} and period_start >= ${`${months[0]}-01`}::date
        and period_start < ${`${today.slice(0, 7)}-01`}::date
      group by 1`),
  );
  const currency = account?.currency ?? latest?.currency ?? "EUR";
  const byMonth = new Map(spend.map((row) => [row.month, Number(row.total)]));
  const money = (minor: number | string | null | undefined) =>
    moneyOfMinorUnits(Number(minor ?? 0), currency);
  return {
    currency,
    balance_due: money(figures?.balance),
    open_count: Number(figures?.open_count ?? 0),
    overdue_count: Number(figures?.overdue_count ?? 0),
    overdue_amount: money(figures?.overdue),
    latest_invoice: latest ? toInvoiceSummary(latest, today) : null,
    monthly_spend: months.map((month) => ({ month, total: money(byMonth.get(month)) })),
  };
}
