import { useCallback, useMemo, useRef, useState } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { grid, wrap } from "#styled-system/patterns/index.js";
import { panel, text } from "#styled-system/recipes/index.js";
import {
  type MetricsSubject,
  useMetrics,
} from "../../../../adapters/resources/monitoring/metrics.ts";
import { growthText } from "../../../../core/api/monitoring/chart-range.ts";
import {
  customQuery,
  type MetricsQuery,
  type MetricsSeries,
  metricsCsv,
  metricsRangeProblems,
  presetQuery,
  RANGE_PRESET_LABELS,
  RANGE_PRESETS,
  type RangePreset,
} from "../../../../core/api/monitoring/index.ts";
import {
  formatMeasure,
  METRIC_VIEW_LABELS,
  type MetricView,
  VIEW_UNITS,
  viewGrowth,
  viewLines,
  viewPercentile,
  viewStartsAtZero,
  viewsOf,
  viewThresholds,
} from "../../../../core/api/monitoring/metric-views.ts";
import { portalNow } from "../../../../core/clock.ts";
import { formatBandwidth } from "../../../../core/format/bandwidth.ts";
import { Button } from "../../../components/button.tsx";
import { PressedChoices } from "../shared/pressed-choices.tsx";
import UplotCanvas, { type ChartLine } from "./uplot-canvas.tsx";

/** What a chart draws: traffic in and out with the 95th percentile, or a radio's signal and SNR. */
export type ChartKind = "traffic" | "radio";

export interface ChartRange {
  readonly preset: RangePreset | "custom";
  readonly query: MetricsQuery;
}

const COLORS = { in: "#2563eb", out: "#16a34a", p95: "#dc2626", snr: "#9333ea" } as const;
/** One colour per line of a view (up to four lanes each way), then the limit lines'. */
const PALETTE = [
  "#2563eb",
  "#16a34a",
  "#d97706",
  "#9333ea",
  "#0891b2",
  "#65a30d",
  "#c2410c",
  "#7c3aed",
] as const;
const LIMIT_COLORS = ["#ca8a04", "#dc2626"] as const;

const formatBps = (bps: number) => formatBandwidth(bps / 1e6);
const formatDb = (value: number) => value.toFixed(1);

/** How a view's values read: bandwidth, or the view's unit (ms, %, dBm, per second). */
function formatterOf(kind: ChartKind, view: MetricView): (value: number) => string {
  if (kind === "radio") return formatDb;
  const unit = VIEW_UNITS[view];
  return unit === "bps" ? formatBps : (value: number) => formatMeasure(unit, value);
}

/** The lines of a series as the chart draws them. */
export function chartLines(
  series: MetricsSeries,
  kind: ChartKind,
  view: MetricView = "traffic",
): ChartLine[] {
  const { points } = series;
  if (kind === "traffic" && view !== "traffic") {
    const lines: ChartLine[] = viewLines(view, series).map((line, index) => ({
      label: line.label,
      color: PALETTE[index % PALETTE.length] as string,
      values: points.map((point) => {
        const value = point[line.field];
        return value === undefined ? null : value * line.scale;
      }),
    }));
    const p95 = viewPercentile(view, series);
    if (p95 !== undefined)
      lines.push({
        label: "95th percentile",
        color: COLORS.p95,
        dash: true,
        values: points.map(() => p95),
      });
    viewThresholds(view, series).forEach((limit, index) => {
      lines.push({
        label: limit.label,
        color: LIMIT_COLORS[index % LIMIT_COLORS.length] as string,
        dash: true,
        values: points.map(() => limit.value),
      });
    });
    return lines;
  }
  if (kind === "radio") {
    return [
      {
        label: "Signal (dBm)",
        color: COLORS.in,
        values: points.map((p) => p.rx_level_dbm ?? null),
      },
      { label: "SNR (dB)", color: COLORS.snr, values: points.map((p) => p.snr_db ?? null) },
    ];
  }
  return [
    { label: "In", color: COLORS.in, values: points.map((p) => p.in_bps) },
    { label: "Out", color: COLORS.out, values: points.map((p) => p.out_bps) },
    {
      label: "95th percentile (in)",
      color: COLORS.p95,
      dash: true,
      values: points.map(() => series.summary.percentile_95.in_bps),
    },
  ];
}

/** "2026-11-26T12:00" (an input's UTC value) as ms, or NaN. */
/** One end of a custom range: a date and time typed in UTC, as the API's times are. */
function UtcMomentField({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <label className={cx(text({ size: "sm" }), grid({ gap: "1" }))}>
      {label}
      <input
        type="datetime-local"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

const fromInput = (value: string) => Date.parse(`${value}:00Z`);
const toInput = (iso: string | undefined) => (iso ?? "").slice(0, 16);

export interface MetricsChartViewProps {
  readonly title: string;
  readonly kind: ChartKind;
  readonly range: ChartRange;
  readonly onRange: (range: ChartRange) => void;
  /** The last series the server answered for a good range (kept while a new one loads or fails). */
  readonly series: MetricsSeries | undefined;
  readonly isPending: boolean;
  readonly error: string | null;
  readonly fileName: string;
  readonly now?: () => number;
}

/**
 * A chart with its range picker (1 h, 24 h, 7 d, 30 d, custom in UTC), the 95th percentile,
 * the values under the pointer and a CSV of exactly what is drawn. A refused range shows the
 * reason and the chart keeps the last good one.
 */
export function MetricsChartView({
  title,
  kind,
  range,
  onRange,
  series,
  isPending,
  error,
  fileName,
  now = Date.now,
}: MetricsChartViewProps) {
  const [customOpen, setCustomOpen] = useState(range.preset === "custom");
  const [from, setFrom] = useState(toInput(range.query.start));
  const [to, setTo] = useState(toInput(range.query.end));
  const [customError, setCustomError] = useState<string | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [chosen, setView] = useState<MetricView>("traffic");
  const views = useMemo(() => (series ? viewsOf(series) : (["traffic"] as MetricView[])), [series]);
  // A view the series lacks (another range of another kind) falls back to traffic.
  const view = kind === "traffic" && views.includes(chosen) ? chosen : "traffic";
  const lines = useMemo(() => (series ? chartLines(series, kind, view) : []), [series, kind, view]);
  const times = useMemo(
    () => (series ? series.points.map((point) => Date.parse(point.time) / 1000) : []),
    [series],
  );
  const format = useMemo(() => formatterOf(kind, view), [kind, view]);
  const onHover = useCallback((index: number | null) => setHovered(index), []);
  const point = hovered === null ? undefined : series?.points[hovered];

  const applyCustom = () => {
    const start = fromInput(from);
    const end = fromInput(to);
    if (!Number.isFinite(start) || !Number.isFinite(end)) {
      setCustomError("Enter both times.");
      return;
    }
    const problems = metricsRangeProblems({ start, end, stepSeconds: undefined });
    const message = problems ? Object.values(problems)[0]?.[0] : undefined;
    if (message) {
      setCustomError(message);
      return;
    }
    setCustomError(null);
    onRange({ preset: "custom", query: customQuery(start, end) });
  };

  const download = () => {
    if (!series) return;
    const url = URL.createObjectURL(new Blob([metricsCsv(series)], { type: "text/csv" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section aria-label={title} className={panel({ padding: "md" })}>
      <div
        className={wrap({
          gap: "2",
          align: "center",
          mb: "3",
        })}
      >
        <h2 className={cx(text({ weight: "semibold" }), css({ flex: "1" }))}>{title}</h2>
        <PressedChoices
          legend="Range"
          choices={RANGE_PRESETS}
          labels={RANGE_PRESET_LABELS}
          chosen={range.preset}
          onChoose={(preset) => {
            setCustomOpen(false);
            setCustomError(null);
            onRange({ preset, query: presetQuery(preset, now()) });
          }}
        >
          <Button
            size="sm"
            variant={range.preset === "custom" ? "primary" : "outline"}
            aria-pressed={range.preset === "custom"}
            aria-expanded={customOpen}
            onClick={() => setCustomOpen((open) => !open)}
          >
            {RANGE_PRESET_LABELS.custom}
          </Button>
        </PressedChoices>
        <Button size="sm" variant="ghost" onClick={download} disabled={!series}>
          Export CSV
        </Button>
      </div>
      {kind === "traffic" && views.length > 1 ? (
        <PressedChoices
          legend="Metric"
          choices={views}
          labels={METRIC_VIEW_LABELS}
          chosen={view}
          onChoose={setView}
          className={css({ mb: "3" })}
        />
      ) : null}
      {customOpen ? (
        <form
          aria-label="Custom range"
          className={wrap({
            gap: "3",
            align: "end",
            mb: "3",
          })}
          onSubmit={(event) => {
            event.preventDefault();
            applyCustom();
          }}
        >
          <UtcMomentField label="From (UTC)" value={from} onChange={setFrom} />
          <UtcMomentField label="To (UTC)" value={to} onChange={setTo} />
          <Button size="sm" type="submit">
            Show
          </Button>
          {customError ? (
            <span role="alert" className={text({ tone: "danger", size: "sm" })}>
              {customError}
            </span>
          ) : null}
        </form>
      ) : null}
      {error ? (
        <p role="alert" className={cx(text({ tone: "danger" }), css({ mb: "2" }))}>
          {error} The chart still shows the last range that could be read.
        </p>
      ) : null}
      {series ? (
        <>
          <dl
            className={wrap({
              gap: "4",
              fontSize: "sm",
              mb: "2",
            })}
          >
            {kind === "traffic" && view !== "traffic" ? (
              <ViewFigures series={series} view={view} format={format} />
            ) : null}
            {kind === "traffic" && view === "traffic" ? (
              <>
                <Figure
                  label="95th percentile in"
                  value={formatBps(series.summary.percentile_95.in_bps)}
                />
                <Figure
                  label="95th percentile out"
                  value={formatBps(series.summary.percentile_95.out_bps)}
                />
                <Figure label="Peak in" value={formatBps(series.summary.peak.in_bps)} />
                <Figure label="Peak out" value={formatBps(series.summary.peak.out_bps)} />
                <Figure
                  label="Change from the range before"
                  value={growthText(viewGrowth("traffic", series))}
                />
              </>
            ) : null}
            <Figure label="Points" value={String(series.points.length)} />
            <Figure label="Each point" value={`${Math.round(series.step_seconds / 60)} min`} />
          </dl>
          <UplotCanvas
            times={times}
            lines={lines}
            formatValue={format}
            onHover={onHover}
            // No traffic at all still draws an axis of 0 to 1 Mbps, not of fractions of a bit.
            leastTop={kind === "radio" || view !== "traffic" ? 1 : 1e6}
            fromZero={kind === "radio" ? undefined : viewStartsAtZero(view)}
          />
          <p
            aria-live="polite"
            data-testid="chart-readout"
            className={cx(text({ size: "sm" }), css({ minH: "5" }))}
          >
            {point
              ? `${point.time.replace("T", " ").replace("Z", " UTC")}: ${lines
                  .map((line) => {
                    const value = line.values[hovered ?? 0];
                    return `${line.label} ${value === null || value === undefined ? "–" : format(value)}`;
                  })
                  .join(", ")}`
              : "Point at the chart to read its values."}
          </p>
        </>
      ) : isPending ? (
        <p>Loading the metrics…</p>
      ) : null}
    </section>
  );
}

/** The range's figures of a view other than traffic: 95th percentile, peak, mean, change. */
function ViewFigures({
  series,
  view,
  format,
}: {
  readonly series: MetricsSeries;
  readonly view: MetricView;
  readonly format: (value: number) => string;
}) {
  const field = viewLines(view, series)[0]?.field;
  const measure = field ? series.summary.measures?.[field] : undefined;
  const p95 = viewPercentile(view, series);
  const change = viewGrowth(view, series);
  if (view === "errors") return null;
  return (
    <>
      {p95 !== undefined ? <Figure label="95th percentile" value={format(p95)} /> : null}
      {measure ? (
        <>
          <Figure
            label={view === "light" ? "Lowest" : "Peak"}
            value={format(view === "light" ? measure.low : measure.peak)}
          />
          <Figure label="Average" value={format(measure.average)} />
        </>
      ) : null}
      <Figure
        label="Change from the range before"
        value={
          view === "light"
            ? change === null
              ? "–"
              : `${change >= 0 ? "+" : "−"}${Math.abs(change).toFixed(2)} dB`
            : growthText(change)
        }
      />
    </>
  );
}

function Figure({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <div>
      <dt className={text({ tone: "muted" })}>{label}</dt>
      <dd className={text({ weight: "semibold" })}>{value}</dd>
    </div>
  );
}

export interface MetricsChartProps {
  readonly subject: MetricsSubject;
  readonly title: string;
  readonly kind?: ChartKind;
  readonly initial?: RangePreset;
}

/** A chart of one subject's metrics, reading the server through the monitoring adapters. */
export function MetricsChart({
  subject,
  title,
  kind = "traffic",
  initial = "24h",
}: MetricsChartProps) {
  const [range, setRange] = useState<ChartRange>(() => ({
    preset: initial,
    query: presetQuery(initial, portalNow().getTime()),
  }));
  // With the range before, for each figure's change (growth) against it.
  const query = useMemo(() => ({ ...range.query, compare: "previous" as const }), [range.query]);
  const metrics = useMetrics(subject, query);
  const lastGood = useRef<MetricsSeries | undefined>(undefined);
  if (metrics.data !== undefined) lastGood.current = metrics.data;
  const start = (range.query.start ?? "").slice(0, 10);
  return (
    <MetricsChartView
      title={title}
      kind={kind}
      range={range}
      onRange={setRange}
      series={metrics.data ?? lastGood.current}
      isPending={metrics.isPending}
      error={metrics.error}
      fileName={`${subject.id}-${kind}-${start}.csv`}
    />
  );
}
