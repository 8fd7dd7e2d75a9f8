import { describe, expect, it } from "vitest";
import {
  invoicePagePath,
  normaliseBillingReference,
  orderFormFilename,
  orderFormPath,
  termLabel,
} from "../../../../src/core/api/billing/index.ts";

describe("the order form's contract", () => {
  it("names the order form beside the order's status, escaped", () => {
    expect(orderFormPath("SVC-50001")).toBe("/services/order_status/SVC-50001/order-form");
    expect(orderFormPath("a/b")).toBe("/services/order_status/a%2Fb/order-form");
    expect(orderFormFilename("SVC-50001")).toBe("Order-form-SVC-50001.pdf");
  });

  it("keeps a purchase order without its outer spaces, blank as none", () => {
    expect(normaliseBillingReference(" PO-7781 ")).toBe("PO-7781");
    expect(normaliseBillingReference("  ")).toBe("");
  });

  it("says month to month for a term of 0 months", () => {
    expect(termLabel(0)).toBe("Month to month");
    expect(termLabel(1)).toBe("1 month");
    expect(termLabel(36)).toBe("36 months");
  });
});

describe("invoicePagePath", () => {
  it("links numbers of the issued shape only", () => {
    expect(invoicePagePath("INV-2026-0114")).toBe("/billing/invoices/INV-2026-0114");
    expect(invoicePagePath(" INV-1999-12345 ")).toBe("/billing/invoices/INV-1999-12345");
    // A sequence is padded to four digits, never more: this names no invoice.
    expect(invoicePagePath("INV-2026-00418")).toBeNull();
    expect(invoicePagePath("the March one")).toBeNull();
    expect(invoicePagePath("INV-26-0114")).toBeNull();
  });
});
