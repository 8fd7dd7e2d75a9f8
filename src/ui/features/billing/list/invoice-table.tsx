import { Link } from "react-router-dom";
import { textLink } from "#styled-system/recipes/index.js";
import type { InvoiceSummary } from "../../../../core/api/billing/invoice.ts";
import { formatCalendarDay } from "../../../../core/format/calendar-day.ts";
import { formatMoney } from "../../../../core/format/money.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
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
        {
          header: "Due",
          className: tableCell.date,
          cell: (invoice) => formatCalendarDay(invoice.due_date),
        },
        {
          header: "Total",
          className: tableCell.date,
          cell: (invoice) => formatMoney(invoice.total.amount, invoice.total.currency),
        },
        {
          header: "Balance due",
          className: tableCell.date,
          cell: (invoice) => formatMoney(invoice.balance_due.amount, invoice.balance_due.currency),
        },
      ]}
    />
  );
}
