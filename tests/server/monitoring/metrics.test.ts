import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTAGE_LIST } from "../../../src/core/api/events/event-list-query.ts";
import { METRICS_MESSAGES, MetricsSeries } from "../../../src/core/api/monitoring/index.ts";
import {
  NETWORK_SERVICE_LIST,
  NetworkServiceDetail,
} from "../../../src/core/api/services/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

let server: TestServer;
const { read, get } = supportCalls(() => server);
const HOUR = 3600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const iso = (ms: number) => new Date(ms).toISOString();
const now = () => server.ctx.now().getTime();
const metrics = (url: string, start: number, end: number, extra = "") =>
  read(MetricsSeries, "admin@acme.test", `${url}?start=${iso(start)}&end=${iso(end)}${extra}`);

/**
 * Outage 61 of the London port SVC-10001: twenty days before the seed for 45 minutes
 * (seed/events-outages.ts). Its start is read back rather than computed from now(): the seeded
 * snapshot is made once per run, and this file may run minutes after it.
 */
async function londonOutageStart(): Promise<number> {
  const outages = await read(
    OUTAGE_LIST.response,
    "admin@acme.test",
    `/outages?search=${encodeURIComponent("Port flaps on LON1-LD8")}`,
  );
  expect(outages.results).toHaveLength(1);
  return Date.parse(outages.results[0]?.started_at ?? "");
}

/** The points well inside the outage's 45 minutes. */
const duringOutage = (series: MetricsSeries, started: number) =>
  series.points.filter((point) => {
    const at = Date.parse(point.time);
    return at >= started + 10 * 60_000 && at < started + 40 * 60_000;
  });

describe("GET /services/{id}/metrics", () => {
  it("answers the last day in five-minute samples with the 95th percentile computed by hand", async () => {
    const series = await read(MetricsSeries, "admin@acme.test", "/services/SVC-10001/metrics");
    expect(series.resolution_seconds).toBe(300);
    expect(series.step_seconds).toBe(300);
    expect(series.capacity_bps).toBe(10_000e6);
    expect(series.points.length).toBeGreaterThanOrEqual(287);
    expect(series.points.length).toBeLessThanOrEqual(289);
    // Hand computation: sort ascending, drop the top 5 %, take the highest left.
    const ins = series.points.map((point) => point.in_bps).sort((a, b) => a - b);
    const rank = Math.ceil(0.95 * ins.length);
    expect(series.summary.percentile_95.in_bps).toBe(ins[rank - 1]);
    expect(series.summary.peak.in_bps).toBe(ins[ins.length - 1]);
    expect(series.summary.percentile_95.in_bps).toBeLessThanOrEqual(series.summary.peak.in_bps);
    // Traffic has a daily shape: the busiest hour is well above the quietest.
    expect(Math.max(...ins)).toBeGreaterThan(Math.min(...ins) * 1.5);
  });

  it("is the same series on every call (deterministic, nothing stored)", async () => {
    const end = Math.floor(now() / HOUR) * HOUR;
    const first = await metrics("/services/SVC-10001/metrics", end - 2 * DAY, end);
    const second = await metrics("/services/SVC-10001/metrics", end - 2 * DAY, end);
    expect(second).toEqual(first);
    const other = await metrics("/services/SVC-10003/metrics", end - 2 * DAY, end);
    expect(other.points.map((p) => p.in_bps)).not.toEqual(first.points.map((p) => p.in_bps));
  });

  it("rolls 30 days up to hours, at most 1,000 points, keeping the peak of the samples", async () => {
    const end = now();
    const series = await metrics("/services/SVC-10001/metrics", end - 30 * DAY, end);
    expect(series.resolution_seconds).toBe(3600);
    expect(series.points.length).toBeLessThanOrEqual(1000);
    expect(series.points.length).toBeGreaterThan(700);
    const pointPeak = Math.max(...series.points.map((point) => point.in_bps));
    expect(pointPeak).toBe(series.summary.peak.in_bps);
  });

  it("downsamples 90 days to at most 1,000 points and widens to the step asked", async () => {
    const end = now();
    const long = await metrics("/services/SVC-10001/metrics", end - 90 * DAY, end);
    expect(long.points.length).toBeLessThanOrEqual(1000);
    expect(Math.max(...long.points.map((p) => p.in_bps))).toBe(long.summary.peak.in_bps);
    const daily = await metrics("/services/SVC-10001/metrics", end - 7 * DAY, end, "&step=86400");
    expect(daily.resolution_seconds).toBe(86_400);
    expect(daily.points.length).toBeLessThanOrEqual(8);
    const hourly = await metrics("/services/SVC-10001/metrics", end - DAY, end, "&step=3600");
    expect(hourly.step_seconds).toBe(3600);
    expect(hourly.points.length).toBeLessThanOrEqual(25);
  });

  it("shows the outage of the London port as a drop to nothing", async () => {
    const started = await londonOutageStart();
    const series = await metrics(
      "/services/SVC-10001/metrics",
      started - 2 * HOUR,
      started + 6 * HOUR,
    );
    const during = duringOutage(series, started);
    expect(during.length).toBe(6);
    expect(during.every((point) => point.in_bps === 0 && point.out_bps === 0)).toBe(true);
    expect(during.every((point) => point.in_errors > 0)).toBe(true);
    const before = series.points.filter((point) => Date.parse(point.time) < started - HOUR);
    expect(before.every((point) => point.in_bps > 0)).toBe(true);
  });

  it("compares with the range before when asked", async () => {
    const end = now();
    const series = await metrics(
      "/services/SVC-10001/metrics",
      end - 7 * DAY,
      end,
      "&compare=previous",
    );
    expect(series.previous?.average.in_bps).toBeGreaterThan(0);
    const plain = await metrics("/services/SVC-10001/metrics", end - 7 * DAY, end);
    expect(plain.previous).toBeUndefined();
  });

  it("answers bad ranges with the field's message", async () => {
    const end = now();
    const bad = async (query: string) => {
      const response = await get("admin@acme.test", `/services/SVC-10001/metrics?${query}`);
      expect(response.statusCode, query).toBe(400);
      return response.json();
    };
    expect(await bad(`start=${iso(end)}&end=${iso(end - HOUR)}`)).toEqual({
      end: [METRICS_MESSAGES.endBeforeStart],
    });
    expect(await bad(`start=${iso(end - 91 * DAY)}&end=${iso(end)}`)).toEqual({
      end: [METRICS_MESSAGES.tooLong],
    });
    expect(await bad("step=60")).toEqual({ step: [METRICS_MESSAGES.stepTooSmall] });
    expect(Object.keys(await bad("start=yesterday"))).toContain("start");
  });

  it("has no traffic for a service that is not live yet, and 404 for another company's", async () => {
    // SVC-10002 is still being provisioned.
    const pending = await read(MetricsSeries, "admin@acme.test", "/services/SVC-10002/metrics");
    expect(pending.summary.peak).toEqual({ in_bps: 0, out_bps: 0 });
    expect((await get("admin@globex.test", "/services/SVC-10001/metrics")).statusCode).toBe(404);
    expect((await get("admin@acme.test", "/services/SVC-20001/metrics")).statusCode).toBe(404);
    expect((await get("admin@acme.test", "/services/SVC-99999/metrics")).statusCode).toBe(404);
  });
});

describe("GET /network-services/{id}/metrics", () => {
  it("answers the company's network service and 404 for another's", async () => {
    const list = await read(NETWORK_SERVICE_LIST.response, "admin@acme.test", "/network-services");
    const id = list.results[0]?.id ?? "";
    const series = await read(MetricsSeries, "admin@acme.test", `/network-services/${id}/metrics`);
    expect(series.series).toBe(`network-service:${id}`);
    expect(series.points.length).toBeGreaterThan(0);
    expect((await get("admin@globex.test", `/network-services/${id}/metrics`)).statusCode).toBe(
      404,
    );
    expect((await get("admin@acme.test", "/network-services/abc/metrics")).statusCode).toBe(404);
  });

  it("shows a member's outage as a drop of the network service", async () => {
    const started = await londonOutageStart();
    const list = await read(
      NETWORK_SERVICE_LIST.response,
      "admin@acme.test",
      "/network-services?limit=100",
    );
    const details = await Promise.all(
      list.results.map((network) =>
        read(NetworkServiceDetail, "admin@acme.test", `/network-services/${network.id}`),
      ),
    );
    const withPort = details.find((network) =>
      network.members.some((member) => member.id === "SVC-10001"),
    );
    expect(withPort).toBeDefined();
    const series = await metrics(
      `/network-services/${withPort?.id}/metrics`,
      started - 2 * HOUR,
      started + 6 * HOUR,
    );
    const during = duringOutage(series, started);
    expect(during.length).toBe(6);
    expect(during.every((point) => point.in_bps === 0)).toBe(true);
  });
});
