import { INVOICE_LIST } from "../../../../core/api/billing/invoice-list-query.ts";
import {
  ChoiceFilter,
  DateFilter,
  SearchFilter,
} from "../../../components/records/filter-fields.tsx";
import { FilterBar } from "../../../components/records/list-filter-bar.tsx";
import { type RecordFilters, RecordList } from "../../../components/records/record-list.tsx";
import { useSearchFilter } from "../../../components/records/use-search-text.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { BillingNav } from "../shared/billing-nav.tsx";
import { CreditNotesSection } from "./credit-notes-section.tsx";
import { InvoiceTable } from "./invoice-table.tsx";

/** The invoice list's filters: search by number, status, the billed period and cost centre. */
function InvoiceFilters({
  filters,
  isFiltered,
  change,
  clear,
  field,
}: RecordFilters<typeof INVOICE_LIST>) {
  const [typed, setTyped] = useSearchFilter(filters, change, "text");
  const [centre, setCentre] = useSearchFilter(filters, change, "cost_centre");
  return (
    <FilterBar
      label="Invoice filters"
      onSubmit={() => change({ text: typed, cost_centre: centre })}
      clear={{ isFiltered, clear }}
    >
      <SearchFilter
        label="Search invoices"
        helperText="Invoice number"
        name="text"
        value={typed}
        onChange={setTyped}
      />
      {/* A status outside the choices is the overview's "unpaid" link (several at once). */}
      <ChoiceFilter {...field("status")} anyLabel="Any status" otherLabel="Unpaid" />
      <DateFilter {...field("period_from")} />
      <DateFilter {...field("period_to")} />
      <SearchFilter
        label="Cost centre"
        helperText="Invoices with a line of this cost centre"
        name="cost_centre"
        value={centre}
        onChange={setCentre}
      />
    </FilterBar>
  );
}

/**
 * /billing/invoices: the company's invoices with filters, paging and the CSV export, then its
 * credit notes. The filters and the page live in the address, so the overview's figures link
 * to a filtered view.
 */
export function InvoicesPage() {
  usePageTitle("Invoices");
  return (
    <>
      <PageHeader title="Invoices" subtitle="Every invoice of your account, newest first." />
      <BillingNav />
      <RecordList
        list={INVOICE_LIST}
        label="Invoices"
        filterForm={(state) => <InvoiceFilters {...state} />}
        exportRows={["invoice", "invoices"]}
        noun="invoices"
        emptyTitle="No invoices yet."
        emptyHint="Your first invoice appears here after your first month of service."
      >
        {(results) => <InvoiceTable invoices={results} caption="Invoices" />}
      </RecordList>
      <CreditNotesSection />
    </>
  );
}
