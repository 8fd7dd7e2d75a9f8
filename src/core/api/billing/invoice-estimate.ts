import { daysInMonthOfDay, invoiceTotals, proratedMinor } from "./invoice-amounts.ts";

/**
 * The estimate of the next invoice (issue 47), in integer minor units only: the invoice of the
 * billing month under way (a calendar month, issued on the 1st of the next), as it stands
 * today. The server reads the facts and encodes the answer; this rule does all the arithmetic,
 * so the overview, GET /billing/estimate and the tests agree to the minor unit.
 *
 * Rounding: every part-month amount is proratedMinor's (the monthly charge times the days,
 * divided by the month's days, halves rounded up); a credit is the same amount negated, so
 * it rounds away from zero like the charge it takes back. Tax is taxMinor of the subtotal
 * (halves rounded up), once for the invoice, as the issued invoice does.
 */

/** The statuses of a billed service (pending, provisioning, failed and ceased are not). */
export const BILLED_SERVICE_STATUSES = ["active", "cancelling"] as const;

export function isBilledServiceStatus(status: string): boolean {
  return (BILLED_SERVICE_STATUSES as ReadonlyArray<string>).includes(status);
}

/** A change of the service that takes effect within the period (a service change order). */
export interface EstimatedChange {
  /** "CHG-12": what the line names. */
  readonly reference: string;
  /** The monthly charge before and after the change. */
  readonly fromMrcMinor: number;
  /** Charge (positive) or credit (negative) for the days from the change to the month's end. */
  readonly proratedMinor: number;
  readonly proratedDays: number;
  readonly oneOffFeeMinor: number;
  /** Its effective day (YYYY-MM-DD). */
  readonly effectiveDay: string;
}

/** What the estimate needs to know of one billed service. */
export interface EstimatedService {
  readonly id: string;
  readonly name: string;
  readonly costCentre: string;
  readonly purchaseOrder: string;
  /** Its monthly charge now (after any change of the period) and its one-off charge. */
  readonly mrcMinor: number;
  readonly nrcMinor: number;
  /** The day it went live (YYYY-MM-DD). */
  readonly liveDay: string;
  /** Its changes effective within the period, oldest first. */
  readonly changes: ReadonlyArray<EstimatedChange>;
  /** The day a pending cease order ends it (its last billed day), or null. */
  readonly ceaseDay: string | null;
}

export type EstimateLineKind = "recurring" | "prorated" | "one_off" | "change" | "cease";

export const ESTIMATE_LINE_KIND_LABELS: Readonly<Record<EstimateLineKind, string>> = {
  recurring: "Monthly charge (MRC)",
  prorated: "Part-month charge (MRC, prorated)",
  one_off: "One-off charge (NRC)",
  change: "Change, prorated",
  cease: "Cease credit, prorated",
};

export interface EstimatedLine {
  readonly serviceId: string;
  readonly serviceName: string;
  readonly kind: EstimateLineKind;
  readonly description: string;
  readonly costCentre: string;
  readonly purchaseOrder: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly amountMinor: number;
}

export interface InvoiceEstimateMinor {
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly lines: ReadonlyArray<EstimatedLine>;
  /** Each cost centre's subtotal (before tax), "" for lines without one, in first-seen order. */
  readonly costCentres: ReadonlyArray<{ readonly costCentre: string; readonly subtotal: number }>;
  readonly subtotal: number;
  readonly tax: number;
  readonly total: number;
}

function dayNumber(day: string): number {
  return Number(day.slice(8, 10));
}

/** A charge (or, negative, a credit) for `days` of the month: halves away from zero. */
function partOfMonth(mrcMinor: number, days: number, daysInMonth: number): number {
  return mrcMinor >= 0
    ? proratedMinor(mrcMinor, days, daysInMonth)
    : -proratedMinor(-mrcMinor, days, daysInMonth);
}

/** One service's lines in the period [periodStart, periodEnd] (one calendar month). */
function serviceLines(service: EstimatedService, periodStart: string, periodEnd: string) {
  const daysInMonth = daysInMonthOfDay(periodStart);
  const line = (
    kind: EstimateLineKind,
    description: string,
    from: string,
    to: string,
    amountMinor: number,
  ): EstimatedLine => ({
    serviceId: service.id,
    serviceName: service.name,
    kind,
    description,
    costCentre: service.costCentre,
    purchaseOrder: service.purchaseOrder,
    periodStart: from,
    periodEnd: to,
    amountMinor,
  });
  if (service.liveDay > periodEnd) return [];
  // The monthly charge as it stood when the period began: a change's own line bills the rest.
  const startMrc = service.changes[0]?.fromMrcMinor ?? service.mrcMinor;
  const lines: EstimatedLine[] = [];
  if (service.liveDay <= periodStart) {
    lines.push(line("recurring", "the whole month", periodStart, periodEnd, startMrc));
  } else {
    const days = daysInMonth - dayNumber(service.liveDay) + 1;
    lines.push(
      line(
        "prorated",
        `${days} of ${daysInMonth} days from going live`,
        service.liveDay,
        periodEnd,
        proratedMinor(startMrc, days, daysInMonth),
      ),
    );
    if (service.nrcMinor > 0)
      lines.push(
        line("one_off", "Installation", service.liveDay, service.liveDay, service.nrcMinor),
      );
  }
  for (const change of service.changes) {
    lines.push(
      line(
        "change",
        `${change.reference}: changed, ${change.proratedDays} days`,
        change.effectiveDay,
        periodEnd,
        change.proratedMinor,
      ),
    );
    if (change.oneOffFeeMinor > 0)
      lines.push(
        line(
          "one_off",
          `${change.reference}: early reduction fee`,
          change.effectiveDay,
          change.effectiveDay,
          change.oneOffFeeMinor,
        ),
      );
  }
  if (
    service.ceaseDay !== null &&
    service.ceaseDay >= periodStart &&
    service.ceaseDay < periodEnd
  ) {
    // Billed up to and including its cease day; the days after it come back.
    const days = daysInMonth - dayNumber(service.ceaseDay);
    lines.push(
      line(
        "cease",
        `Ceases ${service.ceaseDay}: ${days} of ${daysInMonth} days credited`,
        service.ceaseDay,
        periodEnd,
        -partOfMonth(service.mrcMinor, days, daysInMonth),
      ),
    );
  }
  return lines;
}

/**
 * The estimated invoice of the billing month that holds `today` (YYYY-MM-DD): each billed
 * service's charge for the month, its changes and cease within it, subtotal per cost centre,
 * tax at `taxRateBp` and total.
 */
export function estimateInvoice(
  services: ReadonlyArray<EstimatedService>,
  today: string,
  taxRateBp: number,
): InvoiceEstimateMinor {
  const periodStart = `${today.slice(0, 8)}01`;
  const periodEnd = `${today.slice(0, 8)}${String(daysInMonthOfDay(today)).padStart(2, "0")}`;
  const lines = services.flatMap((service) => serviceLines(service, periodStart, periodEnd));
  const byCentre = new Map<string, number>();
  for (const line of lines)
    byCentre.set(line.costCentre, (byCentre.get(line.costCentre) ?? 0) + line.amountMinor);
  const totals = invoiceTotals(
    lines.map((line) => line.amountMinor),
    taxRateBp,
  );
  return {
    periodStart,
    periodEnd,
    lines,
    costCentres: [...byCentre].map(([costCentre, subtotal]) => ({ costCentre, subtotal })),
    ...totals,
  };
}
