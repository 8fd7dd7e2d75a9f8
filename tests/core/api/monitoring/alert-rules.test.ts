import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import {
  breaches,
  evaluateRule,
  metricValues,
  samplesNeeded,
} from "../../../../src/core/api/monitoring/alert-evaluation.ts";
import {
  ALERT_RULE_REFUSALS,
  AlertRuleRequest,
  alertRuleProblems,
  metricProblemForKind,
} from "../../../../src/core/api/monitoring/alert-rules.ts";
import {
  ALERT_METRICS,
  ALERT_METRICS_OF_KIND,
  alertConditionText,
  alertValueText,
} from "../../../../src/core/api/monitoring/alert-vocabulary.ts";

const MIN = 60_000;
const SAMPLE = 5 * MIN;
const above60 = {
  metric: "utilisation_pct",
  condition: "above",
  threshold: 60,
  for_minutes: 15,
} as const;
const times = (count: number) => Array.from({ length: count }, (_, index) => index * SAMPLE);

describe("alert evaluation", () => {
  it("fires once the condition held for N minutes, not before, from the run's first sample", () => {
    expect(samplesNeeded(above60)).toBe(3);
    // Two breaching samples: 10 minutes, not yet 15.
    expect(evaluateRule(above60, times(4), [50, 40, 70, 65], null, 20 * MIN)).toEqual({
      kind: "quiet",
    });
    // Three: it fires, started at the first of the run, peak the run's highest.
    expect(
      evaluateRule(above60, times(5), [50, 70, 80, 65, 10].slice(0, 4), null, 20 * MIN),
    ).toEqual({
      kind: "fire",
      started: SAMPLE,
      peak: 80,
    });
    // A breach broken by a quiet sample starts again.
    expect(evaluateRule(above60, times(5), [70, 80, 40, 70, 90], null, 25 * MIN).kind).toBe(
      "quiet",
    );
  });

  it("stays open while the latest sample breaches, raising its peak, and resolves keeping it", () => {
    const open = { started: SAMPLE, peak: 80 };
    expect(evaluateRule(above60, times(5), [50, 70, 80, 65, 95], open, 25 * MIN)).toEqual({
      kind: "stay",
      peak: 95,
    });
    expect(
      evaluateRule(above60, times(6), [50, 70, 80, 65, 95, 30], { ...open, peak: 95 }, 30 * MIN),
    ).toEqual({
      kind: "resolve",
      ended: 5 * SAMPLE,
      peak: 95,
    });
    // A sample before the alert began never raises its peak.
    expect(evaluateRule(above60, times(3), [99, 70, 61], { started: SAMPLE, peak: 70 }, 0)).toEqual(
      {
        kind: "stay",
        peak: 70,
      },
    );
  });

  it("compares below with the lowest as the peak, and resolves when the service has no samples", () => {
    const weakLight = {
      metric: "rx_dbm",
      condition: "below",
      threshold: -10,
      for_minutes: 5,
    } as const;
    expect(breaches(weakLight, -12)).toBe(true);
    expect(breaches(weakLight, -10)).toBe(false);
    expect(evaluateRule(weakLight, times(2), [-9, -12], null, 0)).toEqual({
      kind: "fire",
      started: SAMPLE,
      peak: -12,
    });
    expect(evaluateRule(weakLight, [], [], { started: 0, peak: -14 }, 42)).toEqual({
      kind: "resolve",
      ended: 42,
      peak: -14,
    });
    expect(evaluateRule(weakLight, [], [], null, 42)).toEqual({ kind: "quiet" });
  });

  it("derives each metric from the samples in its threshold's unit", () => {
    const samples = {
      times: [0, SAMPLE],
      values: {
        in_bps: [600e6, 100e6],
        out_bps: [200e6, 800e6],
        in_errors: [300, 0],
        out_errors: [300, 60],
        in_discards: [0, 0],
        out_discards: [30, 0],
        rx_dbm_1: [-5, -6],
        rx_dbm_2: [-7, -4],
        tx_dbm_1: [-1, -1],
        loss_pct: [0, 2.5],
      },
    };
    expect(metricValues("utilisation_pct", samples, 1e9)).toEqual([60, 80]);
    expect(metricValues("utilisation_pct", samples, 0)).toBeNull();
    expect(metricValues("in_bps", samples, 1e9)).toEqual([600, 100]);
    expect(metricValues("errors_per_s", samples, 1e9)).toEqual([2, 0.2]);
    expect(metricValues("discards_per_s", samples, 1e9)).toEqual([0.1, 0]);
    expect(metricValues("rx_dbm", samples, 1e9)).toEqual([-7, -6]);
    expect(metricValues("tx_dbm", samples, 1e9)).toEqual([-1, -1]);
    expect(metricValues("loss_pct", samples, 1e9)).toEqual([0, 2.5]);
    // A port measures no latency; copper has no light.
    expect(metricValues("latency_ms", samples, 1e9)).toBeNull();
    expect(metricValues("rx_dbm", { times: [], values: { in_bps: [] } }, 1e9)).toBeNull();
    expect(metricValues("errors_per_s", { times: [], values: {} }, 1e9)).toBeNull();
    expect(metricValues("discards_per_s", { times: [], values: {} }, 1e9)).toBeNull();
  });
});

describe("alert rule requests", () => {
  const decode = Schema.decodeUnknownExit(AlertRuleRequest);
  const valid = {
    name: " Busy port ",
    scope: "kind",
    kind: "port",
    metric: "utilisation_pct",
    condition: "above",
    threshold: 60,
    for_minutes: 15,
    severity: "warning",
    contacts: ["1"],
    enabled: true,
  };
  it("accepts a whole rule and trims its name", () => {
    const exit = decode(valid);
    expect(exit._tag).toBe("Success");
    if (exit._tag === "Success") expect(exit.value.name).toBe("Busy port");
  });
  it("refuses minutes off the five-minute samples, an empty name, an unknown metric", () => {
    for (const bad of [
      { ...valid, for_minutes: 7 },
      { ...valid, for_minutes: 0 },
      { ...valid, for_minutes: 1445 },
      { ...valid, name: "  " },
      { ...valid, metric: "temperature" },
      { ...valid, threshold: "sixty" },
    ]) {
      expect(decode(bad)._tag).toBe("Failure");
    }
  });
  it("names the field of a missing target, an out-of-range threshold and a metric the kind lacks", () => {
    expect(
      alertRuleProblems({ scope: "service", service: "", metric: "loss_pct", threshold: 1 }),
    ).toEqual({
      service: [ALERT_RULE_REFUSALS.noService],
    });
    expect(
      alertRuleProblems({ scope: "kind", kind: "", metric: "loss_pct", threshold: 1 }),
    ).toEqual({
      kind: [ALERT_RULE_REFUSALS.noKind],
    });
    expect(
      alertRuleProblems({ scope: "kind", kind: "evpl", metric: "utilisation_pct", threshold: 120 }),
    ).toEqual({ threshold: ["Enter a number from 0 to 100."] });
    expect(
      alertRuleProblems({ scope: "kind", kind: "evpl", metric: "rx_dbm", threshold: -12 }),
    ).toEqual({
      metric: ["EVPLs do not measure receive light (weakest lane)."],
    });
    expect(
      alertRuleProblems({
        scope: "service",
        service: "SVC-10001",
        metric: "rx_dbm",
        threshold: -12,
      }),
    ).toBeNull();
    expect(metricProblemForKind("latency_ms", "cloud_connect")).toBeNull();
  });
  it("words values and conditions for people, and every metric belongs to some kind", () => {
    expect(alertValueText("utilisation_pct", 72.456)).toBe("72.46 %");
    expect(alertValueText("rx_dbm", -7.3)).toBe("-7.3 dBm");
    expect(alertConditionText(above60)).toBe(
      "Utilisation (busier direction) above 60 % for 15 min",
    );
    const covered = new Set(Object.values(ALERT_METRICS_OF_KIND).flat());
    expect(ALERT_METRICS.every((metric) => covered.has(metric))).toBe(true);
  });
});
