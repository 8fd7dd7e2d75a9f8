import { Link } from "react-router-dom";
import { css } from "../../../../styled-system/css/index.js";
import { panel, text, textLink } from "../../../../styled-system/recipes/index.js";
import type { QueryView } from "../../../adapters/react/index.ts";
import type { BillingSummary } from "../../../core/api/billing/billing-summary.ts";
import { formatMoney } from "../../../core/format/money.ts";
import { Button } from "../../components/button.tsx";

const sectionTitleClass = css({ fontSize: "lg", fontWeight: "semibold", mb: "3" });
const figuresClass = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
  gap: "3",
});
const figureLinkClass = css({
  display: "block",
  p: "3",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "control",
  _hover: { bg: "brand.50" },
});
const figureClass = css({ display: "block", fontSize: "2xl", fontWeight: "bold" });

/**
 * The dashboard's billing card (GET /billing/summary): the balance due, what is overdue and
 * the latest invoice, each a link to the filtered list or the invoice.
 */
export function BillingCard({ summary }: { readonly summary: QueryView<BillingSummary> }) {
  return (
    <section aria-labelledby="dashboard-billing" className={panel()}>
      <div className={css({ display: "flex", justifyContent: "space-between", gap: "3" })}>
        <h2 id="dashboard-billing" className={sectionTitleClass}>
          Billing
        </h2>
        <Link to="/billing/invoices" className={textLink()}>
          All invoices
        </Link>
      </div>
      <BillingFigures summary={summary} />
    </section>
  );
}

function BillingFigures({ summary }: { readonly summary: QueryView<BillingSummary> }) {
  if (summary.isPending) {
    return (
      <p role="status" className={text({ tone: "muted" })}>
        Loading your billing…
      </p>
    );
  }
  if (summary.isError || summary.data === undefined) {
    return (
      <div role="alert">
        <p className={css({ color: "danger.500", mb: "3" })}>
          {summary.error ?? "Your billing could not be loaded."}
        </p>
        <Button variant="ghost" onClick={summary.refetch}>
          Try again
        </Button>
      </div>
    );
  }
  const { balance_due, overdue_amount, overdue_count, latest_invoice } = summary.data;
  const money = (value: { amount: string; currency: string }) =>
    formatMoney(value.amount, value.currency);
  return (
    <ul aria-label="Billing at a glance" className={figuresClass}>
      <li>
        <Link to="/billing/invoices?status=open,overdue,disputed" className={figureLinkClass}>
          <span className={figureClass}>{money(balance_due)}</span>
          <span className={text({ tone: "muted", size: "sm" })}>Balance due</span>
        </Link>
      </li>
      <li>
        <Link to="/billing/invoices?status=overdue" className={figureLinkClass}>
          <span className={figureClass}>{money(overdue_amount)}</span>
          <span className={text({ tone: "muted", size: "sm" })}>
            Overdue ({overdue_count} {overdue_count === 1 ? "invoice" : "invoices"})
          </span>
        </Link>
      </li>
      {latest_invoice !== null && (
        <li>
          <Link
            to={`/billing/invoices/${encodeURIComponent(latest_invoice.id)}`}
            className={figureLinkClass}
          >
            <span className={figureClass}>{money(latest_invoice.total)}</span>
            <span className={text({ tone: "muted", size: "sm" })}>
              Latest invoice {latest_invoice.number}
            </span>
          </Link>
        </li>
      )}
    </ul>
  );
}
