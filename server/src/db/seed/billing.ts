import { and, eq, inArray } from "drizzle-orm";
import {
  INVOICE_PAYMENT_TERMS_DAYS,
  type InvoiceLineKind,
  invoiceTotals,
  proratedMinor,
} from "../../../../src/core/api/billing/index.ts";
import { utcToday } from "../../../../src/core/api/calendar-date.ts";
import { DAY_MS, HOUR_MS } from "../../../../src/core/durations.ts";
import type { Db } from "../database.ts";
import { invoiceLines, invoices, services } from "../schema.ts";
import {
  DEMO_BILLING_TERMS,
  DEMO_INVOICE_MONTHS,
  type DemoBillingTerms,
  UNBILLED_STATUSES,
} from "./billing-data.ts";
import type { DemoCompany } from "./demo-accounts.ts";
import { DEMO_SERVICE_ROWS } from "./services.ts";
import type { DemoService } from "./services-types.ts";

export interface DemoInvoiceLine {
  /** The service's public id; null for the account's own charge. */
  readonly service: string | null;
  readonly kind: InvoiceLineKind;
  readonly description: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly amount: number;
}

export interface DemoInvoice {
  readonly number: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly issueDate: string;
  readonly dueDate: string;
  /**
   * When it was issued: 06:00 UTC on its issue day, or the seeding when that is earlier (a seed
   * at 00:30 on the 1st must not make an invoice in the future). Its row's creation time and
   * the notification that it is available both read this.
   */
  readonly issuedAt: Date;
  readonly status: "open" | "paid";
  readonly taxRateBp: number;
  readonly subtotal: number;
  readonly tax: number;
  readonly total: number;
  readonly lines: ReadonlyArray<DemoInvoiceLine>;
}

const day = (time: number) => utcToday(new Date(time));

/** The lines of one billed month: each live service's MRC (prorated in its first month) and
 * its NRC in the month it went live. */
function linesOf(
  rows: ReadonlyArray<DemoService>,
  start: number,
  end: number,
  now: Date,
): DemoInvoiceLine[] {
  const daysInMonth = Math.round((end - start) / DAY_MS);
  const lines: DemoInvoiceLine[] = [];
  const unbilled: ReadonlySet<string> = new Set(UNBILLED_STATUSES);
  for (const service of rows) {
    if (service.liveDaysAgo === undefined || unbilled.has(service.status)) continue;
    // Billing counts whole days from the day the service went live.
    const liveDay = Date.parse(`${day(now.getTime() - service.liveDaysAgo * DAY_MS)}T00:00:00Z`);
    if (liveDay >= end) continue;
    const billedFrom = Math.max(liveDay, start);
    const days = Math.round((end - billedFrom) / DAY_MS);
    const periodStart = day(billedFrom);
    const periodEnd = day(end - DAY_MS);
    if (days === daysInMonth) {
      lines.push({
        service: service.id,
        kind: "recurring",
        description: `${service.name}, monthly charge`,
        periodStart,
        periodEnd,
        amount: service.mrc,
      });
    } else {
      lines.push({
        service: service.id,
        kind: "prorated",
        description: `${service.name}, ${days} of ${daysInMonth} days`,
        periodStart,
        periodEnd,
        amount: proratedMinor(service.mrc, days, daysInMonth),
      });
    }
    if (liveDay >= start && service.nrc > 0) {
      lines.push({
        service: service.id,
        kind: "one_off",
        description: `${service.name}, installation`,
        periodStart,
        periodEnd: periodStart,
        amount: service.nrc,
      });
    }
  }
  return lines;
}

/**
 * Which of a company's invoices (oldest first) are unpaid on `today`, by the terms' rule
 * (DemoBillingTerms.unpaid): indexes into `dueDates`.
 */
export function unpaidInvoiceIndexes(
  dueDates: ReadonlyArray<string>,
  unpaid: DemoBillingTerms["unpaid"],
  today: string,
): ReadonlySet<number> {
  const chosen = new Set<number>();
  let notYetDue = unpaid.notYetDue;
  let overdue = unpaid.overdue;
  for (let index = dueDates.length - 1; index >= 0; index -= 1) {
    const due = dueDates[index] ?? "";
    if (due >= today && notYetDue > 0) {
      chosen.add(index);
      notYetDue -= 1;
    } else if (due < today && overdue > 0) {
      chosen.add(index);
      overdue -= 1;
    }
  }
  return chosen;
}

/**
 * A company's invoices of the last DEMO_INVOICE_MONTHS months, oldest first, derived from its
 * services: issued on the 1st of the following month, due INVOICE_PAYMENT_TERMS_DAYS later,
 * paid except those the terms' rule leaves unpaid (unpaidInvoiceIndexes). Each starts with the
 * account's own charge.
 */
export function demoInvoices(
  rows: ReadonlyArray<DemoService>,
  terms: DemoBillingTerms,
  now: Date,
): DemoInvoice[] {
  const result: DemoInvoice[] = [];
  for (let back = DEMO_INVOICE_MONTHS; back >= 1; back -= 1) {
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1);
    const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1);
    const lines: DemoInvoiceLine[] = [
      {
        service: null,
        kind: "recurring",
        description: terms.accountCharge.description,
        periodStart: day(start),
        periodEnd: day(end - DAY_MS),
        amount: terms.accountCharge.mrc,
      },
      ...linesOf(rows, start, end, now),
    ];
    const totals = invoiceTotals(
      lines.map((line) => line.amount),
      terms.taxRateBp,
    );
    const sequence = terms.firstNumber + DEMO_INVOICE_MONTHS - back;
    result.push({
      number: `INV-${new Date(end).getUTCFullYear()}-${String(sequence).padStart(4, "0")}`,
      periodStart: day(start),
      periodEnd: day(end - DAY_MS),
      issueDate: day(end),
      dueDate: day(end + INVOICE_PAYMENT_TERMS_DAYS * DAY_MS),
      issuedAt: new Date(Math.min(end + 6 * HOUR_MS, now.getTime())),
      status: "paid",
      taxRateBp: terms.taxRateBp,
      ...totals,
      lines,
    });
  }
  const unpaid = unpaidInvoiceIndexes(
    result.map((invoice) => invoice.dueDate),
    terms.unpaid,
    utcToday(now),
  );
  return result.map(
    (invoice, index): DemoInvoice => (unpaid.has(index) ? { ...invoice, status: "open" } : invoice),
  );
}

/** The billing module's demo data: 24 months of invoices for Acme and Globex. */
export async function seedBilling(
  db: Db,
  companyId: Readonly<Record<DemoCompany, number>>,
  currencyOf: Readonly<Record<"acme" | "globex", string>>,
  now: Date,
): Promise<void> {
  for (const company of ["acme", "globex"] as const) {
    const tenant = companyId[company];
    const rows = DEMO_SERVICE_ROWS[company];
    const stored = await db
      .select({ id: services.id, publicId: services.publicId })
      .from(services)
      .where(
        and(
          eq(services.companyId, tenant),
          inArray(
            services.publicId,
            rows.map((row) => row.id),
          ),
        ),
      );
    const idOf = new Map(stored.map((row) => [row.publicId, row.id]));
    for (const invoice of demoInvoices(rows, DEMO_BILLING_TERMS[company], now)) {
      const [row] = await db
        .insert(invoices)
        .values({
          companyId: tenant,
          number: invoice.number,
          periodStart: invoice.periodStart,
          periodEnd: invoice.periodEnd,
          issueDate: invoice.issueDate,
          dueDate: invoice.dueDate,
          status: invoice.status,
          currency: currencyOf[company],
          taxRateBp: invoice.taxRateBp,
          subtotalMinor: invoice.subtotal,
          taxMinor: invoice.tax,
          totalMinor: invoice.total,
          createdAt: invoice.issuedAt,
        })
        .returning({ id: invoices.id });
      if (!row) throw new Error(`invoice ${invoice.number} not stored`);
      await db.insert(invoiceLines).values(
        invoice.lines.map((line, position) => {
          const serviceId = line.service === null ? null : idOf.get(line.service);
          if (serviceId === undefined)
            throw new Error(`The demo invoices name an unknown service ${line.service}`);
          return {
            invoiceId: row.id,
            position,
            serviceId,
            kind: line.kind,
            description: line.description,
            periodStart: line.periodStart,
            periodEnd: line.periodEnd,
            amountMinor: line.amount,
          };
        }),
      );
    }
  }
}
