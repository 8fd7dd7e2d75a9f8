import { useState } from "react";
import { Link } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { heading, panel, text, textLink } from "#styled-system/recipes/index.js";
import { useBillingEstimate } from "../../../../adapters/resources/billing/billing-estimate.ts";
import {
  type BillingEstimate,
  ESTIMATE_LINE_KIND_LABELS,
  NO_COST_CENTRE_LABEL,
  taxRateLabel,
} from "../../../../core/api/billing/index.ts";
import { formatCalendarDay } from "../../../../core/format/calendar-day.ts";
import { formatMoneyOf } from "../../../../core/format/money.ts";
import { Button } from "../../../components/button.tsx";
import { DataTable } from "../../../components/data-table.tsx";
import { ErrorState, LoadingState } from "../../../components/records/query-states.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { ServiceLink } from "../../../components/service-link.tsx";
import { BillingReferences } from "../shared/billing-references.tsx";

const totalsClass = grid({
  gridTemplateColumns: "auto auto",
  justifyContent: "end",
  columnGap: "6",
  rowGap: "1",
  mt: "4",
  "& dd": { textAlign: "right", fontVariantNumeric: "tabular-nums" },
});

/*
 * On a phone the charges (a row per service and change, dozens for a large estate) would make
 * the card many screens long: there it shows the totals, with the charges behind a button.
 * From md up the table is always shown and the button is not.
 */
const phoneOnly = css({ display: { base: "inline-flex", md: "none" }, mt: "3" });
const chargesOnPhoneHidden = css({ display: { base: "none", md: "block" } });
const chargesShown = css({ display: "block", mt: "3" });

/**
 * The next invoice as it stands today (GET /billing/estimate): each service's charge for the
 * month and its changes and cease within it, then each cost centre's subtotal, tax and total.
 * The figures are the server's (core estimateInvoice), never summed here.
 */
export function NextInvoiceEstimate() {
  const estimate = useBillingEstimate();
  return (
    <section aria-labelledby="billing-estimate" className={panel()}>
      <h2 id="billing-estimate" className={heading({ size: "section" })}>
        Next invoice (estimate)
      </h2>
      {estimate.isPending ? (
        <LoadingState label="Estimating your next invoice…" />
      ) : estimate.isError || estimate.data === undefined ? (
        <ErrorState
          message={estimate.error ?? "The estimate could not be loaded."}
          onRetry={estimate.refetch}
        />
      ) : (
        <EstimateBody estimate={estimate.data} />
      )}
    </section>
  );
}

function EstimateBody({ estimate }: { readonly estimate: BillingEstimate }) {
  const [chargesOpen, setChargesOpen] = useState(false);
  const count = estimate.lines.length;
  return (
    <>
      <p className={text({ tone: "muted", size: "sm" })}>
        {formatCalendarDay(estimate.period_start)} to {formatCalendarDay(estimate.period_end)}, as
        your services stand today. Account charges such as a support plan are not included.
      </p>
      <EstimateCurrency estimate={estimate} />
      {count === 0 ? (
        <p>No service is billed this month.</p>
      ) : (
        <>
          <Button
            variant="outline"
            size="sm"
            className={phoneOnly}
            aria-expanded={chargesOpen}
            aria-controls="estimate-charges"
            onClick={() => setChargesOpen((open) => !open)}
          >
            {chargesOpen
              ? "Hide the charges"
              : `Show the ${count} ${count === 1 ? "charge" : "charges"}`}
          </Button>
          <div id="estimate-charges" className={chargesOpen ? chargesShown : chargesOnPhoneHidden}>
            <DataTable
              rows={estimate.lines}
              rowKey={(line) => `${line.service.id}-${line.kind}-${line.description}`}
              caption="Estimated charges"
              rowHeader={{
                header: "Service",
                className: tableCell.oneLine,
                cell: (line) => <ServiceLink id={line.service.id}>{line.service.id}</ServiceLink>,
              }}
              columns={[
                {
                  header: "Charge",
                  className: tableCell.sentence,
                  cell: (line) => `${ESTIMATE_LINE_KIND_LABELS[line.kind]}: ${line.description}`,
                },
                { header: "Cost centre / PO", cell: (line) => <BillingReferences line={line} /> },
                {
                  header: "Amount",
                  className: tableCell.oneLine,
                  cell: (line) => <span data-estimate-amount="">{formatMoneyOf(line.amount)}</span>,
                },
              ]}
            />
          </div>
        </>
      )}
      <dl className={totalsClass} aria-label="Estimated totals">
        {estimate.cost_centres.map((centre) => (
          <Figure
            key={centre.cost_centre}
            label={
              centre.cost_centre === "" ? NO_COST_CENTRE_LABEL : `Cost centre ${centre.cost_centre}`
            }
            value={formatMoneyOf(centre.subtotal)}
          />
        ))}
        <Figure label="Subtotal" value={formatMoneyOf(estimate.subtotal)} />
        <Figure
          label={`Tax (${taxRateLabel(estimate.tax_rate_bp)})`}
          value={formatMoneyOf(estimate.tax)}
        />
        <Figure label="Estimated total" value={formatMoneyOf(estimate.total)} strong />
      </dl>
    </>
  );
}

/**
 * Which book the estimate is priced from (issue 40): the user's chosen currency, which may not
 * be the one the company's invoices are issued in; services that book does not sell are left
 * out (never converted), and said so.
 */
function EstimateCurrency({ estimate }: { readonly estimate: BillingEstimate }) {
  const { currency, invoice_currency: invoiceCurrency, unpriced_count: unpriced } = estimate;
  return (
    <p className={cx(text({ size: "sm" }), css({ mb: "3" }))} data-testid="estimate-currency">
      {currency === invoiceCurrency
        ? `In ${currency}, the currency of your invoices.`
        : `Priced in ${currency}, your chosen currency: services ordered in another currency at their ${currency} list price. Your invoices are issued in ${invoiceCurrency}.`}
      {unpriced > 0 &&
        ` ${unpriced} ${unpriced === 1 ? "service is" : "services are"} not sold in the ${currency} price book and ${unpriced === 1 ? "is" : "are"} left out.`}{" "}
      <Link className={textLink()} to="/account-settings/me">
        Change your currency
      </Link>
    </p>
  );
}

function Figure({
  label,
  value,
  strong = false,
}: {
  readonly label: string;
  readonly value: string;
  readonly strong?: boolean;
}) {
  return (
    <>
      <dt className={text({ weight: strong ? "semibold" : "inherit" })}>{label}</dt>
      <dd className={text({ weight: strong ? "semibold" : "inherit" })}>{value}</dd>
    </>
  );
}
