import type { QueryView } from "../../../adapters/react/result-views.ts";
import type { BillingSummary } from "../../../core/api/billing/billing-summary.ts";
import { formatMoneyOf } from "../../../core/format/money.ts";
import { DashboardCard, FigureLink, FigureList } from "./dashboard-card.tsx";

/**
 * The dashboard's billing card (GET /billing/summary): the balance due, what is overdue and
 * the latest invoice, each a link to the filtered list or the invoice.
 */
export function BillingCard({ summary }: { readonly summary: QueryView<BillingSummary> }) {
  return (
    <DashboardCard
      id="dashboard-billing"
      title="Billing"
      link={{ to: "/billing/invoices", label: "All invoices" }}
      view={summary}
      loading="Loading your billing…"
      failed="Your billing could not be loaded."
    >
      {({ balance_due, overdue_amount, overdue_count, latest_invoice }) => (
        <FigureList label="Billing at a glance">
          <FigureLink
            to="/billing/invoices?status=open,overdue,disputed"
            figure={formatMoneyOf(balance_due)}
          >
            Balance due
          </FigureLink>
          <FigureLink to="/billing/invoices?status=overdue" figure={formatMoneyOf(overdue_amount)}>
            Overdue ({overdue_count} {overdue_count === 1 ? "invoice" : "invoices"})
          </FigureLink>
          {latest_invoice !== null && (
            <FigureLink
              to={`/billing/invoices/${encodeURIComponent(latest_invoice.id)}`}
              figure={formatMoneyOf(latest_invoice.total)}
            >
              Latest invoice {latest_invoice.number}
            </FigureLink>
          )}
        </FigureList>
      )}
    </DashboardCard>
  );
}
