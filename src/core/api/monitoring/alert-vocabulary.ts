import { Schema } from "effect";

/**
 * The words of alert rules (issue 48): what a rule watches, how it compares, how serious a
 * breach is, and which kinds of service a rule may cover. One vocabulary for the server's
 * evaluator, its validation and the portal's dialog.
 */

/** The figures a rule may watch, each derived from a series' five-minute samples. */
export const ALERT_METRICS = [
  "utilisation_pct",
  "in_bps",
  "out_bps",
  "errors_per_s",
  "discards_per_s",
  "rx_dbm",
  "tx_dbm",
  "latency_ms",
  "jitter_ms",
  "loss_pct",
] as const;
export type AlertMetric = (typeof ALERT_METRICS)[number];
export const AlertMetric = Schema.Literals(ALERT_METRICS);

export const ALERT_METRIC_LABELS: Readonly<Record<AlertMetric, string>> = {
  utilisation_pct: "Utilisation (busier direction)",
  in_bps: "Traffic in",
  out_bps: "Traffic out",
  errors_per_s: "Errors per second",
  discards_per_s: "Discards per second",
  rx_dbm: "Receive light (weakest lane)",
  tx_dbm: "Transmit light (weakest lane)",
  latency_ms: "Latency (round trip)",
  jitter_ms: "Jitter",
  loss_pct: "Packet loss",
};

/** The unit a threshold of each metric is written in. */
export const ALERT_METRIC_UNITS: Readonly<Record<AlertMetric, string>> = {
  utilisation_pct: "%",
  in_bps: "Mbps",
  out_bps: "Mbps",
  errors_per_s: "/s",
  discards_per_s: "/s",
  rx_dbm: "dBm",
  tx_dbm: "dBm",
  latency_ms: "ms",
  jitter_ms: "ms",
  loss_pct: "%",
};

/** The range a threshold of each metric may take (a share is 0-100 %, light -40 to +10 dBm). */
export const ALERT_THRESHOLD_RANGES: Readonly<
  Record<AlertMetric, { readonly min: number; readonly max: number }>
> = {
  utilisation_pct: { min: 0, max: 100 },
  in_bps: { min: 0, max: 1_000_000 },
  out_bps: { min: 0, max: 1_000_000 },
  errors_per_s: { min: 0, max: 1_000_000 },
  discards_per_s: { min: 0, max: 1_000_000 },
  rx_dbm: { min: -40, max: 10 },
  tx_dbm: { min: -40, max: 10 },
  latency_ms: { min: 0, max: 10_000 },
  jitter_ms: { min: 0, max: 10_000 },
  loss_pct: { min: 0, max: 100 },
};

/** The kinds of service a rule may cover (a rule for a kind covers each such live service). */
export const ALERT_KINDS = ["port", "evpl", "cloud_connect"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const AlertKind = Schema.Literals(ALERT_KINDS);
export const ALERT_KIND_LABELS: Readonly<Record<AlertKind, string>> = {
  port: "Ports",
  evpl: "EVPLs",
  cloud_connect: "Cloud connects",
};

/**
 * What each kind measures: traffic and errors everywhere, light on (optical) ports, the path's
 * latency, jitter and loss on EVPLs and cloud connects (the series of issue 48).
 */
const TRAFFIC_METRICS: ReadonlyArray<AlertMetric> = [
  "utilisation_pct",
  "in_bps",
  "out_bps",
  "errors_per_s",
  "discards_per_s",
];
export const ALERT_METRICS_OF_KIND: Readonly<Record<AlertKind, ReadonlyArray<AlertMetric>>> = {
  port: [...TRAFFIC_METRICS, "rx_dbm", "tx_dbm"],
  evpl: [...TRAFFIC_METRICS, "latency_ms", "jitter_ms", "loss_pct"],
  cloud_connect: [...TRAFFIC_METRICS, "latency_ms", "jitter_ms", "loss_pct"],
};

export const ALERT_CONDITIONS = ["above", "below"] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];
export const AlertCondition = Schema.Literals(ALERT_CONDITIONS);
export const ALERT_CONDITION_LABELS: Readonly<Record<AlertCondition, string>> = {
  above: "Above",
  below: "Below",
};

export const ALERT_SEVERITIES = ["critical", "warning", "info"] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export const AlertSeverity = Schema.Literals(ALERT_SEVERITIES);
export const ALERT_SEVERITY_LABELS: Readonly<Record<AlertSeverity, string>> = {
  critical: "Critical",
  warning: "Warning",
  info: "Information",
};

export const ALERT_STATES = ["open", "resolved"] as const;
export type AlertState = (typeof ALERT_STATES)[number];
export const ALERT_STATE_LABELS: Readonly<Record<AlertState, string>> = {
  open: "Open",
  resolved: "Resolved",
};

/** A rule covers one service or every service of one kind. */
export const ALERT_SCOPES = ["service", "kind"] as const;
export type AlertScope = (typeof ALERT_SCOPES)[number];
export const AlertScope = Schema.Literals(ALERT_SCOPES);

/** A value of a metric for people: "72.4 %", "-7.31 dBm", "850 Mbps". */
export function alertValueText(metric: AlertMetric, value: number): string {
  const unit = ALERT_METRIC_UNITS[metric];
  const rounded = Math.round(value * 100) / 100;
  return unit === "%" ? `${rounded} %` : `${rounded} ${unit}`;
}

/** What a rule compares: "Utilisation (busier direction) above 60 %". */
export function alertThresholdText(rule: {
  readonly metric: AlertMetric;
  readonly condition: AlertCondition;
  readonly threshold: number;
}): string {
  return `${ALERT_METRIC_LABELS[rule.metric]} ${rule.condition} ${alertValueText(rule.metric, rule.threshold)}`;
}

/** A rule's condition for people: "Utilisation (busier direction) above 60 % for 15 min". */
export function alertConditionText(rule: {
  readonly metric: AlertMetric;
  readonly condition: AlertCondition;
  readonly threshold: number;
  readonly for_minutes: number;
}): string {
  return `${alertThresholdText(rule)} for ${rule.for_minutes} min`;
}
