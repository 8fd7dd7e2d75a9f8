import {
  alertThresholdText,
  alertValueText,
} from "../../../../core/api/monitoring/alert-vocabulary.ts";
import { ALERT_LIST } from "../../../../core/api/monitoring/alerts.ts";
import { portalNow } from "../../../../core/clock.ts";
import { ChoiceFilter, InstantFilterForm } from "../../../components/records/filter-fields.tsx";
import { RecordList } from "../../../components/records/record-list.tsx";
import { timeColumn } from "../../../components/records/value-columns.tsx";
import { ServiceLink } from "../../../components/service-link.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { AlertStateBadge, SeverityBadge } from "./alert-badges.tsx";
import { MonitoringNav } from "./monitoring-nav.tsx";

/**
 * /monitoring/alerts (issue 48): every alert the company's rules raised, newest first, with
 * when it started and ended and its worst value; open or resolved, by severity; CSV.
 */
export function AlertsPage() {
  usePageTitle("Alerts");
  const now = portalNow();
  return (
    <>
      <PageHeader
        title="Alerts"
        subtitle="What your alert rules caught: when each began and ended, and its worst value."
      />
      <MonitoringNav />
      <RecordList
        list={ALERT_LIST}
        label="Alerts"
        exportRows={["alert", "alerts"]}
        filterForm={({ field }) => (
          <InstantFilterForm label="Alert filters">
            <ChoiceFilter {...field("state")} anyLabel="Open or resolved" />
            <ChoiceFilter {...field("severity")} anyLabel="Every severity" />
          </InstantFilterForm>
        )}
        noun="alerts"
        emptyTitle="No alerts yet."
        emptyHint="When a rule's condition holds long enough, its alert is listed here."
        rowHeader={{ header: "Rule", cell: (row) => row.rule.name }}
        columns={[
          {
            header: "Service",
            cell: (row) => (
              <ServiceLink id={row.service.id}>
                {row.service.name} ({row.service.id})
              </ServiceLink>
            ),
          },
          { header: "Condition", cell: (row) => alertThresholdText(row) },
          { header: "Severity", cell: (row) => <SeverityBadge severity={row.severity} /> },
          { header: "State", cell: (row) => <AlertStateBadge state={row.state} /> },
          timeColumn("Started", "started", now),
          timeColumn("Ended", "ended", now, { fallback: "–" }),
          { header: "Peak", cell: (row) => alertValueText(row.metric, row.peak) },
        ]}
      />
    </>
  );
}
