import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BillingSummary,
  DISPUTE_REASON_MAX_LENGTH,
  DisputeInvoiceRequest,
  InvoiceDetail,
  invoiceStatusesOf,
  invoiceStatusOn,
  invoiceTotals,
  proratedMinor,
  spendBarPercents,
  taxMinor,
  taxRateLabel,
} from "../../../../src/core/api/billing/index.ts";
import { INVOICE_LIST } from "../../../../src/core/api/billing/invoice-list-query.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

const GBP = (amount: string) => ({ amount, currency: "GBP" });

const INVOICE = {
  id: "INV-2026-0114",
  number: "INV-2026-0114",
  period_start: "2026-10-01",
  period_end: "2026-10-31",
  issue_date: "2026-11-01",
  due_date: "2026-12-01",
  status: "open",
  currency: "GBP",
  subtotal: GBP("850.00"),
  tax: GBP("170.00"),
  total: GBP("1020.00"),
  balance_due: GBP("1020.00"),
  tax_rate_bp: 2000,
  lines: [
    {
      id: "41",
      service: { id: "SVC-10001", name: "LON1-LD8 Port 10G", type: "port" },
      kind: "recurring",
      description: "LON1-LD8 Port 10G",
      period_start: "2026-10-01",
      period_end: "2026-10-31",
      amount: GBP("850.00"),
      cost_centre: "",
      purchase_order: "",
      disputed: false,
    },
  ],
  dispute: null,
  credit_notes: [],
};

describe("the invoice contract", () => {
  it("decodes an invoice with its lines and refuses an unknown status or line kind", () => {
    expect(expectValid(InvoiceDetail, INVOICE).lines).toHaveLength(1);
    expectInvalid(InvoiceDetail, { ...INVOICE, status: "late" }, "status");
    expectInvalid(
      InvoiceDetail,
      { ...INVOICE, lines: [{ ...INVOICE.lines[0], kind: "discount" }] },
      "kind",
    );
  });

  it("decodes the list query and names the field of a bad filter", () => {
    expect(expectValid(INVOICE_LIST.query, { status: "open,overdue", text: "0114" })).toEqual({
      status: "open,overdue",
      text: "0114",
    });
    expectValid(INVOICE_LIST.query, { status: "", period_from: "" });
    expectInvalid(INVOICE_LIST.query, { status: "open,late" }, "status");
    expectInvalid(INVOICE_LIST.query, { period_from: "2026-02-30" }, "period_from");
    expectInvalid(INVOICE_LIST.query, { ordering: "amount" }, "ordering");
  });

  it("keeps the known statuses of a status filter once each", () => {
    expect(invoiceStatusesOf("open, overdue,open,late")).toEqual(["open", "overdue"]);
    expect(invoiceStatusesOf(undefined)).toEqual([]);
  });

  it("asks a dispute for a reason that is not blank and not too long", () => {
    expectValid(DisputeInvoiceRequest, { reason: "Charged twice", lines: ["41"] });
    expectInvalid(DisputeInvoiceRequest, { reason: "   " }, "reason");
    expectInvalid(
      DisputeInvoiceRequest,
      { reason: "x".repeat(DISPUTE_REASON_MAX_LENGTH + 1) },
      "reason",
    );
    expectInvalid(DisputeInvoiceRequest, { reason: "ok", attachments: [""] }, "attachments");
  });

  it("decodes the billing summary", () => {
    const summary = expectValid(BillingSummary, {
      currency: "GBP",
      balance_due: GBP("1020.00"),
      open_count: 1,
      overdue_count: 0,
      overdue_amount: GBP("0.00"),
      latest_invoice: INVOICE,
      monthly_spend: [{ month: "2026-10", total: GBP("1020.00") }],
    });
    expect(summary.monthly_spend[0]?.month).toBe("2026-10");
    expectInvalid(
      BillingSummary,
      { ...summary, monthly_spend: [{ month: "October", total: GBP("1.00") }] },
      "month",
    );
  });
});

describe("invoice arithmetic in minor units", () => {
  it("prorates a month's charge by days, halves up", () => {
    expect(proratedMinor(85000, 31, 31)).toBe(85000);
    expect(proratedMinor(85000, 0, 31)).toBe(0);
    expect(proratedMinor(10000, 10, 30)).toBe(3333);
    expect(proratedMinor(100, 1, 8)).toBe(13); // 12.5 rounds up
    expect(() => proratedMinor(100, 32, 31)).toThrow(RangeError);
  });

  it("taxes a subtotal and adds it up", () => {
    expect(taxMinor(85000, 2000)).toBe(17000);
    expect(taxMinor(5, 1000)).toBe(1); // 0.5 rounds up
    expect(invoiceTotals([85000, 3333], 1900)).toEqual({
      subtotal: 88333,
      tax: 16783,
      total: 105116,
    });
    expect(() => taxMinor(1.25, 1001)).toThrow(RangeError);
  });

  it("never loses a minor unit: prorated parts of a month add up within rounding", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 28, max: 31 }),
        fc.integer({ min: 0, max: 31 }),
        (mrc, days, split) => {
          const first = Math.min(split, days);
          const sum = proratedMinor(mrc, first, days) + proratedMinor(mrc, days - first, days);
          expect(Math.abs(sum - mrc)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it("writes tax rates as people do", () => {
    expect(taxRateLabel(2000)).toBe("20%");
    expect(taxRateLabel(1950)).toBe("19.5%");
    expect(taxRateLabel(0)).toBe("0%");
  });

  it("calls an open invoice past its due date overdue", () => {
    expect(invoiceStatusOn("open", "2026-11-01", "2026-11-02")).toBe("overdue");
    expect(invoiceStatusOn("open", "2026-11-02", "2026-11-02")).toBe("open");
    expect(invoiceStatusOn("paid", "2026-01-01", "2026-11-02")).toBe("paid");
    expect(invoiceStatusOn("disputed", "2026-01-01", "2026-11-02")).toBe("disputed");
  });

  it("scales spend bars to the largest month", () => {
    expect(spendBarPercents([50, 100, 0])).toEqual([50, 100, 0]);
    expect(spendBarPercents([0, 0])).toEqual([0, 0]);
    expect(spendBarPercents([])).toEqual([]);
  });
});
