import type { SeriesSpec } from "../../../server/src/modules/monitoring/telemetry-source.ts";

/** A live 10 Gbps traffic series for the tests that call the telemetry code directly. */
export const trafficSpec = (key: string, down: SeriesSpec["down"] = []): SeriesSpec => ({
  key,
  capacityBps: 10e9,
  radio: null,
  live: true,
  down,
});
