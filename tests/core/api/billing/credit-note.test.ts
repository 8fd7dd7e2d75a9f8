import { describe, expect, it } from "vitest";
import {
  balanceAfterCredits,
  CreditNote,
  creditedMinorOf,
  creditNoteFilename,
  creditNoteNumber,
  creditNotePdfPath,
  creditNoteTotals,
  DISPUTED_LINE_LABELS,
  DisputeResolutionRequest,
  disputedLineState,
} from "../../../../src/core/api/billing/index.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

const credit = (credited_amount: string | undefined, currency = "GBP", disputed = 50_000) =>
  creditedMinorOf(
    credited_amount === undefined
      ? { outcome: "credited" }
      : { outcome: "credited", credited_amount },
    currency,
    disputed,
  );

describe("a dispute's credit (creditedMinorOf)", () => {
  it("reads the amount as whole minor units of the invoice's currency", () => {
    expect(credit("100.00")).toEqual({ minor: 10_000 });
    expect(credit("99.5")).toEqual({ minor: 9_950 });
    expect(credit("500.00")).toEqual({ minor: 50_000 });
    expect(credit(" 12 ")).toEqual({ minor: 1_200 });
    expect(credit("1500", "JPY", 2_000)).toEqual({ minor: 1_500 });
  });

  it("refuses what is no credit: none, nothing, negative, finer than the currency, over the dispute", () => {
    expect(credit(undefined)).toEqual({ problem: "Give the amount to credit." });
    expect(credit("")).toEqual({ problem: "Give the amount to credit." });
    expect(credit("0.00")).toEqual({ problem: "The credit must be more than nothing." });
    expect(credit("-5.00")).toEqual({ problem: "Not an amount in GBP." });
    expect(credit("12.345")).toEqual({ problem: "Not an amount in GBP." });
    expect(credit("10.5", "JPY")).toEqual({ problem: "Not an amount in JPY." });
    expect(credit("1e3")).toEqual({ problem: "Not an amount in GBP." });
    expect(credit("500.01")).toEqual({
      problem: "The credit cannot exceed the disputed amount.",
    });
  });

  it("credits nothing for a rejection, and refuses an amount with one", () => {
    expect(creditedMinorOf({ outcome: "rejected" }, "EUR", 100)).toEqual({ minor: 0 });
    expect(creditedMinorOf({ outcome: "rejected", credited_amount: " " }, "EUR", 100)).toEqual({
      minor: 0,
    });
    expect(creditedMinorOf({ outcome: "rejected", credited_amount: "1.00" }, "EUR", 100)).toEqual({
      problem: "A rejected dispute credits nothing.",
    });
  });
});

describe("a credit note's arithmetic", () => {
  it("adds tax at the invoice's rate with halves rounded up", () => {
    expect(creditNoteTotals(10_000, 2_000)).toEqual({
      subtotal: 10_000,
      tax: 2_000,
      total: 12_000,
    });
    // 19 % of 0.05 is 0.0095: rounds to 0.01, as the invoice's own tax would.
    expect(creditNoteTotals(5, 1_900)).toEqual({ subtotal: 5, tax: 1, total: 6 });
    expect(creditNoteTotals(1, 2_000)).toEqual({ subtotal: 1, tax: 0, total: 1 });
  });

  it("takes credits off an invoice's balance, never below nothing", () => {
    expect(balanceAfterCredits(60_000, 12_000)).toBe(48_000);
    expect(balanceAfterCredits(60_000, 0)).toBe(60_000);
    expect(balanceAfterCredits(10_000, 12_000)).toBe(0);
  });

  it("numbers, names and addresses the document", () => {
    expect(creditNoteNumber(2026, 3)).toBe("CN-2026-0003");
    expect(creditNoteNumber(2026, 12_345)).toBe("CN-2026-12345");
    expect(creditNoteFilename("CN-2026-0003")).toBe("CN-2026-0003.pdf");
    expect(creditNotePdfPath("CN-2026-0003")).toBe("/credit-notes/CN-2026-0003/pdf");
  });
});

describe("the contract", () => {
  it("takes a resolution with a note and refuses a blank one or an unknown outcome", () => {
    expectValid(DisputeResolutionRequest, {
      outcome: "credited",
      credited_amount: "10.00",
      note: "Goodwill.",
    });
    expectValid(DisputeResolutionRequest, { outcome: "rejected", note: "As ordered." });
    expectInvalid(DisputeResolutionRequest, { outcome: "rejected", note: "  " }, "note");
    expectInvalid(DisputeResolutionRequest, { outcome: "refunded", note: "No." }, "outcome");
    expectInvalid(
      DisputeResolutionRequest,
      { outcome: "rejected", note: "x".repeat(2001) },
      "note",
    );
  });

  it("decodes a credit note with money as decimal strings", () => {
    const money = (amount: string) => ({ amount, currency: "EUR" });
    expectValid(CreditNote, {
      id: "CN-2026-0001",
      number: "CN-2026-0001",
      invoice: "INV-2026-0114",
      issue_date: "2026-12-06",
      currency: "EUR",
      tax_rate_bp: 1_900,
      subtotal: money("100.00"),
      tax: money("19.00"),
      total: money("119.00"),
      note: "Credit.",
    });
    expectInvalid(
      CreditNote,
      {
        id: "CN-2026-0001",
        number: "CN-2026-0001",
        invoice: "INV-2026-0114",
        issue_date: "2026-12-06",
        currency: "EUR",
        tax_rate_bp: 1_900,
        subtotal: { amount: 100, currency: "EUR" },
        tax: money("19.00"),
        total: money("119.00"),
        note: "Credit.",
      },
      "subtotal",
    );
  });
});

describe("a disputed line's badge (disputedLineState)", () => {
  it("reads Disputed while the dispute is open, then how it ended", () => {
    expect(DISPUTED_LINE_LABELS[disputedLineState(null)]).toBe("Disputed");
    expect(DISPUTED_LINE_LABELS[disputedLineState({ outcome: "credited" })]).toBe("Credited");
    expect(DISPUTED_LINE_LABELS[disputedLineState({ outcome: "rejected" })]).toBe("Charge upheld");
  });
});
