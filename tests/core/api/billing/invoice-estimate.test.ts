import { describe, expect, it } from "vitest";
import {
  BillingEstimate,
  billingEstimateOf,
  billingReferenceProblem,
  daysInMonthOfDay,
  type EstimatedService,
  estimateInvoice,
  isBilledServiceStatus,
} from "../../../../src/core/api/billing/index.ts";
import { expectValid } from "../expect-decode.ts";

const service = (overrides: Partial<EstimatedService>): EstimatedService => ({
  id: "SVC-1",
  name: "Port",
  costCentre: "",
  purchaseOrder: "",
  mrcMinor: 100_000,
  nrcMinor: 50_000,
  liveDay: "2025-01-10",
  changes: [],
  ceaseDay: null,
  ...overrides,
});

const amounts = (estimate: ReturnType<typeof estimateInvoice>) =>
  estimate.lines.map((line) => [line.kind, line.amountMinor]);

describe("the estimate of the next invoice (minor units)", () => {
  it("bills the month that holds today, a whole month at the MRC for a service live before it", () => {
    const estimate = estimateInvoice([service({})], "2026-04-17", 2000);
    expect(estimate.periodStart).toBe("2026-04-01");
    expect(estimate.periodEnd).toBe("2026-04-30");
    expect(amounts(estimate)).toEqual([["recurring", 100_000]]);
    expect(estimate).toMatchObject({ subtotal: 100_000, tax: 20_000, total: 120_000 });
  });

  it("pro-rates a service that goes live within the month by days, from its live day inclusive, with its NRC", () => {
    // 10 to 30 April: 21 of 30 days; 100,000 x 21 / 30 = 70,000.
    const estimate = estimateInvoice([service({ liveDay: "2026-04-10" })], "2026-04-17", 0);
    expect(amounts(estimate)).toEqual([
      ["prorated", 70_000],
      ["one_off", 50_000],
    ]);
    expect(estimate.lines[0]?.description).toBe("21 of 30 days from going live");
  });

  it("rounds halves up: 15 for 1 of 30 days is 0.5, billed as 1; 14 is 0.47, billed as 0", () => {
    const half = estimateInvoice(
      [service({ mrcMinor: 15, nrcMinor: 0, liveDay: "2026-04-30" })],
      "2026-04-02",
      0,
    );
    expect(amounts(half)).toEqual([["prorated", 1]]);
    const under = estimateInvoice(
      [service({ mrcMinor: 14, nrcMinor: 0, liveDay: "2026-04-30" })],
      "2026-04-02",
      0,
    );
    expect(amounts(under)).toEqual([["prorated", 0]]);
  });

  it("charges the month at the MRC it began with, plus each change's pro-rated difference and fee", () => {
    const estimate = estimateInvoice(
      [
        service({
          mrcMinor: 70_000,
          changes: [
            {
              reference: "CHG-00001",
              fromMrcMinor: 100_000,
              proratedMinor: -15_000,
              proratedDays: 15,
              oneOffFeeMinor: 30_000,
              effectiveDay: "2026-04-16",
            },
          ],
        }),
      ],
      "2026-04-17",
      2000,
    );
    expect(amounts(estimate)).toEqual([
      ["recurring", 100_000],
      ["change", -15_000],
      ["one_off", 30_000],
    ]);
    expect(estimate).toMatchObject({ subtotal: 115_000, tax: 23_000, total: 138_000 });
  });

  it("credits the days after a cease day within the month, rounding the credit away from zero", () => {
    // Ceases on the 20th of a 30-day month: 10 days back; 15 x 10 / 30 = 5 exactly, and
    // 1 x 15 / 30 = 0.5 is credited as 1.
    const exact = estimateInvoice(
      [service({ mrcMinor: 15, ceaseDay: "2026-04-20" })],
      "2026-04-05",
      0,
    );
    expect(amounts(exact)).toEqual([
      ["recurring", 15],
      ["cease", -5],
    ]);
    const half = estimateInvoice(
      [service({ mrcMinor: 1, ceaseDay: "2026-04-15" })],
      "2026-04-05",
      0,
    );
    expect(amounts(half)).toEqual([
      ["recurring", 1],
      ["cease", -1],
    ]);
    // A cease on the month's last day or after it leaves the month whole.
    const later = estimateInvoice([service({ ceaseDay: "2026-04-30" })], "2026-04-05", 0);
    expect(amounts(later)).toEqual([["recurring", 100_000]]);
  });

  it("leaves out a service not live by the month's end, and sums each cost centre before tax", () => {
    const estimate = estimateInvoice(
      [
        service({ id: "SVC-1", costCentre: "CC-A", mrcMinor: 10_001 }),
        service({ id: "SVC-2", costCentre: "CC-B", mrcMinor: 20_000 }),
        service({ id: "SVC-3", costCentre: "CC-A", mrcMinor: 5_000 }),
        service({ id: "SVC-4", liveDay: "2026-05-02" }),
      ],
      "2026-04-17",
      1950,
    );
    expect(estimate.lines.map((line) => line.serviceId)).toEqual(["SVC-1", "SVC-2", "SVC-3"]);
    expect(estimate.costCentres).toEqual([
      { costCentre: "CC-A", subtotal: 15_001 },
      { costCentre: "CC-B", subtotal: 20_000 },
    ]);
    // 35,001 x 19.5 % = 6,825.195, so 6,825; tax is once on the subtotal.
    expect(estimate).toMatchObject({ subtotal: 35_001, tax: 6_825, total: 41_826 });
  });

  it("knows February's length in leap years, and which statuses are billed", () => {
    expect(daysInMonthOfDay("2028-02-10")).toBe(29);
    expect(daysInMonthOfDay("2027-02-10")).toBe(28);
    expect(estimateInvoice([], "2028-02-29", 0).periodEnd).toBe("2028-02-29");
    expect(["active", "cancelling"].every(isBilledServiceStatus)).toBe(true);
    expect(["pending", "provisioning", "failed", "ceased"].some(isBilledServiceStatus)).toBe(false);
  });

  it("puts the estimate on the wire as decimal strings in its currency, naming the invoices' currency", () => {
    const estimate = estimateInvoice([service({ costCentre: "CC-A" })], "2026-04-17", 2000);
    const currencies = { currency: "GBP", invoiceCurrency: "EUR", unpricedCount: 1 };
    const wire = billingEstimateOf(estimate, currencies, 2000, (id) => ({
      id,
      name: "Port",
      type: "port",
    }));
    expect(expectValid(BillingEstimate, wire)).toMatchObject({
      currency: "GBP",
      invoice_currency: "EUR",
      unpriced_count: 1,
      subtotal: { amount: "1000.00", currency: "GBP" },
      tax: { amount: "200.00", currency: "GBP" },
      total: { amount: "1200.00", currency: "GBP" },
      cost_centres: [{ cost_centre: "CC-A", subtotal: { amount: "1000.00", currency: "GBP" } }],
    });
  });
});

describe("billing references", () => {
  it("allows blank and up to 64 characters, refusing more and null characters", () => {
    expect(billingReferenceProblem("")).toBeUndefined();
    expect(billingReferenceProblem("C".repeat(64))).toBeUndefined();
    expect(billingReferenceProblem("C".repeat(65))).toMatch(/no more than 64/u);
    expect(billingReferenceProblem("A\u0000")).toMatch(/Null characters/u);
  });
});
