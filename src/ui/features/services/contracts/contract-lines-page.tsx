import { Link } from "react-router-dom";
import { textLink } from "#styled-system/recipes/index.js";
import { CONTRACT_LINE_LIST } from "../../../../core/api/services/contract-lines.ts";
import { ChoiceFilter, InstantFilterForm } from "../../../components/records/filter-fields.tsx";
import { RecordList } from "../../../components/records/record-list.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { dayColumn, moneyColumn } from "../../../components/records/value-columns.tsx";
import { ServiceLink } from "../../../components/service-link.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { ContractLineStatusBadge } from "../shared/service-badges.tsx";
import { ServicesNav } from "../shared/services-nav.tsx";

/** The address of a contract line's page. */
export function contractLinePath(id: string): string {
  return `/services/contract/${encodeURIComponent(id)}`;
}

/** /services/contract: what the company committed to, line by line, soonest end first. */
export function ContractLinesPage() {
  usePageTitle("Contracts");
  return (
    <>
      <PageHeader
        title="Contracts"
        subtitle="Your contract lines: terms, charges and when each one ends."
      />
      <ServicesNav />
      <RecordList
        list={CONTRACT_LINE_LIST}
        label="Contract lines"
        filterForm={({ field }) => (
          <InstantFilterForm label="Contract filters">
            <ChoiceFilter {...field("status")} anyLabel="Any status" />
          </InstantFilterForm>
        )}
        noun="contract lines"
        emptyTitle="No contract lines yet."
        emptyHint="The lines of the order forms you sign appear here."
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
          dayColumn("Ends", "end_date"),
          moneyColumn("MRC", "mrc"),
        ]}
      />
    </>
  );
}
