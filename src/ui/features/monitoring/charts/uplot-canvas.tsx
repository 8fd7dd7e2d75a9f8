import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatChartMoment, formatChartTicks } from "../../../../core/format/chart-time.ts";
import { CHART_DRAW_MEASURE, CHART_DRAW_START } from "./chart-draw-measure.ts";

/** One line of a chart: its label, colour, values (null: a gap) and dashed or not. */
export interface ChartLine {
  readonly label: string;
  readonly color: string;
  readonly values: ReadonlyArray<number | null>;
  readonly dash?: boolean;
}

export interface UplotCanvasProps {
  /** Seconds since the epoch, one per point. */
  readonly times: ReadonlyArray<number>;
  readonly lines: ReadonlyArray<ChartLine>;
  readonly formatValue: (value: number) => string;
  /** The index of the point under the pointer, or null when it leaves. */
  readonly onHover: (index: number | null) => void;
  readonly height?: number;
  /** The least top of the value axis when it starts at zero (a flat line of no traffic). */
  readonly leastTop?: number;
  /**
   * Whether the value axis starts at zero: true for a quantity that does (traffic, latency,
   * loss), false for one that does not (a light level in dBm); unset, it starts at zero when
   * no value is below it.
   */
  readonly fromZero?: boolean;
}

/**
 * The canvas itself: uPlot (about 20 kB gzip, draws tens of thousands of points on a canvas
 * in a few milliseconds), in the chart screens' chunk only. Built again when the data
 * changes; resized with its box.
 */
export default function UplotCanvas({
  times,
  lines,
  formatValue,
  onHover,
  height = 260,
  leastTop = 1,
  fromZero,
}: UplotCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const hover = useRef(onHover);
  hover.current = onHover;
  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    // The chart's render as `npm run bench:chart` measures it (budget: a 30-day series in
    // 100 ms at 4x CPU slowdown): from building the plot to the end of its first draw.
    performance.mark(CHART_DRAW_START);
    let drawn = false;
    const plot = new uPlot(
      {
        width: Math.max(320, element.clientWidth),
        height,
        legend: { show: true, live: true },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true },
          // Traffic starts at zero, so a bar's height compares with another's; a series with
          // values below zero (a signal level in dBm) keeps uPlot's own range.
          y: {
            range: (_, min, max) =>
              (fromZero ?? min >= 0)
                ? uPlot.rangeNum(0, Math.max(max, leastTop), 0.1, true)
                : uPlot.rangeNum(min, max, 0.1, true),
          },
        },
        // Times as the portal's text writes them (src/core), not uPlot's US "11/21".
        axes: [
          { values: (_, ticks) => formatChartTicks(ticks) },
          // Wide enough for "-10.00 dBm" and "1.5 Gbps" whole.
          { values: (_, ticks) => ticks.map((tick) => formatValue(tick)), size: 92 },
        ],
        series: [
          {
            value: (_: uPlot, seconds: number | null) =>
              seconds === null ? "–" : formatChartMoment(seconds),
          },
          ...lines.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: line.dash ? 1 : 1.5,
            ...(line.dash ? { dash: [6, 4] } : {}),
            value: (_: uPlot, value: number | null) => (value === null ? "–" : formatValue(value)),
            points: { show: false },
          })),
        ],
        hooks: {
          setCursor: [(chart) => hover.current(chart.cursor.idx ?? null)],
          draw: [
            (chart) => {
              // Where the value axis starts, for a reader of the page (the labels are pixels).
              element.dataset.valueFloor = String(chart.scales.y?.min ?? "");
              if (drawn) return;
              drawn = true;
              performance.measure(CHART_DRAW_MEASURE, {
                start: CHART_DRAW_START,
                detail: { points: times.length },
              });
            },
          ],
        },
      },
      [times as number[], ...lines.map((line) => line.values as (number | null)[])],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(320, element.clientWidth), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [times, lines, formatValue, height, leastTop, fromZero]);
  return <div ref={box} data-testid="chart-canvas" />;
}
