// Tables of the billing module (issue 15): see server/src/db/schema.ts for the conventions.
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id, searchText, trigramIndex } from "./columns.ts";
import { companyId, users } from "./schema-accounts.ts";
import { services } from "./schema-services.ts";
import { supportTickets } from "./schema-support.ts";

/**
 * Invoices, one per company and billed month. `number` ("INV-2026-0114") is the id on the
 * wire. status: STORED_INVOICE_STATUSES ("overdue" is computed from `dueDate`). Money in minor
 * units of `currency`; `taxRateBp` in basis points. The totals are written with the lines
 * (invoiceTotals), so a list never sums lines. `searchText` is the lowered number for `?text=`.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    companyId: companyId(),
    number: text("number").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    status: text("status").notNull(),
    currency: text("currency").notNull(),
    taxRateBp: integer("tax_rate_bp").notNull(),
    subtotalMinor: integer("subtotal_minor").notNull(),
    taxMinor: integer("tax_minor").notNull(),
    totalMinor: integer("total_minor").notNull(),
    /** The sum of its credit notes' totals (issue 47), written with each credit note. */
    creditedMinor: integer("credited_minor").notNull().default(0),
    searchText: searchText(sql`lower("number")`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("invoices_number_unique").on(table.number),
    // The default order (newest period first) and the period filter.
    index("invoices_company_period_idx").on(table.companyId, table.periodStart, table.id),
    index("invoices_company_status_idx").on(table.companyId, table.status, table.dueDate),
    // ?ordering=total and -total walk this instead of sorting the company's invoices.
    index("invoices_company_total_idx").on(table.companyId, table.totalMinor, table.id),
    trigramIndex("invoices_search_idx", table.searchText),
  ],
);

/**
 * An invoice's charges in print order. kind: INVOICE_LINE_KINDS; `serviceId` null for a
 * charge of the account as a whole. `disputed` marks the lines a dispute names. The billing
 * references are copied from the service when the line is written, so an issued invoice keeps
 * the ones it was issued with.
 */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: id(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    serviceId: integer("service_id").references(() => services.id),
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    amountMinor: integer("amount_minor").notNull(),
    /** The service's cost centre and purchase order when the line was billed ("" for none). */
    costCentre: text("cost_centre").notNull().default(""),
    purchaseOrder: text("purchase_order").notNull().default(""),
    disputed: boolean("disputed").notNull().default(false),
  },
  (table) => [index("invoice_lines_invoice_idx").on(table.invoiceId, table.position)],
);

/**
 * A dispute: at most one per invoice, always with the support desk's ticket that handles it
 * (both are written in one transaction).
 */
export const invoiceDisputes = pgTable(
  "invoice_disputes",
  {
    id: id(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => supportTickets.id),
    reason: text("reason").notNull(),
    raisedBy: integer("raised_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** DISPUTE_OUTCOMES once the provider resolved it (issue 47); null while open. */
    outcome: text("outcome"),
    resolutionNote: text("resolution_note"),
    resolvedBy: integer("resolved_by").references(() => users.id),
    resolvedAt: at("resolved_at"),
  },
  (table) => [
    uniqueIndex("invoice_disputes_invoice_unique").on(table.invoiceId),
    index("invoice_disputes_ticket_idx").on(table.ticketId),
  ],
);

/**
 * Credit notes (issue 47): each credits one invoice after its dispute was resolved with a
 * credit. `number` ("CN-2026-0003") is the id on the wire. Amounts are positive minor units of
 * the invoice's currency at the invoice's tax rate (creditNoteTotals).
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: id(),
    companyId: companyId(),
    number: text("number").notNull(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    disputeId: integer("dispute_id")
      .notNull()
      .references(() => invoiceDisputes.id, { onDelete: "cascade" }),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    taxRateBp: integer("tax_rate_bp").notNull(),
    subtotalMinor: integer("subtotal_minor").notNull(),
    taxMinor: integer("tax_minor").notNull(),
    totalMinor: integer("total_minor").notNull(),
    note: text("note").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("credit_notes_number_unique").on(table.number),
    // The list's order (newest first) within the company.
    index("credit_notes_company_idx").on(table.companyId, table.issueDate, table.id),
    index("credit_notes_invoice_idx").on(table.invoiceId),
  ],
);
