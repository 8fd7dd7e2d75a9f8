import { and, eq } from "drizzle-orm";
import {
  DISPUTE_OUTCOME_LABELS,
  INVOICE_LINE_KIND_LABELS,
  INVOICE_STATUS_LABELS,
  type InvoiceDetail,
  NO_COST_CENTRE_LABEL,
  taxRateLabel,
} from "../../../../src/core/api/billing/index.ts";
import { minorUnitsOf, moneyOfMinorUnits } from "../../../../src/core/api/minor-units.ts";
import { formatMoneyOf } from "../../../../src/core/format/money.ts";
import type { ServerContext } from "../../context.ts";
import { companies, customerAccounts } from "../../db/schema.ts";
import { FlowDocument } from "../../pdf/flow-document.ts";
import type { Letterhead } from "../../pdf/letterhead.ts";
import type { Column } from "../../pdf/ruled-table.ts";

/**
 * Where customers pay, by currency: the provider's collection accounts. The payment
 * reference is the invoice number, so the provider matches a transfer to its invoice.
 */
const PAYMENT_ACCOUNTS: Readonly<Record<string, { bank: string; account: string }>> = {
  GBP: { bank: "Barclays Bank UK PLC, London", account: "Sort code 20-00-00, account 55779911" },
  EUR: { bank: "Deutsche Bank AG, Frankfurt", account: "IBAN DE89 3704 0044 0532 0130 00" },
  USD: { bank: "JPMorgan Chase Bank, New York", account: "ABA 021000021, account 7700123456" },
};
const DEFAULT_PAYMENT = {
  bank: "Barclays Bank UK PLC, London",
  account: "IBAN GB33 BUKB 2020 1555 5555 55",
};

interface Party {
  readonly legalName: string;
  readonly address: string | null;
  readonly registrationNumber: string | null;
  readonly vatNumber: string | null;
}

export interface InvoiceParties {
  readonly provider: Party;
  readonly customer: Party & { readonly accountNumber: string | null };
}

const partyColumns = {
  legalName: companies.legalName,
  address: companies.address,
  registrationNumber: companies.registrationNumber,
  vatNumber: companies.vatNumber,
};

/** The legal details printed on the invoice: the provider's and the customer's. */
export async function invoiceParties(
  ctx: ServerContext,
  companyId: number,
): Promise<InvoiceParties> {
  const [provider] = await ctx.db
    .select(partyColumns)
    .from(companies)
    .where(eq(companies.isProvider, true))
    .limit(1);
  const [customer] = await ctx.db
    .select({ ...partyColumns, accountNumber: customerAccounts.accountNumber })
    .from(companies)
    .leftJoin(customerAccounts, and(eq(customerAccounts.companyId, companies.id)))
    .where(eq(companies.id, companyId));
  const nobody = { legalName: "", address: null, registrationNumber: null, vatNumber: null };
  return {
    provider: provider ?? { ...nobody, legalName: ctx.config.portal.productName },
    customer: customer ?? { ...nobody, accountNumber: null },
  };
}

export function invoiceFilename(invoice: InvoiceDetail): string {
  return `${invoice.number}.pdf`;
}

/**
 * A billing document of the provider to this customer (invoice, credit note, order form):
 * its PDF properties name the provider's billing as author and the customer and `about` as
 * subject, its first page opens with its title, and `footer` names it at the foot of each
 * page (FlowDocument.finish).
 */
export function billingDocument(
  letterhead: Letterhead,
  parties: InvoiceParties,
  info: { readonly title: string; readonly about: string; readonly created: Date },
): { readonly document: FlowDocument; readonly footer: string } {
  const issuer = letterhead.productName;
  const document = new FlowDocument(letterhead, {
    title: info.title,
    author: `${issuer} Billing`,
    subject: `${parties.customer.legalName}, ${info.about}`,
    created: info.created,
  }).title(info.title);
  return { document, footer: `${issuer} · ${info.title}` };
}

/**
 * The customer's account, then both parties' legal details under their headings, as the
 * invoice ("From", "Bill to") and the order form ("Provider", "Customer") print them.
 */
export function printParties(
  document: FlowDocument,
  parties: InvoiceParties,
  headings: { readonly provider: string; readonly customer: string },
): void {
  if (parties.customer.accountNumber) document.field("Account", parties.customer.accountNumber);
  document.heading(headings.provider);
  printParty(document, parties.provider);
  document.heading(headings.customer);
  printParty(document, parties.customer);
}

function printParty(document: FlowDocument, who: Party): void {
  document.field("Name", who.legalName);
  if (who.address) document.field("Address", who.address);
  if (who.registrationNumber) document.field("Company number", who.registrationNumber);
  if (who.vatNumber) document.field("VAT number", who.vatNumber);
}

/**
 * The charges table: one row per invoice line with the cost centre and purchase order it was
 * billed with, the amount right-aligned.
 */
const CHARGE_COLUMNS: ReadonlyArray<Column> = [
  { header: "Service", weight: 1.2 },
  { header: "Description", weight: 2 },
  { header: "Kind", weight: 1.2 },
  { header: "Period", weight: 1.45 },
  { header: "Cost centre / PO", weight: 1.6 },
  { header: "Amount", weight: 1.3, align: "right" },
];

/** The invoice's lines by cost centre, in the order each first appears ("" is none). */
function linesByCostCentre(lines: InvoiceDetail["lines"]) {
  const groups = new Map<string, InvoiceDetail["lines"][number][]>();
  for (const line of lines)
    groups.set(line.cost_centre, [...(groups.get(line.cost_centre) ?? []), line]);
  return [...groups];
}

/**
 * The invoice as a PDF, made on request from the stored invoice (never cached, so a dispute
 * or a payment shows at once): the provider's letterhead, both parties' legal details, a
 * ruled table of the lines with their services and periods (its header repeated on every
 * page), subtotal, tax and total (the same minor units as GET /invoices/{id}), and how to pay.
 */
export function renderInvoice(
  invoice: InvoiceDetail,
  parties: InvoiceParties,
  letterhead: Letterhead,
): Uint8Array {
  const { document, footer } = billingDocument(letterhead, parties, {
    title: `Invoice ${invoice.number}`,
    about: `${invoice.period_start} to ${invoice.period_end}`,
    created: new Date(`${invoice.issue_date}T00:00:00Z`),
  });
  document
    .field("Invoice number", invoice.number)
    .field("Issue date", invoice.issue_date)
    .field("Due date", invoice.due_date)
    .field("Billing period", `${invoice.period_start} to ${invoice.period_end}`)
    .field("Status", INVOICE_STATUS_LABELS[invoice.status]);
  printParties(document, parties, { provider: "From", customer: "Bill to" });

  document.heading("Charges");
  const rowsOf = (lines: InvoiceDetail["lines"]) =>
    lines.map((line) => [
      line.service?.id ?? "",
      line.description,
      INVOICE_LINE_KIND_LABELS[line.kind],
      `${line.period_start} to ${line.period_end}`,
      [line.cost_centre, line.purchase_order].filter((reference) => reference !== "").join(" / "),
      formatMoneyOf(line.amount),
    ]);
  const groups = linesByCostCentre(invoice.lines);
  if (groups.length <= 1 && (groups[0]?.[0] ?? "") === "") {
    document.table(CHARGE_COLUMNS, rowsOf(invoice.lines));
  } else {
    // Grouped by cost centre, each with its subtotal, so each budget holder finds their part.
    for (const [costCentre, lines] of groups) {
      const name = costCentre === "" ? NO_COST_CENTRE_LABEL : `Cost centre ${costCentre}`;
      document.paragraph(name);
      document.table(CHARGE_COLUMNS, rowsOf(lines));
      const subtotal = lines.reduce((sum, line) => sum + (minorUnitsOf(line.amount) ?? 0), 0);
      document.totals([
        {
          label: `${name} subtotal`,
          value: formatMoneyOf(moneyOfMinorUnits(subtotal, invoice.currency)),
        },
      ]);
    }
  }
  document.totals([
    { label: "Subtotal", value: formatMoneyOf(invoice.subtotal) },
    { label: `Tax (${taxRateLabel(invoice.tax_rate_bp)})`, value: formatMoneyOf(invoice.tax) },
    { label: "Total", value: formatMoneyOf(invoice.total), strong: true },
    // Each credit note (issue 47) comes off the balance due.
    ...invoice.credit_notes.map((note) => ({
      label: `Credit note ${note.number}`,
      value: `-${formatMoneyOf(note.total)}`,
    })),
    { label: "Balance due", value: formatMoneyOf(invoice.balance_due), strong: true },
  ]);

  const payment = PAYMENT_ACCOUNTS[invoice.currency] ?? DEFAULT_PAYMENT;
  document.heading("Payment");
  document
    .field("Pay to", parties.provider.legalName)
    .field("Bank", payment.bank)
    .field("Account", payment.account)
    .field("Reference", invoice.number)
    .field("Due by", invoice.due_date);
  if (invoice.dispute?.resolution) {
    document.paragraph(
      `The dispute under ticket ${invoice.dispute.ticket} is resolved: ${DISPUTE_OUTCOME_LABELS[invoice.dispute.resolution.outcome].toLowerCase()}.`,
    );
  } else if (invoice.dispute) {
    document.paragraph(
      `This invoice is disputed under ticket ${invoice.dispute.ticket}; the disputed amount need not be paid until the dispute is resolved.`,
    );
  }
  return document.finish(footer);
}
