import { RF_LOG_KIND_LABELS } from "../../../../core/api/monitoring/index.ts";
import { RF_LOG_LIST } from "../../../../core/api/monitoring/rf.ts";
import { portalNow } from "../../../../core/clock.ts";
import { ChoiceFilter, InstantFilterForm } from "../../../components/records/filter-fields.tsx";
import { RecordList } from "../../../components/records/record-list.tsx";
import { timeColumn } from "../../../components/records/value-columns.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { RfDeviceLink, RfNav } from "./rf-nav.tsx";

/** /radio-frequency/logs: status and description changes and threshold crossings, newest first. */
export function RfLogsPage() {
  usePageTitle("RF log");
  const now = portalNow();
  return (
    <>
      <PageHeader
        title="RF log"
        subtitle="Who changed what on your radio links, and every threshold crossing."
      />
      <RfNav />
      <RecordList
        list={RF_LOG_LIST}
        label="RF log"
        filterForm={({ field }) => (
          <InstantFilterForm label="Log filters">
            <ChoiceFilter {...field("kind")} anyLabel="Every kind" />
          </InstantFilterForm>
        )}
        noun="log entries"
        emptyTitle="Nothing logged yet."
        emptyHint="Changes to your radio devices and threshold crossings are logged here."
        rowHeader={timeColumn("When", "created", now)}
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
    </>
  );
}
