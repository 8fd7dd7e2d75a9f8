import { describe, expect, it } from "vitest";
import {
  BillingSummary,
  CREDIT_NOTE_LIST,
  INVOICE_LIST,
  InvoiceDetail,
} from "../../../src/core/api/billing/index.ts";
import { minorUnitsOf, moneyOfMinorUnits } from "../../../src/core/api/minor-units.ts";
import { TicketDetail } from "../../../src/core/api/support/index.ts";
import { formatMoney } from "../../../src/core/format/money.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { readPdf } from "../pdf-text.ts";
import { ADMIN, BILLING, billingTestServer, GLOBEX, VIEWER } from "./billing-kit.ts";

const { read, get, post } = billingTestServer();

const STAFF = "staff@conduit.test";
const AUDITOR = "auditor@conduit.test";
const minor = (money: { amount: string; currency: string }) => minorUnitsOf(money) ?? Number.NaN;
const firstWith = async (status: string) => {
  const [invoice] = (await read(INVOICE_LIST.response, ADMIN, `/invoices?status=${status}`))
    .results;
  if (!invoice) throw new Error(`no ${status} invoice`);
  return invoice;
};
const resolve = (email: string, number: string, body: object) =>
  post(email, `/invoices/${number}/dispute/resolution`, body);

describe("POST /v2/invoices/{id}/dispute/resolution", () => {
  it("credits part of a dispute: a credit note with the invoice's tax, off the balance, the ticket resolved", async () => {
    const open = await firstWith("open");
    const disputed = await post(BILLING, `/invoices/${open.id}/dispute`, {
      reason: "Charged for days the port was down.",
    });
    expect(disputed.statusCode, disputed.body).toBe(201);
    const before = await read(BillingSummary, ADMIN, "/billing/summary");

    // Only the provider's staff with full rights resolve; customers and auditors are refused.
    const body = { outcome: "credited", credited_amount: "100.00", note: "Four days of outage." };
    for (const email of [ADMIN, BILLING, AUDITOR])
      expect((await resolve(email, open.number, body)).statusCode, email).toBe(403);

    // More than was disputed, no amount, an amount the currency cannot hold: field errors.
    const disputedNet = minor(open.subtotal);
    const tooMuch = await resolve(STAFF, open.number, {
      ...body,
      credited_amount: moneyOfMinorUnits(disputedNet + 1, "GBP").amount,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().credited_amount[0]).toContain("cannot exceed");
    for (const amount of ["", "0.00", "12.345", "-5.00", "ten"]) {
      const refused = await resolve(STAFF, open.number, { ...body, credited_amount: amount });
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.json(), amount).toHaveProperty("credited_amount");
    }
    const blank = await resolve(STAFF, open.number, { ...body, note: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty("note");

    const response = await resolve(STAFF, open.number, body);
    expect(response.statusCode, response.body).toBe(200);
    const resolved = expectValid(InvoiceDetail, response.json());
    // 100.00 net at Acme's 20 %: 20.00 tax, 120.00 credited, off the balance due.
    const [note] = resolved.credit_notes;
    expect(note).toMatchObject({
      invoice: open.number,
      subtotal: { amount: "100.00", currency: "GBP" },
      tax: { amount: "20.00", currency: "GBP" },
      total: { amount: "120.00", currency: "GBP" },
      note: "Four days of outage.",
    });
    expect(note?.number).toMatch(/^CN-\d{4}-0001$/);
    expect(resolved.status).toBe("open");
    expect(minor(resolved.balance_due)).toBe(minor(open.total) - 12_000);
    expect(resolved.dispute?.resolution).toMatchObject({
      outcome: "credited",
      note: "Four days of outage.",
      credit_note: note?.number,
    });
    expect(resolved.dispute?.ticket_status).toBe("resolved");
    const ticket = await read(TicketDetail, ADMIN, `/support/tickets/${resolved.dispute?.ticket}`);
    expect(ticket.status).toBe("resolved");

    // The customer sees it: on the invoice, in the credit notes, in the balance.
    const seen = await read(InvoiceDetail, BILLING, `/invoices/${open.number}`);
    expect(seen.credit_notes.map((each) => each.number)).toEqual([note?.number]);
    const notes = await read(CREDIT_NOTE_LIST.response, VIEWER, "/credit-notes");
    expect(notes.results.map((each) => each.number)).toEqual([note?.number]);
    const after = await read(BillingSummary, ADMIN, "/billing/summary");
    expect(minor(after.balance_due)).toBe(minor(before.balance_due) - 12_000);

    // Resolved once: a second resolution is refused and issues nothing.
    const again = await resolve(STAFF, open.number, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors[0]).toContain("already resolved");
    expect((await read(CREDIT_NOTE_LIST.response, ADMIN, "/credit-notes")).count).toBe(1);
    // The invoice is open again, but its one dispute is over: a new one is refused.
    const redispute = await post(BILLING, `/invoices/${open.id}/dispute`, { reason: "More." });
    expect(redispute.statusCode).toBe(400);
    expect(redispute.json().non_field_errors[0]).toContain("resolved");
  });

  it("prints the credit note as its own PDF, for billing write only and only the company's", async () => {
    const [note] = (await read(CREDIT_NOTE_LIST.response, BILLING, "/credit-notes")).results;
    if (!note) throw new Error("no credit note (the test above makes it)");
    const response = await get(BILLING, `/credit-notes/${note.number}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain(`${note.number}.pdf`);
    const lines = (await readPdf(response.rawPayload)).text.split("\n");
    expect(lines).toContain(`Credit note ${note.number}`);
    expect(lines[lines.indexOf("Credits invoice") + 1]).toBe(note.invoice);
    expect(lines).toContain("Four days of outage.");
    expect(lines[lines.indexOf("Total credited") + 1]).toBe(formatMoney("120.00", "GBP"));
    expect(lines).toContain("Tax (20%)");
    // The invoice's PDF takes it off its balance.
    const invoicePdf = await get(BILLING, `/invoices/${note.invoice}/pdf`);
    const invoiceLines = (await readPdf(invoicePdf.rawPayload)).text.split("\n");
    expect(invoiceLines[invoiceLines.indexOf(`Credit note ${note.number}`) + 1]).toBe(
      `-${formatMoney("120.00", "GBP")}`,
    );

    expect((await get(VIEWER, `/credit-notes/${note.number}/pdf`)).statusCode).toBe(403);
    expect((await get(GLOBEX, `/credit-notes/${note.number}/pdf`)).statusCode).toBe(404);
    expect((await read(CREDIT_NOTE_LIST.response, GLOBEX, "/credit-notes")).count).toBe(0);
  });

  it("rejects a dispute: no credit note, the invoice payable again with its full balance", async () => {
    const overdue = await firstWith("overdue");
    expect(
      (await post(BILLING, `/invoices/${overdue.id}/dispute`, { reason: "Wrong month." }))
        .statusCode,
    ).toBe(201);
    const withAmount = await resolve(STAFF, overdue.number, {
      outcome: "rejected",
      credited_amount: "5.00",
      note: "Billed as ordered.",
    });
    expect(withAmount.statusCode).toBe(400);
    expect(withAmount.json()).toHaveProperty("credited_amount");
    const response = await resolve(STAFF, overdue.number, {
      outcome: "rejected",
      note: "Billed as ordered.",
    });
    expect(response.statusCode, response.body).toBe(200);
    const rejected = expectValid(InvoiceDetail, response.json());
    expect(rejected.status).toBe("overdue");
    expect(rejected.balance_due).toEqual(overdue.total);
    expect(rejected.credit_notes).toEqual([]);
    expect(rejected.dispute?.resolution).toMatchObject({ outcome: "rejected", credit_note: null });
  });

  it("needs a dispute to resolve and a real invoice", async () => {
    const paid = await firstWith("paid");
    const none = await resolve(STAFF, paid.number, { outcome: "rejected", note: "Nothing." });
    expect(none.statusCode).toBe(400);
    expect(none.json().non_field_errors[0]).toContain("no dispute");
    const unknown = await resolve(STAFF, "INV-1900-0001", { outcome: "rejected", note: "No." });
    expect(unknown.statusCode).toBe(404);
  });
});
