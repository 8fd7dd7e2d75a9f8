import { Link } from "react-router-dom";
import { textLink } from "../../../../../styled-system/recipes/index.js";
import { type ContractLineQuery, useContractLines } from "../../../../adapters/react/index.ts";
import { pageQuery } from "../../../../core/api/page-window.ts";
import {
  CONTRACT_LINE_STATUS_LABELS,
  CONTRACT_LINE_STATUSES,
} from "../../../../core/api/services/service-vocabulary.ts";
import { formatCalendarDay } from "../../../../core/format/calendar-day.ts";
import { formatMoney } from "../../../../core/format/money.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import {
  ChoiceFilter,
  InstantFilterForm,
  vocabularyChoices,
} from "../../../components/records/filter-fields.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { oneValueOf, useUrlFilters } from "../../../components/records/use-url-filters.ts";
import { ServiceLink } from "../../../components/service-link.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { ContractLineStatusBadge } from "../shared/service-badges.tsx";
import { ServicesNav } from "../shared/services-nav.tsx";

const PAGE_SIZE = 25;
const KEYS = ["status"] as const;
// GET /contracts/lines reads one status, not a comma list: a list or an unknown value is dropped with a notice.
const CHECKS = { status: oneValueOf(CONTRACT_LINE_STATUSES) };
const LABELS = { status: "Status" };
const STATUS_CHOICES = vocabularyChoices(CONTRACT_LINE_STATUSES, CONTRACT_LINE_STATUS_LABELS);

/** The address of a contract line's page. */
export function contractLinePath(id: string): string {
  return `/services/contract/${encodeURIComponent(id)}`;
}

/** /services/contract: what the company committed to, line by line, soonest end first. */
export function ContractLinesPage() {
  usePageTitle("Contracts");
  const url = useUrlFilters(KEYS, CHECKS);
  const lines = useContractLines(pageQuery(url.filters, url.page, PAGE_SIZE) as ContractLineQuery);
  return (
    <>
      <PageHeader
        title="Contracts"
        subtitle="Your contract lines: terms, charges and when each one ends."
      />
      <ServicesNav />
      <DroppedFiltersNotice dropped={url.dropped} labels={LABELS} />
      <InstantFilterForm label="Contract filters">
        <ChoiceFilter
          label="Status"
          name="status"
          value={url.filters.status}
          anyLabel="Any status"
          choices={STATUS_CHOICES}
          onChange={(status) => url.setFilters({ status })}
        />
      </InstantFilterForm>
      <PagedResults
        view={lines}
        url={url}
        pageSize={PAGE_SIZE}
        noun="contract lines"
        emptyTitle="No contract lines yet."
        emptyHint="The lines of the order forms you sign appear here."
      >
        {(results) => (
          <DataTable
            rows={results}
            rowKey={(line) => line.id}
            caption="Contract lines"
            rowHeader={{
              header: "Contract line",
              className: tableCell.text,
              cell: (line) => (
                <>
                  <Link to={contractLinePath(line.id)} className={textLink()}>
                    {line.contract_number} · {line.product.name}
                  </Link>
                  <span className={tableCell.muted}>{line.description}</span>
                </>
              ),
            }}
            columns={[
              {
                header: "Service",
                className: tableCell.services,
                cell: (line) =>
                  line.service === null ? (
                    <span className={tableCell.none}>None</span>
                  ) : (
                    <>
                      <ServiceLink id={line.service.id}>{line.service.name}</ServiceLink>
                      <span className={tableCell.muted}>{line.service.id}</span>
                    </>
                  ),
              },
              {
                header: "Status",
                cell: (line) => <ContractLineStatusBadge status={line.status} />,
              },
              {
                header: "Term",
                className: tableCell.date,
                cell: (line) => (line.term_months === 0 ? "Monthly" : `${line.term_months} months`),
              },
              {
                header: "Ends",
                className: tableCell.date,
                cell: (line) => formatCalendarDay(line.end_date),
              },
              {
                header: "MRC",
                className: tableCell.date,
                cell: (line) => formatMoney(line.mrc.amount, line.mrc.currency),
              },
            ]}
          />
        )}
      </PagedResults>
    </>
  );
}
