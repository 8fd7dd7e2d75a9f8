import { Schema } from "effect";
import { CalendarDate } from "../calendar-date.ts";
import { defineList } from "../define-list.ts";
import { moneyOfMinorUnits } from "../minor-units.ts";
import { Count, Id, IsoDateTime, Money } from "../primitives.ts";
import { PersonRef } from "../users/users.ts";
import { CHANGE_STAGE_AFTER_MS, type ChangeQuoteMinor } from "./change-rules.ts";
import { ServiceLink } from "./service.ts";

/**
 * Changes of a live service (issue 42): a new speed (port) or bandwidth (connection), a new
 * term, priced before it is confirmed, and the lock that stops changes.
 *   POST /services/{id}/changes/quote  ChangeRequest -> ChangeQuote (read: viewers see prices)
 *   POST /services/{id}/changes  ChangeRequest + Idempotency-Key -> 201 ServiceChange (write)
 *   GET  /services/{id}/changes?offset&limit        -> SERVICE_CHANGE_LIST (newest first)
 *   PUT  /services/{id}/lock  LockRequest           -> ServiceDetail (administrators)
 * A locked service answers 409 to a change, a rename and a cease; a second change while one
 * is open answers 409; a service that is not live answers 400 (non_field_errors).
 */

/** At least one of the three; the rules (changeProblems) say which fit the service. */
export const ChangeRequest = Schema.Struct({
  speed_mbps: Schema.optionalKey(Count),
  bandwidth_mbps: Schema.optionalKey(Count),
  term_months: Schema.optionalKey(Count),
});

/** Where a change stands; its stage follows from its age, like an order's. */
export const CHANGE_STAGES = ["received", "scheduled", "applying", "done", "failed"] as const;
export type ChangeStage = (typeof CHANGE_STAGES)[number];
export const ChangeStage = Schema.Literals(CHANGE_STAGES);
export const CHANGE_STAGE_LABELS: Readonly<Record<ChangeStage, string>> = {
  received: "Received",
  scheduled: "Scheduled",
  applying: "Applying",
  done: "Done",
  failed: "Failed",
};
/** Stages after which nothing more happens. */
export const CLOSED_CHANGE_STAGES: ReadonlyArray<ChangeStage> = ["done", "failed"];

const QuoteFields = {
  current_mbps: Count,
  new_mbps: Count,
  current_term_months: Count,
  new_term_months: Count,
  current_mrc: Money,
  new_mrc: Money,
  /** Charged (positive) or credited (negative) for the rest of the billing month. */
  prorated: Money,
  prorated_days: Count,
  one_off_fee: Money,
  term_end: Schema.NullOr(CalendarDate),
  new_term_end: Schema.NullOr(CalendarDate),
  /** When the change takes effect. */
  effective: IsoDateTime,
};

export const ChangeQuote = Schema.Struct(QuoteFields);
export type ChangeQuote = typeof ChangeQuote.Type;

/** A quote in minor units as the wire carries it. */
export function changeQuoteOf(quote: ChangeQuoteMinor): ChangeQuote {
  const money = (minor: number) => moneyOfMinorUnits(minor, quote.currency);
  return {
    current_mbps: quote.currentMbps,
    new_mbps: quote.newMbps,
    current_term_months: quote.currentTermMonths,
    new_term_months: quote.newTermMonths,
    current_mrc: money(quote.currentMrcMinor),
    new_mrc: money(quote.newMrcMinor),
    prorated: money(quote.proratedMinor),
    prorated_days: quote.proratedDays,
    one_off_fee: money(quote.oneOffFeeMinor),
    term_end: quote.termEnd,
    new_term_end: quote.newTermEnd,
    effective: quote.effective.toISOString(),
  };
}

/** A change order: its reference (on the invoice line), the quote it was confirmed at, its stage. */
export const ServiceChange = Schema.Struct({
  id: Id,
  /** "CHG-00012": what the invoice's pro-rated line names. */
  reference: Schema.String,
  service: ServiceLink,
  ...QuoteFields,
  stage: ChangeStage,
  stages: Schema.Array(Schema.Struct({ stage: ChangeStage, at: IsoDateTime })),
  failure_reason: Schema.NullOr(Schema.String),
  requested_by: PersonRef,
  created: IsoDateTime,
});
export type ServiceChange = typeof ServiceChange.Type;

/** GET /services/{id}/changes, declared once: a service's changes, newest first. */
export const SERVICE_CHANGE_LIST = defineList({
  resource: "service-changes",
  path: "/services/{id}/changes",
  item: ServiceChange,
  pageSize: 10,
});

/** PUT /services/{id}/lock. */
export const LockRequest = Schema.Struct({ locked: Schema.Boolean });
export type LockRequest = typeof LockRequest.Type;

/** The change reference of a change's id: 12 is "CHG-00012". */
export function changeReferenceOf(id: number): string {
  return `CHG-${String(id).padStart(5, "0")}`;
}

/** The stage a change has reached `ageMs` after it was asked (failing is decided on applying). */
export function changeStageAfter(ageMs: number): Exclude<ChangeStage, "failed"> {
  if (ageMs >= CHANGE_STAGE_AFTER_MS.done) return "done";
  if (ageMs >= CHANGE_STAGE_AFTER_MS.applying) return "applying";
  if (ageMs >= CHANGE_STAGE_AFTER_MS.scheduled) return "scheduled";
  return "received";
}
