import { sql } from "drizzle-orm";
import type { CreditNote } from "../../../../src/core/api/billing/index.ts";
import { moneyOfMinorUnits } from "../../../../src/core/api/minor-units.ts";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { notFound } from "../../http/api-error.ts";
import type { ListDeclaration } from "../../http/paged-list.ts";

/** The columns of a credit note with the number of the invoice it credits (alias `n`). */
const CREDIT_NOTE_COLUMNS = `n.number, ci.number as invoice_number,
  n.issue_date::text as issue_date, n.currency, n.tax_rate_bp, n.subtotal_minor, n.tax_minor, n.total_minor,
  n.note`;
const CREDIT_NOTE_JOINS = "join invoices ci on ci.id = n.invoice_id";

interface CreditNoteRow {
  readonly number: string;
  readonly invoice_number: string;
  readonly issue_date: string;
  readonly currency: string;
  readonly tax_rate_bp: number;
  readonly subtotal_minor: number;
  readonly tax_minor: number;
  readonly total_minor: number;
  readonly note: string;
}

/** A stored credit note as the contract gives it: positive amounts in its currency. */
function toCreditNote(row: CreditNoteRow): CreditNote {
  const money = (minor: number) => moneyOfMinorUnits(Number(minor), row.currency);
  return {
    id: row.number,
    number: row.number,
    invoice: row.invoice_number,
    issue_date: row.issue_date,
    currency: row.currency,
    tax_rate_bp: Number(row.tax_rate_bp),
    subtotal: money(row.subtotal_minor),
    tax: money(row.tax_minor),
    total: money(row.total_minor),
    note: row.note,
  };
}

/** GET /credit-notes: the company's credit notes, newest first (index company, day, id). */
export const CREDIT_NOTE_ROWS: ListDeclaration<object, CreditNoteRow, CreditNote> = {
  name: "credit_notes",
  table: "credit_notes n",
  alias: "n",
  owner: "n.company_id = $1",
  filters: [],
  orderings: { "-issued": "n.issue_date desc, n.id desc" },
  ordering: () => "-issued",
  columns: CREDIT_NOTE_COLUMNS,
  joins: CREDIT_NOTE_JOINS,
  toItem: toCreditNote,
};

/** The credit notes of one invoice, oldest first. */
export async function creditNotesOf(db: Db, invoiceId: number): Promise<CreditNote[]> {
  const rows = rowsOf<CreditNoteRow>(
    await db.execute(sql`select ${sql.raw(CREDIT_NOTE_COLUMNS)} from credit_notes n
      ${sql.raw(CREDIT_NOTE_JOINS)} where n.invoice_id = ${invoiceId} order by n.id`),
  );
  return rows.map(toCreditNote);
}

/** The company's credit note by its number ("CN-2026-0001"), or 404 (another company's too). */
export async function findCreditNote(
  db: Db,
  companyId: number,
  number: string,
): Promise<CreditNote> {
  if (number === "" || number.length > 64) throw notFound();
  const [row] = rowsOf<CreditNoteRow>(
    await db.execute(sql`select ${sql.raw(CREDIT_NOTE_COLUMNS)} from credit_notes n
      ${sql.raw(CREDIT_NOTE_JOINS)} where n.company_id = ${companyId} and n.number = ${number}`),
  );
  if (!row) throw notFound();
  return toCreditNote(row);
}
