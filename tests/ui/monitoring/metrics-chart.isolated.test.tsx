import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  METRICS_MESSAGES,
  type MetricsSeries,
  presetQuery,
} from "../../../src/core/api/monitoring/index.ts";
import {
  type ChartRange,
  chartLines,
  MetricsChartView,
} from "../../../src/ui/features/monitoring/charts/metrics-chart.tsx";

// jsdom has no canvas: the uPlot canvas stands in as a list of its lines, and lets the
// test point at a point as the pointer would.
vi.mock("../../../src/ui/features/monitoring/charts/uplot-canvas.tsx", () => ({
  default: (props: {
    times: number[];
    lines: Array<{ label: string; values: Array<number | null> }>;
    onHover: (index: number | null) => void;
  }) => (
    <div data-testid="chart-canvas">
      {props.lines.map((line) => (
        <span key={line.label}>{`${line.label}: ${line.values.length} points`}</span>
      ))}
      <button type="button" onClick={() => props.onHover(1)}>
        hover second point
      </button>
    </div>
  ),
}));

afterEach(cleanup);

const NOW = Date.parse("2026-11-26T12:00:00Z");
const series: MetricsSeries = {
  series: "service:SVC-10001",
  start: "2026-11-26T11:50:00Z",
  end: "2026-11-26T12:00:00Z",
  resolution_seconds: 300,
  step_seconds: 300,
  capacity_bps: 10e9,
  points: [
    {
      time: "2026-11-26T11:50:00Z",
      in_bps: 1e9,
      out_bps: 5e8,
      in_errors: 0,
      out_errors: 0,
      in_discards: 0,
      out_discards: 0,
    },
    {
      time: "2026-11-26T11:55:00Z",
      in_bps: 2.5e9,
      out_bps: 7.5e8,
      in_errors: 1,
      out_errors: 0,
      in_discards: 0,
      out_discards: 0,
    },
  ],
  summary: {
    percentile_95: { in_bps: 2.5e9, out_bps: 7.5e8 },
    peak: { in_bps: 2.5e9, out_bps: 7.5e8 },
    average: { in_bps: 1.75e9, out_bps: 6.25e8 },
  },
};

function Harness(props: {
  readonly onRange: (range: ChartRange) => void;
  readonly error?: string | null;
  readonly series?: MetricsSeries;
}) {
  const [range, setRange] = useState<ChartRange>({ preset: "24h", query: presetQuery("24h", NOW) });
  return (
    <MetricsChartView
      title="Traffic"
      kind="traffic"
      range={range}
      onRange={(next) => {
        setRange(next);
        props.onRange(next);
      }}
      series={props.series}
      isPending={false}
      error={props.error ?? null}
      fileName="SVC-10001-traffic.csv"
      now={() => NOW}
    />
  );
}

describe("the metrics chart", () => {
  it("draws in, out and the 95th percentile with the range's figures", async () => {
    render(<Harness onRange={() => {}} series={series} />);
    const canvas = await screen.findByTestId("chart-canvas");
    expect(within(canvas).getByText("In: 2 points")).toBeTruthy();
    expect(within(canvas).getByText("Out: 2 points")).toBeTruthy();
    expect(within(canvas).getByText("95th percentile (in): 2 points")).toBeTruthy();
    expect(screen.getByText("95th percentile in").nextSibling?.textContent).toBe("2.5 Gbps");
    expect(chartLines(series, "traffic")[2]?.values).toEqual([2.5e9, 2.5e9]);
  });

  it("shows the values of the point under the pointer", async () => {
    render(<Harness onRange={() => {}} series={series} />);
    fireEvent.click(await screen.findByText("hover second point"));
    expect(screen.getByTestId("chart-readout").textContent).toBe(
      "2026-11-26 11:55:00 UTC: In 2.5 Gbps, Out 750 Mbps, 95th percentile (in) 2.5 Gbps",
    );
  });

  it("asks for a preset range ending now", () => {
    const onRange = vi.fn();
    render(<Harness onRange={onRange} series={series} />);
    fireEvent.click(screen.getByRole("button", { name: "7 d" }));
    expect(onRange).toHaveBeenCalledWith({
      preset: "7d",
      query: { start: "2026-11-19T12:00:00Z", end: "2026-11-26T12:00:00Z" },
    });
    expect(screen.getByRole("button", { name: "7 d" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("refuses a custom range ending before it starts, without asking the server", () => {
    const onRange = vi.fn();
    render(<Harness onRange={onRange} series={series} />);
    fireEvent.click(screen.getByRole("button", { name: "Custom" }));
    const form = screen.getByRole("form", { name: "Custom range" });
    fireEvent.change(within(form).getByLabelText("From (UTC)"), {
      target: { value: "2026-11-20T10:00" },
    });
    fireEvent.change(within(form).getByLabelText("To (UTC)"), {
      target: { value: "2026-11-20T09:00" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Show" }));
    expect(within(form).getByRole("alert").textContent).toBe(METRICS_MESSAGES.endBeforeStart);
    expect(onRange).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText("To (UTC)"), {
      target: { value: "2026-11-21T09:00" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Show" }));
    expect(onRange).toHaveBeenCalledWith({
      preset: "custom",
      query: { start: "2026-11-20T10:00:00Z", end: "2026-11-21T09:00:00Z" },
    });
  });

  it("shows a refusal and keeps the last good series", async () => {
    render(
      <Harness onRange={() => {}} series={series} error="The range may span at most 90 days." />,
    );
    expect(screen.getByRole("alert").textContent).toContain("The range may span at most 90 days.");
    expect(await screen.findByTestId("chart-canvas")).toBeTruthy();
  });

  it("exports exactly the points shown as CSV", async () => {
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:chart";
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    render(<Harness onRange={() => {}} series={series} />);
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(clicked).toEqual(["SVC-10001-traffic.csv"]);
    const text = await blobs[0]?.text();
    expect(text?.split("\r\n")).toEqual([
      "time,in_bps,out_bps,in_errors,out_errors,in_discards,out_discards",
      "2026-11-26T11:50:00Z,1000000000,500000000,0,0,0,0",
      "2026-11-26T11:55:00Z,2500000000,750000000,1,0,0,0",
      "",
    ]);
    click.mockRestore();
  });

  it("offers no export before there is a series", () => {
    render(<Harness onRange={() => {}} />);
    expect((screen.getByRole("button", { name: "Export CSV" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("switches an EVPL's chart to its loss, with its 95th percentile and change", async () => {
    const path = (loss: number) => ({ latency_ms: 5.2, jitter_ms: 0.1, loss_pct: loss });
    const evpl: MetricsSeries = {
      ...series,
      series: "service:SVC-10003",
      points: series.points.map((point, index) => ({ ...point, ...path(index === 1 ? 2.4 : 0) })),
      summary: {
        ...series.summary,
        measures: {
          latency_ms: { low: 5.2, peak: 5.2, average: 5.2, percentile_95: 5.2 },
          jitter_ms: { low: 0.1, peak: 0.1, average: 0.1, percentile_95: 0.1 },
          loss_pct: { low: 0, peak: 2.4, average: 1.2, percentile_95: 2.4 },
        },
      },
      previous: {
        ...series.summary,
        measures: { loss_pct: { low: 0, peak: 1, average: 0.8, percentile_95: 1 } },
      },
    };
    render(<Harness onRange={() => {}} series={evpl} />);
    const metric = screen.getByRole("group", { name: "Metric" });
    expect(within(metric).queryByRole("button", { name: "Light levels" })).toBeNull();
    fireEvent.click(within(metric).getByRole("button", { name: "Loss" }));
    const canvas = await screen.findByTestId("chart-canvas");
    expect(within(canvas).getByText("Loss: 2 points")).toBeTruthy();
    expect(within(canvas).getByText("95th percentile: 2 points")).toBeTruthy();
    expect(screen.getByText("Peak").nextSibling?.textContent).toBe("2.40 %");
    expect(screen.getByText("Change from the range before").nextSibling?.textContent).toBe(
      "+50.0 %",
    );
    fireEvent.click(await screen.findByText("hover second point"));
    expect(screen.getByTestId("chart-readout").textContent).toBe(
      "2026-11-26 11:55:00 UTC: Loss 2.40 %, 95th percentile 2.40 %",
    );
  });
});
