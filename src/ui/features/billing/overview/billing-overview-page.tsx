import { Link } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { grid, stack } from "#styled-system/patterns/index.js";
import { heading, panel, text, textLink } from "#styled-system/recipes/index.js";
import { useBillingSummary } from "../../../../adapters/resources/billing/billing-summary.ts";
import type { BillingSummary } from "../../../../core/api/billing/billing-summary.ts";
import { formatCalendarDay } from "../../../../core/format/calendar-day.ts";
import { formatMoneyOf } from "../../../../core/format/money.ts";
import { ErrorState, LoadingState } from "../../../components/records/query-states.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { InvoiceStatusBadge } from "../shared/billing-badges.tsx";
import { BillingNav } from "../shared/billing-nav.tsx";
import { invoicePath } from "../shared/invoice-path.ts";
import { SpendChart } from "../shared/spend-chart.tsx";
import { NextInvoiceEstimate } from "./next-invoice-estimate.tsx";

const figuresClass = grid({
  gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
  gap: "4",
  mb: "4",
});
const figureClass = css({ display: "block", fontSize: "2xl", fontWeight: "bold" });
const titleClass = heading({ size: "section" });

/** /billing: what is due, what is overdue, the latest invoice and a year of spend. */
export function BillingOverviewPage() {
  usePageTitle("Billing");
  const summary = useBillingSummary();
  return (
    <>
      <PageHeader title="Billing" subtitle="Your invoices, what is due and what you spend." />
      <BillingNav />
      {summary.isPending ? (
        <LoadingState label="Loading your billing summary…" />
      ) : summary.isError || summary.data === undefined ? (
        <ErrorState
          message={summary.error ?? "The billing summary could not be loaded."}
          onRetry={summary.refetch}
        />
      ) : (
        <Overview summary={summary.data} />
      )}
    </>
  );
}

function Overview({ summary }: { readonly summary: BillingSummary }) {
  const latest = summary.latest_invoice;
  return (
    <>
      <div className={figuresClass}>
        <section aria-labelledby="billing-balance" className={panel()}>
          <h2 id="billing-balance" className={titleClass}>
            Balance due
          </h2>
          <Link to="/billing/invoices?status=open,overdue,disputed" className={figureClass}>
            {formatMoneyOf(summary.balance_due)}
          </Link>
          <p className={text({ tone: "muted", size: "sm" })}>
            {summary.open_count} unpaid {summary.open_count === 1 ? "invoice" : "invoices"}
          </p>
        </section>
        <section aria-labelledby="billing-overdue" className={panel()}>
          <h2 id="billing-overdue" className={titleClass}>
            Overdue
          </h2>
          <Link to="/billing/invoices?status=overdue" className={figureClass}>
            {formatMoneyOf(summary.overdue_amount)}
          </Link>
          <p className={text({ tone: "muted", size: "sm" })}>
            {summary.overdue_count === 0
              ? "Nothing is overdue."
              : `${summary.overdue_count} ${summary.overdue_count === 1 ? "invoice is" : "invoices are"} past due`}
          </p>
        </section>
        <section aria-labelledby="billing-latest" className={panel()}>
          <h2 id="billing-latest" className={titleClass}>
            Latest invoice
          </h2>
          {latest === null ? (
            <p className={text({ tone: "muted" })}>No invoice yet.</p>
          ) : (
            <>
              <Link to={invoicePath(latest.id)} className={textLink()}>
                {latest.number}
              </Link>{" "}
              <InvoiceStatusBadge status={latest.status} />
              <p className={figureClass}>{formatMoneyOf(latest.total)}</p>
              <p className={text({ tone: "muted", size: "sm" })}>
                Due {formatCalendarDay(latest.due_date)}
              </p>
            </>
          )}
        </section>
      </div>
      <div className={stack({ gap: "4" })}>
        <NextInvoiceEstimate />
        <section aria-labelledby="billing-spend" className={panel()}>
          <h2 id="billing-spend" className={titleClass}>
            Spend per month
          </h2>
          <SpendChart months={summary.monthly_spend} />
          <Link to="/billing/invoices" className={textLink()}>
            All invoices
          </Link>
        </section>
      </div>
    </>
  );
}
