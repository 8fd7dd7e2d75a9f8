import { Link } from "react-router-dom";
import { textLink } from "#styled-system/recipes/index.js";
import type { InvoiceSummary } from "../../../../core/api/billing/invoice.ts";
import { formatCalendarDay } from "../../../../core/format/calendar-day.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { dayColumn, moneyColumn } from "../../../components/records/value-columns.tsx";
import { InvoiceStatusBadge } from "../shared/billing-badges.tsx";
import { invoicePath } from "../shared/invoice-path.ts";

/** Invoices as rows: the number (a link to the invoice) heads each row. */
export function InvoiceTable({
  invoices,
  caption,
}: {
  readonly invoices: ReadonlyArray<InvoiceSummary>;
  readonly caption: string;
}) {
  return (
    <DataTable
      rows={invoices}
      caption={caption}
      rowHeader={{
        header: "Invoice",
        className: tableCell.text,
        cell: (invoice) => (
          <Link to={invoicePath(invoice.id)} className={textLink()}>
            {invoice.number}
          </Link>
        ),
      }}
      columns={[
        {
          header: "Period",
          className: tableCell.date,
          cell: (invoice) =>
            `${formatCalendarDay(invoice.period_start)} – ${formatCalendarDay(invoice.period_end)}`,
        },
        { header: "Status", cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
        dayColumn("Due", "due_date"),
        moneyColumn("Total", "total"),
        moneyColumn("Balance due", "balance_due"),
      ]}
    />
  );
}
