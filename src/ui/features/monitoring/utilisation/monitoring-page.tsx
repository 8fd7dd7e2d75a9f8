import { useMemo, useState } from "react";
import { css } from "#styled-system/css/index.js";
import { useList } from "../../../../adapters/react/use-list.ts";
import { useManyMetrics } from "../../../../adapters/resources/monitoring/metrics.ts";
import {
  DEFAULT_UTILISATION_THRESHOLD,
  growthText,
  type MetricsSeries,
  percentText,
  RANGE_PRESET_LABELS,
  RANGE_PRESETS,
  type RangePreset,
  sparklineQuery,
  trafficGrowth,
  utilisationOf,
} from "../../../../core/api/monitoring/index.ts";
import { MAX_PAGE_LIMIT } from "../../../../core/api/page-window.ts";
import type { ServiceSummary } from "../../../../core/api/services/service.ts";
import { SERVICE_LIST } from "../../../../core/api/services/service-list-query.ts";
import { SERVICE_TYPE_LABELS } from "../../../../core/api/services/service-vocabulary.ts";
import { portalNow } from "../../../../core/clock.ts";
import { formatBandwidth } from "../../../../core/format/bandwidth.ts";
import { type ColumnSort, DataTable } from "../../../components/data-table.tsx";
import { InstantFilterForm } from "../../../components/records/filter-fields.tsx";
import { ServiceLink } from "../../../components/service-link.tsx";
import { SelectField, TextField } from "../../../components/text-field.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { MonitoringNav } from "../alerts/monitoring-nav.tsx";
import { PressedChoices } from "../shared/pressed-choices.tsx";

const SORTS = ["utilisation", "growth", "name", "location", "kind"] as const;
type Sort = (typeof SORTS)[number];
const SORT_LABELS: Readonly<Record<Sort, string>> = {
  utilisation: "Utilisation (95th percentile)",
  growth: "Change",
  name: "Service",
  location: "Location",
  kind: "Kind",
};

interface PortRow {
  readonly port: ServiceSummary;
  readonly series: MetricsSeries | undefined;
  readonly utilisation: number;
  readonly growth: number | null;
  readonly failed: boolean;
}

/** The in and out of a series as a tiny line, scaled to the port's speed. */
function Sparkline({ series }: { readonly series: MetricsSeries }) {
  const width = 120;
  const height = 28;
  const capacity = series.capacity_bps || 1;
  const count = Math.max(1, series.points.length - 1);
  const line = (value: (index: number) => number) =>
    series.points
      .map(
        (_, index) =>
          `${((index / count) * width).toFixed(1)},${(height - Math.min(1, value(index) / capacity) * height).toFixed(1)}`,
      )
      .join(" ");
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label="Traffic over the range"
      viewBox={`0 0 ${width} ${height}`}
    >
      <polyline
        fill="none"
        stroke="#2563eb"
        strokeWidth="1.2"
        points={line((i) => series.points[i]?.in_bps ?? 0)}
      />
      <polyline
        fill="none"
        stroke="#16a34a"
        strokeWidth="1"
        points={line((i) => series.points[i]?.out_bps ?? 0)}
      />
    </svg>
  );
}

/**
 * /monitoring: every live service's utilisation over a range (its busier direction's 95th
 * percentile over its speed: a port's, an EVPL's, a cloud connect's bandwidth), busiest
 * first, sortable, by location and kind; services at or over the threshold flagged; each
 * compared with the range before it (issue 48: every kind, not only ports).
 */
export function MonitoringPage() {
  usePageTitle("Monitoring");
  const [preset, setPreset] = useState<RangePreset>("24h");
  const [location, setLocation] = useState("");
  const [thresholdText, setThresholdText] = useState(String(DEFAULT_UTILISATION_THRESHOLD * 100));
  const [sort, setSort] = useState<{ by: Sort; descending: boolean }>({
    by: "utilisation",
    descending: true,
  });
  const [kind, setKind] = useState("");
  const ports = useList(SERVICE_LIST, { status: "active,cancelling", limit: MAX_PAGE_LIMIT });
  const query = useMemo(() => sparklineQuery(preset, portalNow().getTime()), [preset]);
  const portList = ports.data?.results ?? [];
  const subjects = useMemo(
    () => portList.map((port) => ({ kind: "service" as const, id: port.id })),
    [portList],
  );
  const metrics = useManyMetrics(subjects, query);
  const threshold = Number(thresholdText) / 100;
  const thresholdOk = Number.isFinite(threshold) && threshold > 0 && threshold <= 1;
  const locations = [
    ...new Map(portList.map((port) => [port.location.id, port.location])).values(),
  ].sort((a, b) => a.name.localeCompare(b.name, "en"));
  const rows: PortRow[] = portList
    .map((port, index) => {
      const series = metrics[index]?.data;
      return {
        port,
        series,
        utilisation: series ? utilisationOf(series) : -1,
        growth: series ? trafficGrowth(series) : null,
        failed: metrics[index]?.isError ?? false,
      };
    })
    .filter((row) => location === "" || row.port.location.id === location)
    .filter((row) => kind === "" || row.port.type === kind);
  const kinds = [...new Set(portList.map((port) => port.type))].sort();
  const direction = sort.descending ? -1 : 1;
  rows.sort((a, b) => {
    const by =
      sort.by === "utilisation"
        ? a.utilisation - b.utilisation
        : sort.by === "growth"
          ? (a.growth ?? -Infinity) - (b.growth ?? -Infinity)
          : sort.by === "name"
            ? (a.port.custom_name ?? a.port.name).localeCompare(
                b.port.custom_name ?? b.port.name,
                "en",
              )
            : sort.by === "kind"
              ? a.port.type.localeCompare(b.port.type, "en")
              : a.port.location.name.localeCompare(b.port.location.name, "en");
    return by * direction || a.port.id.localeCompare(b.port.id, "en");
  });
  const flagged = rows.filter((row) => thresholdOk && row.utilisation >= threshold).length;
  const sortOf = (by: Sort): ColumnSort => ({
    direction: sort.by === by ? (sort.descending ? "descending" : "ascending") : "none",
    toggle: () =>
      setSort((now) => ({
        by,
        descending:
          now.by === by ? !now.descending : by !== "name" && by !== "location" && by !== "kind",
      })),
  });
  const isHot = (row: PortRow) => thresholdOk && row.utilisation >= threshold;
  return (
    <>
      <PageHeader
        title="Monitoring"
        subtitle="How busy each of your services is, busiest first, compared with the range before."
      />
      <MonitoringNav />
      <InstantFilterForm
        label="Monitoring filters"
        after={
          <PressedChoices
            legend="Range"
            choices={RANGE_PRESETS}
            labels={RANGE_PRESET_LABELS}
            chosen={preset}
            onChoose={setPreset}
            className={css({ mt: "2" })}
          />
        }
      >
        <SelectField
          label="Location"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        >
          <option value="">Every location</option>
          {locations.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Kind" value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="">Every kind</option>
          {kinds.map((type) => (
            <option key={type} value={type}>
              {SERVICE_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Flag services at or above (%)"
          inputMode="decimal"
          value={thresholdText}
          onChange={(event) => setThresholdText(event.target.value)}
          errorText={thresholdOk ? undefined : "Enter a share between 1 and 100."}
        />
      </InstantFilterForm>
      {ports.isError ? <p role="alert">{ports.error}</p> : null}
      {ports.isPending ? <p>Loading your services…</p> : null}
      <p aria-live="polite" className={css({ my: "2" })}>
        {rows.length} services; {flagged} at or above{" "}
        {thresholdOk ? percentText(threshold) : "the threshold"}.
      </p>
      <DataTable
        caption="Service utilisation"
        rows={rows}
        rowKey={(row) => row.port.id}
        flagged={isHot}
        rowHeader={{
          header: SORT_LABELS.name,
          sort: sortOf("name"),
          cell: (row) => (
            <ServiceLink id={row.port.id}>{row.port.custom_name ?? row.port.name}</ServiceLink>
          ),
        }}
        columns={[
          {
            header: SORT_LABELS.kind,
            sort: sortOf("kind"),
            cell: (row) => SERVICE_TYPE_LABELS[row.port.type],
          },
          {
            header: SORT_LABELS.location,
            sort: sortOf("location"),
            cell: (row) => row.port.location.name,
          },
          { header: "Speed", cell: (row) => formatBandwidth(row.port.speed_mbps) },
          {
            header: SORT_LABELS.utilisation,
            sort: sortOf("utilisation"),
            cell: (row) => (
              <>
                {row.series ? percentText(row.utilisation) : row.failed ? "Not available" : "…"}
                {isHot(row) ? <strong> Over threshold</strong> : null}
              </>
            ),
          },
          {
            header: SORT_LABELS.growth,
            sort: sortOf("growth"),
            cell: (row) => (row.series ? growthText(row.growth) : "–"),
          },
          {
            header: "Traffic",
            cell: (row) => (row.series ? <Sparkline series={row.series} /> : null),
          },
        ]}
      />
    </>
  );
}
