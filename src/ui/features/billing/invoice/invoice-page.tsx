import { useParams } from "react-router-dom";
import { text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { useInvoice } from "../../../../adapters/resources/billing/invoice.ts";
import { disputedLineState } from "../../../../core/api/billing/credit-note.ts";
import type { InvoiceDetail } from "../../../../core/api/billing/invoice.ts";
import { taxRateLabel } from "../../../../core/api/billing/invoice-amounts.ts";
import { TICKET_STATUS_LABELS } from "../../../../core/api/support/ticket-vocabulary.ts";
import { portalNow } from "../../../../core/clock.ts";
import { formatCalendarDay } from "../../../../core/format/calendar-day.ts";
import { formatMoneyOf } from "../../../../core/format/money.ts";
import { canDisputeInvoice, canDownloadInvoice } from "../../../../core/permissions/index.ts";
import { PermittedLink } from "../../../components/permitted-link.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { RecordStates } from "../../../components/records/record-states.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { DetailCard, DetailFacts, DetailPage } from "../../../layouts/detail-page.tsx";
import { InvoiceStatusBadge } from "../shared/billing-badges.tsx";
import { CreditNotes, resolutionFacts } from "./credit-notes.tsx";
import { DisputeButton } from "./dispute-button.tsx";
import { InvoiceDownload } from "./invoice-download.tsx";
import { InvoiceLines } from "./invoice-lines.tsx";

/** Why a viewer sees no download or dispute control (spec section 6: write allows them). */
export const READ_ONLY_BILLING =
  "Downloading and disputing invoices needs the billing write permission. Ask an administrator of your company.";

/**
 * /billing/invoices/:id: one invoice (its id is its number). Its charges with links to
 * their services, totals, the PDF through the download machine and a dispute for writers;
 * a dispute names its ticket and the ticket's status, and once resolved its outcome and the
 * credit note it gave (issue 47), which the totals take off the balance due. Another company's invoice is the
 * server's 404, shown as "Not found." with the way back.
 */
export function InvoicePage() {
  const id = useParams().id ?? "";
  const invoice = useInvoice(id);
  usePageTitle(`Invoice ${id}`);
  if (invoice.isPending || invoice.isError || invoice.data === undefined) {
    return (
      <RecordStates
        view={invoice}
        title={`Invoice ${id}`}
        noun="invoice"
        back={{ to: "/billing/invoices", label: "Back to the invoices" }}
      />
    );
  }
  return <InvoiceView invoice={invoice.data} />;
}

function InvoiceView({ invoice }: { readonly invoice: InvoiceDetail }) {
  const { permissions } = useSession();
  const mayDownload = canDownloadInvoice(permissions);
  // Open and overdue invoices may be disputed, once; a paid one is a credit request instead.
  const mayDispute =
    canDisputeInvoice(permissions) &&
    invoice.dispute === null &&
    (invoice.status === "open" || invoice.status === "overdue");
  const now = portalNow();
  return (
    <DetailPage
      title={`Invoice ${invoice.number}`}
      badges={<InvoiceStatusBadge status={invoice.status} />}
      main={
        <>
          <DetailCard id="invoice-lines" title="Charges">
            <InvoiceLines
              lines={invoice.lines}
              disputeState={disputedLineState(invoice.dispute?.resolution ?? null)}
            />
          </DetailCard>
          <DetailCard id="invoice-totals" title="Totals">
            <DetailFacts
              facts={[
                ["Subtotal", formatMoneyOf(invoice.subtotal)],
                [`Tax (${taxRateLabel(invoice.tax_rate_bp)})`, formatMoneyOf(invoice.tax)],
                ["Total", formatMoneyOf(invoice.total)],
                ...invoice.credit_notes.map(
                  (note) =>
                    [`Credit note ${note.number}`, `−${formatMoneyOf(note.total)}`] as const,
                ),
                ["Balance due", formatMoneyOf(invoice.balance_due)],
              ]}
            />
          </DetailCard>
        </>
      }
      side={
        <>
          <DetailCard id="invoice-actions" title="Actions">
            {mayDownload && <InvoiceDownload invoiceId={invoice.id} />}
            {mayDispute && <DisputeButton invoice={invoice} />}
            {!canDownloadInvoice(permissions) && (
              <p className={text({ tone: "muted", size: "sm" })}>{READ_ONLY_BILLING}</p>
            )}
          </DetailCard>
          <DetailCard id="invoice-facts" title="Invoice">
            <DetailFacts
              facts={[
                ["Number", invoice.number],
                [
                  "Billing period",
                  `${formatCalendarDay(invoice.period_start)} – ${formatCalendarDay(invoice.period_end)}`,
                ],
                ["Issued", formatCalendarDay(invoice.issue_date)],
                ["Due", formatCalendarDay(invoice.due_date)],
                ["Currency", invoice.currency],
              ]}
            />
          </DetailCard>
          {invoice.dispute !== null && (
            <DetailCard id="invoice-dispute" title="Dispute">
              <DetailFacts
                facts={[
                  [
                    "Ticket",
                    <PermittedLink key="ticket" to={`/support/tickets/${invoice.dispute.ticket}`}>
                      {invoice.dispute.ticket}
                    </PermittedLink>,
                  ],
                  ["Ticket status", TICKET_STATUS_LABELS[invoice.dispute.ticket_status]],
                  [
                    "Opened",
                    <DisplayTime key="opened" value={invoice.dispute.opened_at} now={now} />,
                  ],
                  [
                    "Charges disputed",
                    invoice.dispute.line_count === invoice.lines.length
                      ? "All"
                      : String(invoice.dispute.line_count),
                  ],
                  ["Reason", invoice.dispute.reason],
                  ...resolutionFacts(invoice.dispute.resolution, now),
                ]}
              />
            </DetailCard>
          )}
          {invoice.credit_notes.length > 0 && (
            <DetailCard id="invoice-credit-notes" title="Credit notes">
              <CreditNotes notes={invoice.credit_notes} mayDownload={mayDownload} />
            </DetailCard>
          )}
        </>
      }
    />
  );
}
