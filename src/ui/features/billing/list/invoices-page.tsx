import { useCallback } from "react";
import { css } from "../../../../../styled-system/css/index.js";
import { filterBar } from "../../../../../styled-system/recipes/index.js";
import { useInvoiceExport, useInvoices } from "../../../../adapters/react/index.ts";
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
} from "../../../../core/api/billing/invoice-vocabulary.ts";
import { Button } from "../../../components/button.tsx";
import { CsvExportButton } from "../../../components/records/csv-export-button.tsx";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";
import { useSearchText } from "../../../components/records/use-search-text.ts";
import { useUrlFilters } from "../../../components/records/use-url-filters.ts";
import { SelectField, TextField } from "../../../components/text-field.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { BillingNav } from "../shared/billing-nav.tsx";
import {
  INVOICE_FILTER_CHECKS,
  INVOICE_FILTER_KEYS,
  INVOICE_FILTER_LABELS,
  INVOICES_PAGE_SIZE,
  type InvoiceFilters,
  invoiceFilterQuery,
  invoicePageQuery,
} from "./invoice-filter-values.ts";
import { InvoiceTable } from "./invoice-table.tsx";

const styles = filterBar();

/**
 * /billing/invoices: the company's invoices with filters, paging and the CSV export. The
 * filters and the page live in the address, so the overview's figures link to a filtered view.
 */
export function InvoicesPage() {
  usePageTitle("Invoices");
  const url = useUrlFilters(INVOICE_FILTER_KEYS, INVOICE_FILTER_CHECKS);
  const invoices = useInvoices(invoicePageQuery(url.filters, url.page));
  const exporting = useInvoiceExport();
  const { setFilters } = url;
  const change = useCallback((patch: Partial<InvoiceFilters>) => setFilters(patch), [setFilters]);
  const [typed, setTyped] = useSearchText(
    url.filters.text,
    useCallback((text: string) => change({ text }), [change]),
  );
  const status = url.filters.status;
  const statusIsOne = status === "" || (INVOICE_STATUSES as ReadonlyArray<string>).includes(status);

  return (
    <>
      <PageHeader title="Invoices" subtitle="Every invoice of your account, newest first." />
      <BillingNav />
      <section aria-label="Invoices">
        <DroppedFiltersNotice dropped={url.dropped} labels={INVOICE_FILTER_LABELS} />
        {/* biome-ignore lint/a11y/useSemanticElements: role="search" works in every browser the portal supports; <search> does not yet. */}
        <form
          role="search"
          aria-label="Invoice filters"
          className={styles.root}
          onSubmit={(event) => {
            event.preventDefault();
            change({ text: typed });
          }}
        >
          <div className={styles.grid}>
            <TextField
              label="Search invoices"
              helperText="Invoice number"
              type="search"
              name="text"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <SelectField
              label="Status"
              name="status"
              value={status}
              onChange={(event) => change({ status: event.target.value })}
            >
              <option value="">Any status</option>
              {!statusIsOne && <option value={status}>Unpaid</option>}
              {INVOICE_STATUSES.map((each) => (
                <option key={each} value={each}>
                  {INVOICE_STATUS_LABELS[each]}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Billed from"
              type="date"
              name="period_from"
              value={url.filters.period_from}
              onChange={(event) => change({ period_from: event.target.value })}
            />
            <TextField
              label="Billed until"
              type="date"
              name="period_to"
              value={url.filters.period_to}
              onChange={(event) => change({ period_to: event.target.value })}
            />
          </div>
          {url.isFiltered && (
            <div className={styles.actions}>
              <Button variant="ghost" onClick={url.clearFilters}>
                Clear filters
              </Button>
            </div>
          )}
        </form>
        <div className={css({ display: "flex", justifyContent: "flex-end", mb: "3" })}>
          <CsvExportButton
            exporting={exporting}
            onExport={() => exporting.exportInvoices(invoiceFilterQuery(url.filters))}
            rows={["invoice", "invoices"]}
          />
        </div>
        <PagedResults
          view={invoices}
          url={url}
          pageSize={INVOICES_PAGE_SIZE}
          noun="invoices"
          emptyTitle="No invoices yet."
          emptyHint="Your first invoice appears here after your first month of service."
        >
          {(results) => <InvoiceTable invoices={results} caption="Invoices" />}
        </PagedResults>
      </section>
    </>
  );
}
