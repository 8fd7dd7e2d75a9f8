import { useServiceChanges } from "../../../../adapters/resources/services/service-change.ts";
import {
  CHANGE_STAGE_LABELS,
  type ChangeStage,
  type ServiceChange,
} from "../../../../core/api/services/index.ts";
import { formatBandwidth } from "../../../../core/format/bandwidth.ts";
import { formatCalendarDay } from "../../../../core/format/calendar-day.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { ErrorState } from "../../../components/records/query-states.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { moneyColumn } from "../../../components/records/value-columns.tsx";
import { type BadgeTone, VocabularyBadge } from "../../../components/vocabulary-badge.tsx";
import { DetailCard } from "../../../layouts/detail-page.tsx";

const STAGE_TONES: Readonly<Record<ChangeStage, BadgeTone>> = {
  received: "info",
  scheduled: "info",
  applying: "warning",
  done: "success",
  failed: "danger",
};

/** "1 Gbps → 2 Gbps, 24 months": what a change asked, in words. */
function changeSummary(change: ServiceChange): string {
  const parts: string[] = [];
  if (change.new_mbps !== change.current_mbps)
    parts.push(`${formatBandwidth(change.current_mbps)} → ${formatBandwidth(change.new_mbps)}`);
  if (change.new_term_end !== change.term_end)
    parts.push(`${change.new_term_months}-month term to ${formatCalendarDay(change.new_term_end)}`);
  return parts.join(", ");
}

/**
 * The service's history of changes (GET /services/{id}/changes), newest first: what each
 * asked, where it stands (polled while one is under way), its pro-rated amount and who asked.
 * Shown once there is one.
 */
export function ServiceChanges({
  serviceId,
  now,
}: {
  readonly serviceId: string;
  readonly now: Date;
}) {
  const changes = useServiceChanges(serviceId);
  if (changes.isPending) return null;
  if (changes.isError || changes.data === undefined)
    return (
      <DetailCard id="service-changes" title="Changes">
        <ErrorState
          message={changes.error ?? "The changes could not be loaded."}
          onRetry={changes.refetch}
        />
      </DetailCard>
    );
  if (changes.data.results.length === 0) return null;
  return (
    <DetailCard id="service-changes" title="Changes">
      <DataTable
        rows={changes.data.results}
        caption="Changes of this service"
        rowHeader={{
          header: "Change",
          className: tableCell.text,
          cell: (change) => (
            <>
              {change.reference}
              <span className={tableCell.muted}>{changeSummary(change)}</span>
            </>
          ),
        }}
        columns={[
          {
            header: "Stage",
            cell: (change) => (
              <>
                <VocabularyBadge
                  value={change.stage}
                  labels={CHANGE_STAGE_LABELS}
                  tones={STAGE_TONES}
                />
                {change.failure_reason !== null && (
                  <span className={tableCell.muted}>{change.failure_reason}</span>
                )}
              </>
            ),
          },
          moneyColumn("Pro-rated", "prorated"),
          {
            header: "Asked",
            className: tableCell.date,
            cell: (change) => (
              <>
                <DisplayTime value={change.created} now={now} />
                <span className={tableCell.muted}>by {change.requested_by.name}</span>
              </>
            ),
          },
        ]}
      />
    </DetailCard>
  );
}
