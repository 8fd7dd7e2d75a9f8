import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  type AlertDecision,
  evaluateRule,
  metricValues,
  samplesNeeded,
} from "../../../../src/core/api/monitoring/alert-evaluation.ts";
import type {
  AlertCondition,
  AlertMetric,
  AlertSeverity,
} from "../../../../src/core/api/monitoring/alert-vocabulary.ts";
import type { ServerContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { downOf, type SeriesRow, seriesOf } from "../monitoring/metrics.ts";
import { syntheticTelemetry } from "../monitoring/synthetic-telemetry.ts";
import type { TelemetrySource } from "../monitoring/telemetry-source.ts";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.ts";
import { type AlertTransition, alertEventData } from "./alert-news.ts";
import { enqueueAlertNews, tellDueAlertNews } from "./alert-news-jobs.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const INTERVAL_MS = 60_000;
const SAMPLE_MS = 300_000;
/** The advisory lock every instance tries before it claims an interval ("alerts" in ASCII). */
const EVALUATOR_LOCK = 0x616c6572;

/** One rule applied to one service: the rule, and the service's series facts. */
interface TargetRow extends SeriesRow {
  readonly rule_id: number;
  readonly rule_name: string;
  readonly metric: AlertMetric;
  readonly condition: AlertCondition;
  readonly threshold: number;
  readonly for_minutes: number;
  readonly severity: AlertSeverity;
  readonly contacts: ReadonlyArray<number>;
  readonly service_id: number;
  readonly public_id: string;
  readonly service_name: string;
}

interface OpenRow {
  readonly id: number;
  readonly rule_id: number;
  readonly service_id: number;
  readonly started: number;
  readonly peak: number;
}

export interface AlertEvaluation {
  /** False when another instance held or had already evaluated this interval. */
  readonly evaluated: boolean;
  readonly fired: number;
  readonly resolved: number;
}

/**
 * The rules of a company with the services each watches (one service, or every service of its
 * kind) and their series facts: the metrics route's own query (metrics.ts, `downOf` reads the
 * company as $1, the only parameter here).
 */
const targetsOf = (companyId: number) => sql`
  select r.id as rule_id, r.name as rule_name, r.metric, r.condition, r.threshold,
    r.for_minutes, r.severity, r.contacts,
    s.id as service_id, s.public_id, coalesce(s.custom_name, s.name) as service_name,
    s.status, s.speed_mbps as capacity_mbps, s.type, s.media,
    la.latitude as a_lat, la.longitude as a_lon, lb.latitude as b_lat, lb.longitude as b_lon,
    ${sql.raw(downOf("select s.public_id"))}
  from alert_rules r
  join services s on s.company_id = r.company_id
    and (s.id = r.service_id or (r.scope = 'kind' and s.type = r.kind))
  join locations la on la.id = s.location_id
  left join locations lb on lb.id = s.b_location_id
  where r.company_id = ${companyId} and r.enabled
  order by r.id, s.id`;

/**
 * Claims the interval for this instance inside `tx`: a try of the advisory lock (a second
 * instance evaluating at the same moment goes on without waiting), then moving the lease's
 * interval forward only if it is behind. Both end with the transaction, so an evaluation that
 * fails claims nothing; and the lease row tells an instance that comes later in the same
 * minute that it was done.
 */
async function claimInterval(tx: Tx, interval: Date, holder: string, now: Date): Promise<boolean> {
  const [lock] = rowsOf<{ locked: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(${EVALUATOR_LOCK}) as locked`),
  );
  if (lock?.locked !== true) return false;
  const claimed = rowsOf(
    await tx.execute(sql`
      insert into alert_evaluations (id, interval_start, holder, claimed_at)
      values (1, ${interval}, ${holder}, ${now})
      on conflict (id) do update set interval_start = excluded.interval_start,
        holder = excluded.holder, claimed_at = excluded.claimed_at
      where alert_evaluations.interval_start < excluded.interval_start
      returning id`),
  );
  return claimed.length > 0;
}

/** The alert's facts a webhook event and the news carry. */
function transitionOf(
  target: TargetRow,
  alertId: number,
  state: "open" | "resolved",
  started: number,
  ended: number | null,
  peak: number,
): AlertTransition {
  return {
    companyId: 0,
    alertId,
    state,
    rule: { id: target.rule_id, name: target.rule_name, contacts: target.contacts },
    service: { id: target.public_id, name: target.service_name },
    metric: target.metric,
    condition: target.condition,
    threshold: Number(target.threshold),
    forMinutes: Number(target.for_minutes),
    severity: target.severity,
    started: new Date(started),
    ended: ended === null ? null : new Date(ended),
    peak,
  };
}

/** Applies one decision in `tx`: the alert's row and, for a change, its webhook event. */
async function apply(
  ctx: ServerContext,
  tx: Tx,
  companyId: number,
  target: TargetRow,
  open: OpenRow | undefined,
  decision: AlertDecision,
  now: Date,
): Promise<AlertTransition | null> {
  const record = (type: "alert.fired" | "alert.resolved", alert: AlertTransition) =>
    recordWebhookEvent(ctx, tx, { companyId, type, data: alertEventData(alert), at: now });
  switch (decision.kind) {
    case "quiet":
      return null;
    case "stay":
      if (open && decision.peak !== Number(open.peak))
        await tx.execute(sql`update alerts set peak = ${decision.peak} where id = ${open.id}`);
      return null;
    case "fire": {
      const [made] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into alerts (company_id, rule_id, rule_name, service_id, metric, condition,
            threshold, severity, started_at, ended_at, peak, created_at)
          values (${companyId}, ${target.rule_id}, ${target.rule_name}, ${target.service_id},
            ${target.metric}, ${target.condition}, ${target.threshold}, ${target.severity},
            ${new Date(decision.started)}, null, ${decision.peak}, ${now})
          returning id`),
      );
      if (made === undefined) throw new Error("alert insert returned no row");
      const fired = {
        ...transitionOf(target, Number(made.id), "open", decision.started, null, decision.peak),
        companyId,
      };
      await record("alert.fired", fired);
      return fired;
    }
    case "resolve": {
      if (!open) return null;
      await tx.execute(sql`update alerts set ended_at = ${new Date(decision.ended)},
        peak = ${decision.peak} where id = ${open.id}`);
      const resolved = {
        ...transitionOf(
          target,
          open.id,
          "resolved",
          Number(open.started),
          decision.ended,
          decision.peak,
        ),
        companyId,
      };
      await record("alert.resolved", resolved);
      return resolved;
    }
  }
}

/**
 * Evaluates every enabled alert rule at `now` (issue 48), once per minute whatever the number
 * of instances: the interval is claimed in the transaction that writes the alerts and their
 * webhook events, so exactly one instance evaluates it. Each rule reads its services'
 * complete five-minute samples (the one under way is not yet a sample) from the telemetry the
 * metrics route serves, and core's evaluateRule decides. Each alert that fired or resolved is
 * told to the company's users (notifications) and the rule's contacts (mail) by a job written
 * in the same transaction (alert-news-jobs.ts), run on this instance right after the commit
 * and, should it stop first, by another. A plain function of the context and the clock, so a job queue can run it later.
 */
export async function evaluateAlerts(
  ctx: ServerContext,
  now: Date,
  source: TelemetrySource = syntheticTelemetry,
  holder = HOLDER,
): Promise<AlertEvaluation> {
  const interval = new Date(Math.floor(now.getTime() / INTERVAL_MS) * INTERVAL_MS);
  const atNow = { ...ctx, now: () => now };
  const transitions = await ctx.db.transaction(async (tx) => {
    if (!(await claimInterval(tx, interval, holder, now))) return null;
    const companies = rowsOf<{ company_id: number }>(
      await tx.execute(sql`select distinct company_id from alert_rules where enabled
        order by company_id`),
    );
    const changed: AlertTransition[] = [];
    for (const { company_id: companyId } of companies) {
      const open = new Map(
        rowsOf<OpenRow>(
          await tx.execute(sql`select id, rule_id, service_id,
              extract(epoch from started_at) * 1000 as started, peak
            from alerts where company_id = ${companyId} and ended_at is null`),
        ).map((row) => [`${row.rule_id}:${row.service_id}`, row]),
      );
      for (const target of rowsOf<TargetRow>(await tx.execute(targetsOf(companyId)))) {
        const alert = open.get(`${target.rule_id}:${target.service_id}`);
        const decision = decide(atNow, source, target, alert, now.getTime());
        const transition = await apply(ctx, tx, companyId, target, alert, decision, now);
        if (transition) changed.push(transition);
      }
    }
    await enqueueAlertNews(ctx, tx, changed);
    return changed;
  });
  if (transitions === null) return { evaluated: false, fired: 0, resolved: 0 };
  if (transitions.length > 0) await tellDueAlertNews(ctx);
  return {
    evaluated: true,
    fired: transitions.filter((transition) => transition.state === "open").length,
    resolved: transitions.filter((transition) => transition.state === "resolved").length,
  };
}

/** What becomes of one rule's alert on one service at `now`. */
function decide(
  ctx: ServerContext,
  source: TelemetrySource,
  target: TargetRow,
  open: OpenRow | undefined,
  now: number,
): AlertDecision {
  const series = seriesOf(ctx, `service:${target.public_id}`, target);
  const rule = {
    metric: target.metric,
    condition: target.condition,
    threshold: Number(target.threshold),
    for_minutes: Number(target.for_minutes),
  };
  const end = Math.floor(now / SAMPLE_MS) * SAMPLE_MS;
  const start = end - (samplesNeeded(rule) + 1) * SAMPLE_MS;
  const samples = source.read(series, start, end, 300);
  const values = metricValues(rule.metric, samples, series.capacityBps) ?? [];
  const openAlert = open ? { started: Number(open.started), peak: Number(open.peak) } : null;
  return evaluateRule(rule, values.length > 0 ? samples.times : [], values, openAlert, now);
}

/** This process's name in the lease row (which instance evaluated the last interval). */
const HOLDER = `instance-${randomUUID()}`;
