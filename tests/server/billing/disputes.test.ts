import { describe, expect, it } from "vitest";
import { INVOICE_LIST, InvoiceDetail } from "../../../src/core/api/billing/index.ts";
import { TICKET_LIST, TicketDetail } from "../../../src/core/api/support/index.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { type FormPart, formBody } from "../support-desk/support-desk-kit.ts";
import { ADMIN, BILLING, billingTestServer, GLOBEX, SUPPORT_ONLY, VIEWER } from "./billing-kit.ts";

const { read, get, post, call, readOnlyAdmin } = billingTestServer();

const invoicesWith = (status: string) =>
  read(INVOICE_LIST.response, ADMIN, `/invoices?status=${status}&limit=100`);
const ticketCount = async () =>
  (await read(TICKET_LIST.response, ADMIN, "/support/tickets?limit=1")).count;
const upload = (email: string, parts: FormPart[]) =>
  call(email, { method: "POST", url: "/invoices/attachments", ...formBody(parts) });

describe("POST /v2/invoices/{id}/dispute", () => {
  it("disputes lines with a file: the invoice is disputed and names the Billing ticket, which names the invoice", async () => {
    const [open] = (await invoicesWith("open")).results;
    if (!open) throw new Error("no open invoice");
    const before = await read(InvoiceDetail, BILLING, `/invoices/${open.id}`);
    const line = before.lines[1];
    if (!line) throw new Error("no service line");
    const uploaded = await upload(BILLING, [
      { field: "file", filename: "usage-report.csv", content: "day,mbps\n2026-10-01,812\n" },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const response = await post(BILLING, `/invoices/${open.id}/dispute`, {
      reason: "The port was down for four days in October.",
      lines: [line.id],
      attachments: [uploaded.json().id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const disputed = expectValid(InvoiceDetail, response.json());
    expect(disputed.status).toBe("disputed");
    expect(disputed.dispute).toMatchObject({
      ticket_status: "open",
      reason: "The port was down for four days in October.",
      line_count: 1,
    });
    expect(disputed.lines.filter((each) => each.disputed).map((each) => each.id)).toEqual([
      line.id,
    ]);
    const ticket = await read(TicketDetail, ADMIN, `/support/tickets/${disputed.dispute?.ticket}`);
    expect(ticket.summary).toBe(`Dispute of invoice ${open.number}`);
    expect(ticket.type.name).toBe("Billing question");
    expect(ticket.fields).toContainEqual(
      expect.objectContaining({ name: "invoice_number", value: open.number }),
    );
    expect(ticket.description).toContain(line.service?.id ?? "");
    expect(ticket.attachments.map((file) => file.name)).toEqual(["usage-report.csv"]);
    // Reading it again shows the same dispute; a second dispute is refused.
    expect((await read(InvoiceDetail, BILLING, `/invoices/${open.id}`)).dispute?.ticket).toBe(
      disputed.dispute?.ticket,
    );
    const count = await ticketCount();
    const again = await post(BILLING, `/invoices/${open.id}/dispute`, { reason: "Again" });
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors[0]).toContain("already disputed");
    expect(await ticketCount()).toBe(count);
    expect((await invoicesWith("disputed")).count).toBe(1);
  });

  it("refuses bad input with field errors and creates nothing", async () => {
    const [overdue] = (await invoicesWith("overdue")).results;
    if (!overdue) throw new Error("no overdue invoice");
    const count = await ticketCount();
    const url = `/invoices/${overdue.id}/dispute`;
    const blank = await post(BILLING, url, { reason: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toHaveProperty("reason");
    const foreignLine = await post(BILLING, url, { reason: "Wrong", lines: ["999999"] });
    expect(foreignLine.statusCode).toBe(400);
    expect(foreignLine.json().lines[0]).toContain("999999");
    // An unknown attachment fails inside the transaction: the ticket written first is undone.
    const unknownFile = await post(BILLING, url, { reason: "Wrong", attachments: ["424242"] });
    expect(unknownFile.statusCode).toBe(400);
    expect(unknownFile.json()).toHaveProperty("attachments");
    const blocked = await upload(BILLING, [
      { field: "file", filename: "invoice.exe", content: "MZ..." },
    ]);
    expect(blocked.statusCode).toBe(400);
    expect(await ticketCount()).toBe(count);
    const after = await read(InvoiceDetail, BILLING, `/invoices/${overdue.id}`);
    expect(after.status).toBe("overdue");
    expect(after.dispute).toBeNull();
    expect(after.lines.some((line) => line.disputed)).toBe(false);
  });

  it("refuses a paid invoice, and another company's invoice is 404", async () => {
    const [paid] = (await invoicesWith("paid")).results;
    const response = await post(BILLING, `/invoices/${paid?.id}/dispute`, { reason: "Old" });
    expect(response.statusCode).toBe(400);
    const [globex] = (await read(INVOICE_LIST.response, GLOBEX, "/invoices?status=open")).results;
    const other = await post(BILLING, `/invoices/${globex?.id}/dispute`, { reason: "Not ours" });
    expect(other.statusCode).toBe(404);
  });
});

describe("billing permissions", () => {
  const READS = ["/invoices", "/billing/summary"];

  it("lets a viewer read invoices but not download or dispute them", async () => {
    for (const url of READS) expect((await get(VIEWER, url)).statusCode, url).toBe(200);
    const [latest] = (await read(INVOICE_LIST.response, VIEWER, "/invoices?limit=1")).results;
    expect((await get(VIEWER, `/invoices/${latest?.id}`)).statusCode).toBe(200);
    expect((await get(VIEWER, `/invoices/${latest?.id}/pdf`)).statusCode).toBe(403);
    const dispute = await post(VIEWER, `/invoices/${latest?.id}/dispute`, { reason: "No" });
    expect(dispute.statusCode).toBe(403);
  });

  it("refuses a user without the billing permission", async () => {
    for (const url of READS) expect((await get(SUPPORT_ONLY, url)).statusCode, url).toBe(403);
  });

  it("lets read-only impersonation read but neither download nor dispute", async () => {
    const as = await readOnlyAdmin();
    for (const url of READS) expect((await as("GET", url)).statusCode, url).toBe(200);
    const [latest] = (await read(INVOICE_LIST.response, ADMIN, "/invoices?status=overdue")).results;
    expect((await as("GET", `/invoices/${latest?.id}/pdf`)).statusCode).toBe(403);
    const dispute = await as("POST", `/invoices/${latest?.id}/dispute`, { reason: "No" });
    expect(dispute.statusCode).toBe(403);
    expect((await read(InvoiceDetail, ADMIN, `/invoices/${latest?.id}`)).dispute).toBeNull();
  });
});
