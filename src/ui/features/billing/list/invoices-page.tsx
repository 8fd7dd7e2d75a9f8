import { useCallback } from "react";
import { css } from "../../../../../styled-system/css/index.js";
import { filterBar } from "../../../../../styled-system/recipes/index.js";
import { useInvoiceExport, useInvoices } from "../../../../adapters/react/index.ts";
import { INVOICE_LIST } from "../../../../core/api/billing/invoice-list-query.ts";
import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
} from "../../../../core/api/billing/invoice-vocabulary.ts";
import { CsvExportButton } from "../../../components/records/csv-export-button.tsx";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import {
  ChoiceFilter,
  ClearFiltersButton,
  DateFilter,
  FilterForm,
  SearchFilter,
  vocabularyChoices,
} from "../../../components/records/filter-fields.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";
import { useSearchText } from "../../../components/records/use-search-text.ts";
import { useUrlFilters } from "../../../components/records/use-url-filters.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { BillingNav } from "../shared/billing-nav.tsx";
import { InvoiceTable } from "./invoice-table.tsx";

const styles = filterBar();
// A status outside the list is the overview's "unpaid" link (several statuses at once).
const STATUS_CHOICES = vocabularyChoices(INVOICE_STATUSES, INVOICE_STATUS_LABELS);
type InvoiceFilters = Readonly<Record<(typeof INVOICE_LIST.filterKeys)[number], string>>;

/**
 * /billing/invoices: the company's invoices with filters, paging and the CSV export. The
 * filters and the page live in the address, so the overview's figures link to a filtered view.
 */
export function InvoicesPage() {
  usePageTitle("Invoices");
  const url = useUrlFilters(INVOICE_LIST.filterKeys, INVOICE_LIST.filterChecks);
  const invoices = useInvoices(INVOICE_LIST.page(url.filters, url.page));
  const exporting = useInvoiceExport();
  const { setFilters } = url;
  const change = useCallback((patch: Partial<InvoiceFilters>) => setFilters(patch), [setFilters]);
  const [typed, setTyped] = useSearchText(
    url.filters.text,
    useCallback((text: string) => change({ text }), [change]),
  );

  return (
    <>
      <PageHeader title="Invoices" subtitle="Every invoice of your account, newest first." />
      <BillingNav />
      <section aria-label="Invoices">
        <DroppedFiltersNotice dropped={url.dropped} labels={INVOICE_LIST.filterLabels} />
        <FilterForm label="Invoice filters" onSubmit={() => change({ text: typed })}>
          <div className={styles.grid}>
            <SearchFilter
              label="Search invoices"
              helperText="Invoice number"
              name="text"
              value={typed}
              onChange={setTyped}
            />
            <ChoiceFilter
              label={INVOICE_LIST.filterLabels.status}
              name="status"
              value={url.filters.status}
              anyLabel="Any status"
              choices={STATUS_CHOICES}
              otherLabel="Unpaid"
              onChange={(status) => change({ status })}
            />
            <DateFilter
              label={INVOICE_LIST.filterLabels.period_from}
              name="period_from"
              value={url.filters.period_from}
              onChange={(period_from) => change({ period_from })}
            />
            <DateFilter
              label={INVOICE_LIST.filterLabels.period_to}
              name="period_to"
              value={url.filters.period_to}
              onChange={(period_to) => change({ period_to })}
            />
          </div>
          {url.isFiltered && (
            <div className={styles.actions}>
              <ClearFiltersButton isFiltered onClear={url.clearFilters} />
            </div>
          )}
        </FilterForm>
        <div className={css({ display: "flex", justifyContent: "flex-end", mb: "3" })}>
          <CsvExportButton
            exporting={exporting}
            onExport={() => exporting.exportInvoices(INVOICE_LIST.exportQuery(url.filters))}
            rows={["invoice", "invoices"]}
          />
        </div>
        <PagedResults
          view={invoices}
          url={url}
          pageSize={INVOICE_LIST.pageSize}
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
