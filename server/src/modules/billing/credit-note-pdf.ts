import { type CreditNote, taxRateLabel } from "../../../../src/core/api/billing/index.ts";
import { formatMoneyOf } from "../../../../src/core/format/money.ts";
import type { Letterhead } from "../../pdf/letterhead.ts";
import type { Column } from "../../pdf/ruled-table.ts";
import { billingDocument, type InvoiceParties, printParties } from "./invoice-pdf.ts";

const CREDIT_COLUMNS: ReadonlyArray<Column> = [
  { header: "Credits invoice", weight: 1.4 },
  { header: "Reason", weight: 3.4 },
  { header: "Amount", weight: 1.3, align: "right" },
];

/**
 * The credit note as a PDF, a document of its own (issue 47), through the same FlowDocument
 * as the invoice: the letterhead, both parties, the invoice it credits with the resolution's
 * note as a ruled table, then the net, tax and total credited, which come off the invoice's
 * balance due.
 */
export function renderCreditNote(
  creditNote: CreditNote,
  parties: InvoiceParties,
  letterhead: Letterhead,
): Uint8Array {
  const { document, footer } = billingDocument(letterhead, parties, {
    title: `Credit note ${creditNote.number}`,
    about: `credit to invoice ${creditNote.invoice}`,
    created: new Date(`${creditNote.issue_date}T00:00:00Z`),
  });
  document
    .field("Credit note number", creditNote.number)
    .field("Issue date", creditNote.issue_date)
    .field("Credits invoice", creditNote.invoice);
  printParties(document, parties, { provider: "From", customer: "Credit to" });
  document.heading("Credit");
  document.table(CREDIT_COLUMNS, [
    [creditNote.invoice, creditNote.note, formatMoneyOf(creditNote.subtotal)],
  ]);
  document.totals([
    { label: "Credit (net)", value: formatMoneyOf(creditNote.subtotal) },
    {
      label: `Tax (${taxRateLabel(creditNote.tax_rate_bp)})`,
      value: formatMoneyOf(creditNote.tax),
    },
    { label: "Total credited", value: formatMoneyOf(creditNote.total), strong: true },
  ]);
  document.paragraph(
    `This credit comes off the balance due of invoice ${creditNote.invoice}; nothing is to be paid for this document.`,
  );
  return document.finish(footer);
}
