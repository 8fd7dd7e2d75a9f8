import { badge } from "#styled-system/recipes/index.js";
import {
  DISPUTED_LINE_LABELS,
  type DisputeOutcome,
} from "../../../../core/api/billing/credit-note.ts";
import type { InvoiceLine } from "../../../../core/api/billing/invoice.ts";
import { INVOICE_LINE_KIND_LABELS } from "../../../../core/api/billing/invoice-vocabulary.ts";
import { formatCalendarDay } from "../../../../core/format/calendar-day.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { moneyColumn } from "../../../components/records/value-columns.tsx";
import { ServiceLink } from "../../../components/service-link.tsx";
import { BillingReferences } from "../shared/billing-references.tsx";

const DISPUTED_LINE_TONES = { open: "warning", credited: "success", rejected: "neutral" } as const;

/**
 * An invoice's charges; each service links to its page for those who may open it. A line the
 * dispute named carries a badge of the dispute's state (core's disputedLineState).
 */
export function InvoiceLines({
  lines,
  disputeState,
}: {
  readonly lines: ReadonlyArray<InvoiceLine>;
  readonly disputeState: "open" | DisputeOutcome;
}) {
  // Most invoices carry no billing references: their table keeps its width for the others.
  const referenced = lines.some((line) => line.cost_centre !== "" || line.purchase_order !== "");
  return (
    <DataTable
      rows={lines}
      caption="Charges"
      rowHeader={{
        header: "Charge",
        className: tableCell.sentence,
        cell: (line) => (
          <>
            {line.description}{" "}
            {line.disputed && (
              <span className={badge({ tone: DISPUTED_LINE_TONES[disputeState] })}>
                {DISPUTED_LINE_LABELS[disputeState]}
              </span>
            )}
          </>
        ),
      }}
      columns={[
        {
          header: "Service",
          className: tableCell.oneLine,
          cell: (line) =>
            line.service === null ? (
              "Account"
            ) : (
              <ServiceLink id={line.service.id}>{line.service.id}</ServiceLink>
            ),
        },
        { header: "Kind", cell: (line) => INVOICE_LINE_KIND_LABELS[line.kind] },
        {
          // The references the line was billed with: its cost centre over its purchase order
          // (a short header, so the table fits the main column beside the side cards).
          header: "Cost centre",
          hidden: !referenced,
          cell: (line) => <BillingReferences line={line} />,
        },
        {
          header: "Period",
          // Each day on one line; a period may wrap after its dash, so the table fits the
          // main column of the invoice page beside its side cards.
          cell: (line) =>
            line.period_start === line.period_end ? (
              <span className={tableCell.date}>{formatCalendarDay(line.period_start)}</span>
            ) : (
              <>
                <span className={tableCell.date}>{formatCalendarDay(line.period_start)} –</span>{" "}
                <span className={tableCell.date}>{formatCalendarDay(line.period_end)}</span>
              </>
            ),
        },
        moneyColumn("Amount", "amount"),
      ]}
    />
  );
}
