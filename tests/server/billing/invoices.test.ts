import { describe, expect, it } from "vitest";
import {
  BillingSummary,
  INVOICE_EXPORT_COLUMNS,
  INVOICE_LIST,
  InvoiceDetail,
  invoiceTotals,
  SPEND_MONTHS,
} from "../../../src/core/api/billing/index.ts";
import { minorUnitsOf } from "../../../src/core/api/minor-units.ts";
import { formatMoney } from "../../../src/core/format/money.ts";
import { testToday } from "../../harness/test-clock.ts";
import { readPdf } from "../pdf-text.ts";
import { parseCsv } from "../support-desk/support-desk-kit.ts";
import { ADMIN, BILLING, billingTestServer, GLOBEX } from "./billing-kit.ts";

const { read, get } = billingTestServer();

const minor = (money: { amount: string; currency: string }) => minorUnitsOf(money) ?? Number.NaN;
const list = (query = "", email = ADMIN) => read(INVOICE_LIST.response, email, `/invoices${query}`);

describe("GET /v2/invoices", () => {
  it("lists the company's 24 months of invoices, newest first, with totals that add up", async () => {
    const page = await list("?limit=100");
    expect(page.count).toBe(24);
    const periods = page.results.map((invoice) => invoice.period_start);
    expect(periods).toEqual([...periods].sort().reverse());
    expect(page.results[0]?.number).toMatch(/^INV-\d{4}-0114$/);
    for (const invoice of page.results) {
      expect(invoice.currency).toBe("GBP");
      const totals = invoiceTotals([minor(invoice.subtotal)], 2000);
      expect(minor(invoice.tax)).toBe(totals.tax);
      expect(minor(invoice.total)).toBe(totals.total);
      expect(minor(invoice.balance_due)).toBe(invoice.status === "paid" ? 0 : totals.total);
    }
    // Globex sees only its own, in its own currency.
    const globex = await list("?limit=100", GLOBEX);
    expect(globex.results.every((invoice) => invoice.currency === "EUR")).toBe(true);
    expect(globex.results.map((i) => i.id)).not.toContain(page.results[0]?.id);
  });

  it("filters by status (overdue is open past due), period and number", async () => {
    expect((await list("?status=open")).count).toBe(1);
    const overdue = await list("?status=overdue");
    expect(overdue.count).toBe(1);
    expect((overdue.results[0]?.due_date ?? "") < testToday()).toBe(true);
    expect((await list("?status=open,overdue")).count).toBe(2);
    expect((await list("?status=paid")).count).toBe(22);
    const latest = (await list("?limit=1")).results[0];
    if (!latest) throw new Error("no invoice");
    const inMonth = await list(
      `?period_from=${latest.period_start}&period_to=${latest.period_end}`,
    );
    expect(inMonth.results.map((invoice) => invoice.id)).toEqual([latest.id]);
    const text = await list(`?text=${latest.number.slice(-4)}`);
    expect(text.results.map((invoice) => invoice.id)).toContain(latest.id);
    expect((await list("?text=no-such-invoice")).count).toBe(0);
  });

  it("sorts by total", async () => {
    const totals = (await list("?ordering=-total&limit=100")).results.map((invoice) =>
      minor(invoice.total),
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it("refuses unknown filters with 400 naming the field", async () => {
    const status = await get(ADMIN, "/invoices?status=late");
    expect(status.statusCode).toBe(400);
    expect(status.json()).toHaveProperty("status");
    const period = await get(ADMIN, "/invoices?period_from=2026-13-01");
    expect(period.statusCode).toBe(400);
    expect(period.json()).toHaveProperty("period_from");
  });

  it("exports the filtered list as CSV, one row per invoice line, that reads back to the same invoices", async () => {
    const response = await get(ADMIN, "/invoices?export=true&status=paid");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...INVOICE_EXPORT_COLUMNS]);
    const paid = await list("?status=paid&limit=100");
    expect(paid.results).toHaveLength(22);
    expect([...new Set(rows.map((row) => row[0]))]).toEqual(
      paid.results.map((invoice) => invoice.number),
    );
    const first = paid.results[0];
    if (first === undefined) throw new Error("no paid invoice");
    const detail = await read(InvoiceDetail, ADMIN, `/invoices/${first.id}`);
    const own = rows.filter((row) => row[0] === first.number);
    expect(own.map((row) => [row[12], row[13], row[18]])).toEqual(
      detail.lines.map((line) => [line.service?.id ?? "", line.description, line.amount.amount]),
    );
    expect(own.every((row) => row[9] === first.total.amount)).toBe(true);
  });
});

describe("GET /v2/invoices/{id}", () => {
  it("answers the lines per service, adding up to the subtotal, prorated where a service started mid-month", async () => {
    const all = await list("?limit=100");
    let prorated = 0;
    let oneOff = 0;
    for (const summary of all.results) {
      const invoice = await read(InvoiceDetail, ADMIN, `/invoices/${summary.id}`);
      const sum = invoice.lines.reduce((total, line) => total + minor(line.amount), 0);
      expect(sum).toBe(minor(invoice.subtotal));
      expect(invoice.tax_rate_bp).toBe(2000);
      // The account's support plan first, then the services' charges.
      expect(invoice.lines[0]?.service).toBeNull();
      expect(invoice.lines.slice(1).every((line) => line.service?.id.startsWith("SVC-"))).toBe(
        true,
      );
      prorated += invoice.lines.filter((line) => line.kind === "prorated").length;
      oneOff += invoice.lines.filter((line) => line.kind === "one_off").length;
    }
    expect(prorated).toBeGreaterThan(0);
    expect(oneOff).toBeGreaterThan(0);
  });

  it("answers 404 for another company's invoice and an unknown number", async () => {
    const acme = (await list("?limit=1")).results[0];
    expect((await get(GLOBEX, `/invoices/${acme?.id}`)).statusCode).toBe(404);
    expect((await get(GLOBEX, `/invoices/${acme?.id}/pdf`)).statusCode).toBe(404);
    expect((await get(ADMIN, "/invoices/INV-0000-0000")).statusCode).toBe(404);
    expect((await get(ADMIN, `/invoices/${"x".repeat(100)}`)).statusCode).toBe(404);
  });
});

describe("GET /v2/invoices/{id}/pdf", () => {
  it("makes a PDF with both parties, the lines, the total of the invoice and how to pay", async () => {
    const latest = (await list("?limit=1")).results[0];
    if (!latest) throw new Error("no invoice");
    const invoice = await read(InvoiceDetail, BILLING, `/invoices/${latest.id}`);
    const response = await get(BILLING, `/invoices/${latest.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain(`${invoice.number}.pdf`);
    const { text } = await readPdf(response.rawPayload);
    const lines = text.split("\n");
    expect(lines).toContain(`Invoice ${invoice.number}`);
    expect(lines[lines.indexOf("Total") + 1]).toBe(
      formatMoney(invoice.total.amount, invoice.total.currency),
    );
    expect(lines[lines.indexOf("Subtotal") + 1]).toBe(
      formatMoney(invoice.subtotal.amount, invoice.subtotal.currency),
    );
    expect(lines).toContain("Tax (20%)");
    expect(text).toContain("Acme");
    expect(text).toContain("Bill to");
    expect(text).toContain("Reference");
    for (const line of invoice.lines) expect(text).toContain(line.service?.id ?? "NOC support");
  });
});

describe("GET /v2/billing/summary", () => {
  it("sums what is unpaid and overdue and charts 12 months of invoiced totals", async () => {
    const summary = await read(BillingSummary, ADMIN, "/billing/summary");
    const unpaid = await list("?status=open,overdue,disputed");
    const overdue = await list("?status=overdue");
    expect(minor(summary.balance_due)).toBe(
      unpaid.results.reduce((sum, invoice) => sum + minor(invoice.total), 0),
    );
    expect(summary.overdue_count).toBe(overdue.count);
    expect(minor(summary.overdue_amount)).toBe(
      minor(overdue.results[0]?.total ?? summary.balance_due),
    );
    expect(summary.latest_invoice?.id).toBe((await list("?limit=1")).results[0]?.id);
    expect(summary.monthly_spend).toHaveLength(SPEND_MONTHS);
    expect(summary.monthly_spend.at(-1)?.total).toEqual(summary.latest_invoice?.total);
    expect(summary.monthly_spend.at(-1)?.month).toBe(
      summary.latest_invoice?.period_start.slice(0, 7),
    );
  });
});
