import { Link } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { badge, heading, text, textLink } from "#styled-system/recipes/index.js";
import { CREDIT_NOTE_LIST } from "../../../../core/api/billing/credit-note.ts";
import { formatMoneyOf } from "../../../../core/format/money.ts";
import { InPageList } from "../../../components/records/in-page-list.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { dayColumn } from "../../../components/records/value-columns.tsx";
import { invoicePath } from "../shared/invoice-path.ts";

/**
 * The company's credit notes (issue 47), listed under its invoices and told apart by their
 * badge, their CN- numbers and their amounts, which are credited (shown negative). Each
 * names the invoice it credits, where its PDF is downloaded. The page is kept here, not in
 * the address, which belongs to the invoice list above.
 */
export function CreditNotesSection() {
  return (
    <section aria-labelledby="credit-notes-title" className={css({ mt: "8" })}>
      <h2 id="credit-notes-title" className={heading({ size: "part" })}>
        Credit notes
      </h2>
      <p className={text({ tone: "muted", size: "sm" })}>
        Credits from resolved disputes. Each comes off the balance due of the invoice it credits.
      </p>
      <InPageList
        list={CREDIT_NOTE_LIST}
        noun="credit notes"
        emptyTitle="No credit notes."
        emptyHint="A dispute resolved with a credit gives a credit note, listed here."
        caption="Credit notes"
        rowHeader={{
          header: "Credit note",
          className: tableCell.text,
          cell: (note) => (
            <span className={css({ display: "inline-flex", gap: "2", flexWrap: "wrap" })}>
              <span className={badge({ tone: "success" })}>Credit note</span>
              {note.number}
            </span>
          ),
        }}
        columns={[
          {
            header: "Invoice",
            className: tableCell.oneLine,
            cell: (note) => (
              <Link to={invoicePath(note.invoice)} className={textLink()}>
                {note.invoice}
              </Link>
            ),
          },
          dayColumn("Issued", "issue_date"),
          {
            header: "Credited",
            className: tableCell.date,
            cell: (note) => `−${formatMoneyOf(note.total)}`,
          },
        ]}
      />
    </section>
  );
}
