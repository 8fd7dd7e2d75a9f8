import "../private/harness/dom-stubs.ts";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { setPortalClock } from "../../../src/core/clock.ts";
import { borrowRealServer } from "../../adapters/harness/api-server.ts";
import { stopPortals } from "../../adapters/harness/portal-harness.tsx";
import { testClock, testNow } from "../../harness/test-clock.ts";
import {
  accessOf,
  callApi,
  preloadSupportRoutes,
  renderSupportAt,
  SERVER_WAIT,
} from "../support-desk/support-desk-harness.tsx";

// jsdom has no canvas: the uPlot canvas stands in as a list of its lines.
vi.mock("../../../src/ui/features/monitoring/charts/uplot-canvas.tsx", () => ({
  default: (props: { lines: Array<{ label: string; values: Array<number | null> }> }) => (
    <div data-testid="chart-canvas">
      {props.lines.map((line) => (
        <span key={line.label}>{`${line.label}: ${line.values.length} points`}</span>
      ))}
    </div>
  ),
}));

// /services/network/:id shows the same metrics panel as a service's Metrics tab, reading
// GET /network-services/{id}/metrics of the real API server.
const server = borrowRealServer({ at: "/support" });

beforeAll(preloadSupportRoutes, 60_000);
beforeEach(() => localStorage.clear());
afterEach(() => {
  stopPortals();
  cleanup();
});

describe("a network service's traffic", () => {
  it("charts the network service's metrics on its page", async () => {
    const token = await accessOf(server, "viewer@acme.test");
    const networks = await callApi<{ results: { id: string; name: string }[] }>(
      server,
      token,
      "/network-services?offset=0&limit=1",
    );
    const first = networks.results[0];
    if (first === undefined) throw new Error("Acme has no network service");
    // The same minute the chart's 24 h preset ends with: the server's points for the day. The
    // portal's clock stands still at that instant for the test, or a sample taken between this
    // call and the chart's (one every 5 minutes) would add a point to the chart's day only.
    const now = testNow();
    setPortalClock({ now: () => new Date(now) });
    onTestFinished(() => setPortalClock(testClock));
    const end = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const start = new Date(end.getTime() - 86_400_000);
    const expected = await callApi<{ points: unknown[]; series: string }>(
      server,
      token,
      `/network-services/${first.id}/metrics?start=${start.toISOString()}&end=${end.toISOString()}`,
    );
    expect(expected.series).toBe(`network-service:${first.id}`);

    await renderSupportAt(server, "viewer@acme.test", `/services/network/${first.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: first.name })).toBeTruthy();
    // The panel shows "Loading the chart…" until the chart's chunk is in, then the chart.
    const canvas = await screen.findByTestId("chart-canvas", {}, SERVER_WAIT);
    const chart = screen.getByRole("region", { name: "Traffic" });
    expect(chart.contains(canvas)).toBe(true);
    expect(within(canvas).getByText(`In: ${expected.points.length} points`)).toBeTruthy();
    expect(within(canvas).getByText(`Out: ${expected.points.length} points`)).toBeTruthy();
    expect(within(chart).getByText("95th percentile in")).toBeTruthy();
    expect(within(chart).getByRole("button", { name: "Export CSV" })).toBeTruthy();
  }, 60_000);
});
