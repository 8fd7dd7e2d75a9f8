import {
  type RfLogQuery,
  useRfLogs,
} from "../../../../adapters/react/monitoring/use-monitoring.ts";
import {
  RF_LOG_KIND_LABELS,
  RF_LOG_KINDS,
  type RfLogEntry,
} from "../../../../core/api/monitoring/index.ts";
import { pageQuery } from "../../../../core/api/page-window.ts";
import { portalNow } from "../../../../core/clock.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import {
  ChoiceFilter,
  InstantFilterForm,
  vocabularyChoices,
} from "../../../components/records/filter-fields.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";
import { oneValueOf, useUrlFilters } from "../../../components/records/use-url-filters.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { RfDeviceLink, RfNav } from "./rf-nav.tsx";

const PAGE_SIZE = 25;
const KEYS = ["kind"] as const;
// GET /rf-logs reads one kind, not a comma list: a list or an unknown value is dropped with a notice.
const CHECKS = { kind: oneValueOf(RF_LOG_KINDS) };
const LABELS = { kind: "Kind" };
const KIND_CHOICES = vocabularyChoices(RF_LOG_KINDS, RF_LOG_KIND_LABELS);

/** /radio-frequency/logs: status and description changes and threshold crossings, newest first. */
export function RfLogsPage() {
  usePageTitle("RF log");
  const url = useUrlFilters(KEYS, CHECKS);
  const logs = useRfLogs(pageQuery(url.filters, url.page, PAGE_SIZE) as RfLogQuery);
  const now = portalNow();
  return (
    <>
      <PageHeader
        title="RF log"
        subtitle="Who changed what on your radio links, and every threshold crossing."
      />
      <RfNav />
      <DroppedFiltersNotice dropped={url.dropped} labels={LABELS} />
      <InstantFilterForm label="Log filters">
        <ChoiceFilter
          label="Kind"
          name="kind"
          value={url.filters.kind}
          anyLabel="Every kind"
          choices={KIND_CHOICES}
          onChange={(kind) => url.setFilters({ kind })}
        />
      </InstantFilterForm>
      <PagedResults
        view={logs}
        url={url}
        pageSize={PAGE_SIZE}
        noun="log entries"
        emptyTitle="Nothing logged yet."
        emptyHint="Changes to your radio devices and threshold crossings are logged here."
      >
        {(rows: ReadonlyArray<RfLogEntry>) => (
          <DataTable
            rows={rows}
            rowKey={(row) => row.id}
            caption="RF log"
            rowHeader={{
              header: "When",
              cell: (row) => <DisplayTime value={row.created} now={now} />,
            }}
            columns={[
              { header: "Kind", cell: (row) => RF_LOG_KIND_LABELS[row.kind] },
              {
                header: "Device",
                cell: (row) => <RfDeviceLink id={row.device.id} name={row.device.name} />,
              },
              { header: "Interface", cell: (row) => row.interface?.name ?? "–" },
              { header: "What", cell: (row) => row.message },
              { header: "Who", cell: (row) => row.actor ?? "Monitoring" },
            ]}
          />
        )}
      </PagedResults>
    </>
  );
}
