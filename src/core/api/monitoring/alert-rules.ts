import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { orEmpty } from "../list-query.ts";
import { BLANK_TEXT } from "../plain-text.ts";
import { boundedTrim, Id, IsoDateTime, NamedRef, NonEmptyString } from "../primitives.ts";
import {
  ALERT_KIND_LABELS,
  ALERT_METRIC_LABELS,
  ALERT_METRICS_OF_KIND,
  ALERT_THRESHOLD_RANGES,
  AlertCondition,
  AlertKind,
  AlertMetric,
  AlertScope,
  AlertSeverity,
} from "./alert-vocabulary.ts";

/**
 * Alert rules (issue 48): GET /alert-rules (ALERT_RULE_LIST), POST /alert-rules
 * AlertRuleRequest -> 201 AlertRule, GET, PUT (AlertRuleRequest), DELETE /alert-rules/{id}.
 * Reading needs view or write services (monitoring is the services module's), writing needs
 * write services; another company's rule is 404.
 */

export const ALERT_RULE_NAME_MAX_LENGTH = 100;
/** The longest a condition must hold before it fires: a day. */
export const ALERT_FOR_MINUTES_MAX = 1440;
/** Samples come every five minutes: a rule waits for whole samples. */
export const ALERT_SAMPLE_MINUTES = 5;
/** Contacts one rule may mail. */
export const ALERT_CONTACTS_MAX = 20;
/** Rules one company may hold (each is evaluated every minute). */
export const MAX_ALERT_RULES_PER_COMPANY = 100;

export const ALERT_RULE_REFUSALS = {
  forMinutes: `Enter whole minutes from ${ALERT_SAMPLE_MINUTES} to ${ALERT_FOR_MINUTES_MAX}, in steps of ${ALERT_SAMPLE_MINUTES} (a sample is taken every ${ALERT_SAMPLE_MINUTES} minutes).`,
  threshold: "Enter a number.",
  noService: "Choose the service the rule watches.",
  noKind: "Choose the kind of service the rule watches.",
  tooMany: `A company holds at most ${MAX_ALERT_RULES_PER_COMPANY} alert rules.`,
  unknownContact: "Choose contacts of your company.",
  unknownService: "Choose a service of your company.",
} as const;

/** The range of a metric's threshold, as the field's message says it. */
export function thresholdRangeText(metric: AlertMetric): string {
  const range = ALERT_THRESHOLD_RANGES[metric];
  return `Enter a number from ${range.min} to ${range.max}.`;
}

const ForMinutes = Schema.Number.pipe(
  Schema.check(
    Schema.makeFilter(
      (value: number) =>
        (Number.isInteger(value) &&
          value >= ALERT_SAMPLE_MINUTES &&
          value <= ALERT_FOR_MINUTES_MAX &&
          value % ALERT_SAMPLE_MINUTES === 0) ||
        ALERT_RULE_REFUSALS.forMinutes,
    ),
  ),
);

const Threshold = Schema.Number.pipe(
  Schema.check(
    Schema.makeFilter((value: number) => Number.isFinite(value) || ALERT_RULE_REFUSALS.threshold),
  ),
);

/** POST /alert-rules and PUT /alert-rules/{id}: the whole rule. */
export const AlertRuleRequest = Schema.Struct({
  name: boundedTrim(ALERT_RULE_NAME_MAX_LENGTH).pipe(
    Schema.check(Schema.isNonEmpty({ message: BLANK_TEXT })),
  ),
  scope: AlertScope,
  /** The service's public id when `scope` is "service"; "" or absent otherwise. */
  service: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(64)))),
  /** The kind of service when `scope` is "kind". */
  kind: orEmpty(AlertKind),
  metric: AlertMetric,
  condition: AlertCondition,
  threshold: Threshold,
  for_minutes: ForMinutes,
  severity: AlertSeverity,
  /** Contact ids (issue 45's contacts) mailed when the alert fires and resolves. */
  contacts: Schema.Array(Id).pipe(Schema.check(Schema.isMaxLength(ALERT_CONTACTS_MAX))),
  enabled: Schema.Boolean,
});
export type AlertRuleRequest = typeof AlertRuleRequest.Type;

/**
 * The field errors of a request the schema accepts but the rules do not (both sides ask):
 * the scope's target named, a threshold in the metric's range, a metric the kind measures.
 * A service's kind is checked by the server, which knows it (`metricProblemForKind`).
 */
export function alertRuleProblems(
  request: Pick<AlertRuleRequest, "scope" | "service" | "kind" | "metric" | "threshold">,
): Record<string, string[]> | null {
  const problems: Record<string, string[]> = {};
  if (request.scope === "service" && (request.service ?? "").trim() === "")
    problems.service = [ALERT_RULE_REFUSALS.noService];
  if (request.scope === "kind") {
    if (request.kind === undefined || request.kind === "")
      problems.kind = [ALERT_RULE_REFUSALS.noKind];
    else {
      const kindProblem = metricProblemForKind(request.metric, request.kind);
      if (kindProblem) problems.metric = [kindProblem];
    }
  }
  const range = ALERT_THRESHOLD_RANGES[request.metric];
  if (request.threshold < range.min || request.threshold > range.max)
    problems.threshold = [thresholdRangeText(request.metric)];
  return Object.keys(problems).length > 0 ? problems : null;
}

/** Why a metric cannot watch a kind of service ("EVPLs have no receive light"), or null. */
export function metricProblemForKind(metric: AlertMetric, kind: AlertKind): string | null {
  if (ALERT_METRICS_OF_KIND[kind].includes(metric)) return null;
  return `${ALERT_KIND_LABELS[kind]} do not measure ${ALERT_METRIC_LABELS[metric].toLowerCase()}.`;
}

/** A rule as the list and its page show it. */
export const AlertRule = Schema.Struct({
  id: Id,
  name: NonEmptyString,
  scope: AlertScope,
  /** The service watched (scope "service"), else null. */
  service: Schema.NullOr(NamedRef),
  kind: Schema.NullOr(AlertKind),
  metric: AlertMetric,
  condition: AlertCondition,
  threshold: Schema.Number,
  for_minutes: Schema.Number,
  severity: AlertSeverity,
  contacts: Schema.Array(NamedRef),
  enabled: Schema.Boolean,
  created: IsoDateTime,
  updated: IsoDateTime,
});
export type AlertRule = typeof AlertRule.Type;

/** GET /alert-rules, declared once: the company's rules by name. */
export const ALERT_RULE_LIST = defineList({
  resource: "alert-rules",
  path: "/alert-rules",
  item: AlertRule,
  pageSize: 50,
});
