import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { IdFilter, oneOfFilter, SERVICE_FILTER, someOfFilter } from "../list-query.ts";
import { Id, IsoDateTime, NamedRef, NonEmptyString } from "../primitives.ts";
import {
  ALERT_SEVERITIES,
  ALERT_SEVERITY_LABELS,
  ALERT_STATE_LABELS,
  ALERT_STATES,
  AlertCondition,
  AlertMetric,
  AlertSeverity,
} from "./alert-vocabulary.ts";

/**
 * The alert history (issue 48): GET /alerts (ALERT_LIST), each alert a rule raised on one
 * service, from when its condition had held long enough to when it stopped, with the worst
 * value meanwhile. Reading needs view or write services.
 */
export const Alert = Schema.Struct({
  id: Id,
  /** The rule that raised it (its id null once the rule was removed; the name as it was). */
  rule: Schema.Struct({ id: Schema.NullOr(Id), name: NonEmptyString }),
  service: NamedRef,
  metric: AlertMetric,
  condition: AlertCondition,
  threshold: Schema.Number,
  severity: AlertSeverity,
  state: Schema.Literals(ALERT_STATES),
  /** When the condition began to hold (the first sample of the run that fired). */
  started: IsoDateTime,
  /** The first sample that no longer breached; null while open. */
  ended: Schema.NullOr(IsoDateTime),
  /** The worst value while open: the highest for "above", the lowest for "below". */
  peak: Schema.Number,
});
export type Alert = typeof Alert.Type;

/** GET /alerts, declared once: newest first; state, severity, service and rule filters; CSV. */
export const ALERT_LIST = defineList({
  resource: "alerts",
  path: "/alerts",
  item: Alert,
  filters: {
    state: oneOfFilter(ALERT_STATES, ALERT_STATE_LABELS, "State"),
    severity: someOfFilter(ALERT_SEVERITIES, ALERT_SEVERITY_LABELS, "Severity"),
    service: SERVICE_FILTER,
    rule: { schema: IdFilter, label: "Rule" },
  },
  csvColumns: [
    "id",
    "rule",
    "service",
    "service_name",
    "metric",
    "condition",
    "threshold",
    "severity",
    "state",
    "started",
    "ended",
    "peak",
  ],
  pageSize: 25,
});
export type AlertListQuery = typeof ALERT_LIST.query.Type;
