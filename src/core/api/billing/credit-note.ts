import { Schema } from "effect";
import { CalendarDate } from "../calendar-date.ts";
import { defineList } from "../define-list.ts";
import { minorUnitsOf } from "../minor-units.ts";
import { typedText } from "../plain-text.ts";
import {
  boundedText,
  Count,
  CurrencyCode,
  Id,
  IsoDateTime,
  Money,
  NonEmptyString,
} from "../primitives.ts";
import { invoiceTotals } from "./invoice-amounts.ts";

/**
 * Credit notes (issue 47): a billing dispute the provider resolves by crediting an amount
 * produces a credit note, a document of its own beside the invoices. It credits the disputed
 * invoice: its amount (net) is at most the disputed lines' sum, tax is added at the invoice's
 * rate with the invoice's rounding, and its total comes off the invoice's balance due.
 */

/** How a dispute ended: an amount credited, or the charges upheld. */
export const DISPUTE_OUTCOMES = ["credited", "rejected"] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const DisputeOutcome = Schema.Literals(DISPUTE_OUTCOMES);
export const DISPUTE_OUTCOME_LABELS: Readonly<Record<DisputeOutcome, string>> = {
  credited: "Resolved with a credit",
  rejected: "Resolved, charges upheld",
};

/**
 * What an invoice line that was part of a dispute says beside its charge: "Disputed" while the
 * dispute is open, then how it ended, so a settled line no longer reads as still contested.
 */
export const DISPUTED_LINE_LABELS: Readonly<Record<"open" | DisputeOutcome, string>> = {
  open: "Disputed",
  credited: "Credited",
  rejected: "Charge upheld",
};

/** The state a disputed line shows: its dispute's outcome once resolved, "open" before. */
export function disputedLineState(
  resolution: { readonly outcome: DisputeOutcome } | null,
): "open" | DisputeOutcome {
  return resolution === null ? "open" : resolution.outcome;
}

/** Longest note a resolution may carry (printed on the credit note and shown on the invoice). */
export const RESOLUTION_NOTE_MAX_LENGTH = 2000;

/**
 * POST /invoices/{id}/dispute/resolution (provider staff): `credited` with the net amount to
 * credit as a decimal string in the invoice's currency ("120.00"), or `rejected` without one;
 * a note either way. Field errors: an amount that is not a positive sum in the currency's
 * minor units or exceeds what was disputed, an amount with `rejected`, a blank note.
 */
export const DisputeResolutionRequest = Schema.Struct({
  outcome: DisputeOutcome,
  // A decimal sum: 24 characters hold any amount the database can (its checks say more).
  credited_amount: Schema.optionalKey(boundedText(24)),
  note: typedText(RESOLUTION_NOTE_MAX_LENGTH, "Say how the dispute was resolved."),
});
export type DisputeResolutionRequest = typeof DisputeResolutionRequest.Type;

/**
 * The credit of a resolution in minor units, or the field's message: none for a rejection,
 * otherwise a positive amount in the currency's minor units and at most `disputedMinor`.
 */
export function creditedMinorOf(
  request: Pick<DisputeResolutionRequest, "outcome" | "credited_amount">,
  currency: string,
  disputedMinor: number,
): { readonly minor: number } | { readonly problem: string } {
  const amount = request.credited_amount?.trim() ?? "";
  if (request.outcome === "rejected") {
    return amount === "" ? { minor: 0 } : { problem: "A rejected dispute credits nothing." };
  }
  if (amount === "") return { problem: "Give the amount to credit." };
  const minor = /^\d+(\.\d+)?$/u.test(amount) ? minorUnitsOf({ amount, currency }) : undefined;
  if (minor === undefined) return { problem: `Not an amount in ${currency}.` };
  if (minor <= 0) return { problem: "The credit must be more than nothing." };
  if (minor > disputedMinor) return { problem: "The credit cannot exceed the disputed amount." };
  return { minor };
}

/** A credit note's net, tax (at the credited invoice's rate, same rounding) and total. */
export function creditNoteTotals(
  creditedMinor: number,
  taxRateBasisPoints: number,
): { readonly subtotal: number; readonly tax: number; readonly total: number } {
  return invoiceTotals([creditedMinor], taxRateBasisPoints);
}

/** What is left to pay of an unpaid invoice after its credits (never below nothing). */
export function balanceAfterCredits(totalMinor: number, creditedMinor: number): number {
  return Math.max(0, totalMinor - creditedMinor);
}

export const CREDIT_NOTE_NUMBER_PREFIX = "CN";

/** "CN-2026-0003": the credit note's number, its id on the wire, by year and sequence. */
export function creditNoteNumber(year: number, sequence: number): string {
  return `${CREDIT_NOTE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(4, "0")}`;
}

/** A credit note as listed and on its invoice: positive amounts, credited to `invoice`. */
export const CreditNote = Schema.Struct({
  id: Id,
  number: NonEmptyString,
  /** The invoice it credits ("INV-2026-0114"). */
  invoice: NonEmptyString,
  issue_date: CalendarDate,
  currency: CurrencyCode,
  /** The credited invoice's tax rate in basis points. */
  tax_rate_bp: Count,
  subtotal: Money,
  tax: Money,
  total: Money,
  note: Schema.String,
});
export type CreditNote = typeof CreditNote.Type;

/** How a dispute was resolved, on the invoice (null while it is still open). */
export const DisputeResolution = Schema.Struct({
  outcome: DisputeOutcome,
  note: Schema.String,
  resolved_at: IsoDateTime,
  /** The credit note it produced (its number), for `credited`. */
  credit_note: Schema.NullOr(NonEmptyString),
});
export type DisputeResolution = typeof DisputeResolution.Type;

/** GET /credit-notes, declared once: the company's credit notes, newest first. */
export const CREDIT_NOTE_LIST = defineList({
  resource: "credit-notes",
  path: "/credit-notes",
  item: CreditNote,
  pageSize: 25,
});

/** The file a credit note downloads as. */
export function creditNoteFilename(number: string): string {
  return `${number}.pdf`;
}

/** GET /credit-notes/{id}/pdf. */
export function creditNotePdfPath(number: string): string {
  return `/credit-notes/${encodeURIComponent(number)}/pdf`;
}
