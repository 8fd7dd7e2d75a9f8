import { and, count, eq, inArray, isNull } from "drizzle-orm";
import {
  ALERT_RULE_REFUSALS,
  type AlertRule,
  type AlertRuleRequest,
  alertRuleProblems,
  MAX_ALERT_RULES_PER_COMPANY,
  metricProblemForKind,
} from "../../../../src/core/api/monitoring/alert-rules.ts";
import {
  ALERT_KINDS,
  type AlertKind,
} from "../../../../src/core/api/monitoring/alert-vocabulary.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import type { Db } from "../../db/database.ts";
import { isoTime } from "../../db/iso-time.ts";
import { alertRules, alerts, companyContacts, services } from "../../db/schema.ts";
import { badRequest, conflict } from "../../http/api-error.ts";
import { type CompanyRows, companyRow } from "../../http/foreign-rows.ts";
import type { ListDeclaration } from "../../http/paged-list.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The columns of a rule as the wire shows it, its service and contacts by name. */
const RULE_COLUMNS = `r.id::text as id, r.name, r.scope,
  case when s.id is null then null else json_build_object('id', s.public_id,
    'name', coalesce(s.custom_name, s.name)) end as service,
  r.kind, r.metric, r.condition, r.threshold, r.for_minutes, r.severity,
  coalesce((select json_agg(json_build_object('id', c.id::text, 'name', c.name) order by c.name, c.id)
    from company_contacts c
    where c.company_id = r.company_id and r.contacts @> to_jsonb(c.id)), '[]'::json) as contacts,
  r.enabled, ${isoTime("r.created_at")} as created, ${isoTime("r.updated_at")} as updated`;
const RULE_JOINS = "left join services s on s.id = r.service_id";

/** GET /alert-rules: the company's rules by name. */
/** Where a rule is read from, in its list and alone. */
const RULE_ROWS: CompanyRows = {
  table: "alert_rules r",
  alias: "r",
  columns: RULE_COLUMNS,
  joins: RULE_JOINS,
};

export const ALERT_RULE_ROWS: ListDeclaration<object, AlertRule, AlertRule> = {
  name: "alert_rules",
  ...RULE_ROWS,
  owner: "r.company_id = $1",
  filters: [],
  orderings: { name: "r.name asc, r.id asc" },
  ordering: () => "name",
  toItem: (row) => row,
};

/** The company's rule as the wire shows it, or the contract's 404 (logged if another's). */
export async function readAlertRule(
  ctx: ServerContext,
  companyId: number,
  id: number,
): Promise<AlertRule> {
  return companyRow<AlertRule>(ctx, RULE_ROWS, "alert_rule", companyId, id);
}

interface CheckedRule {
  readonly serviceId: number | null;
  readonly kind: AlertKind | null;
  readonly contacts: number[];
}

/**
 * The request's rules beyond its schema (core's alertRuleProblems), then what only the
 * database knows: the service is the company's and measures the metric, the contacts are the
 * company's. Every refusal is a 400 naming its field.
 */
async function checkedRule(
  ctx: ServerContext,
  companyId: number,
  request: AlertRuleRequest,
): Promise<CheckedRule> {
  const problems = alertRuleProblems(request);
  if (problems) throw badRequest(problems);
  let serviceId: number | null = null;
  if (request.scope === "service") {
    const [service] = await ctx.db
      .select({ id: services.id, type: services.type, media: services.media })
      .from(services)
      .where(
        and(
          eq(services.companyId, companyId),
          eq(services.publicId, (request.service ?? "").trim()),
        ),
      );
    if (service === undefined) throw badRequest({ service: [ALERT_RULE_REFUSALS.unknownService] });
    const kind = ALERT_KINDS.find((candidate) => candidate === service.type);
    const problem =
      kind === undefined
        ? ALERT_RULE_REFUSALS.unknownService
        : metricProblemForKind(request.metric, kind);
    if (problem) throw badRequest({ metric: [problem] });
    serviceId = service.id;
  }
  const wanted = [...new Set(request.contacts.map(Number))];
  if (wanted.some((id) => !Number.isInteger(id) || id <= 0 || id > 2_147_483_647))
    throw badRequest({ contacts: [ALERT_RULE_REFUSALS.unknownContact] });
  if (wanted.length > 0) {
    const held = await ctx.db
      .select({ id: companyContacts.id })
      .from(companyContacts)
      .where(and(eq(companyContacts.companyId, companyId), inArray(companyContacts.id, wanted)));
    if (held.length !== wanted.length)
      throw badRequest({ contacts: [ALERT_RULE_REFUSALS.unknownContact] });
  }
  return {
    serviceId,
    kind: request.scope === "kind" && request.kind ? request.kind : null,
    contacts: wanted.sort((left, right) => left - right),
  };
}

const columnsOf = (request: AlertRuleRequest, checked: CheckedRule) => ({
  name: request.name,
  scope: request.scope,
  serviceId: checked.serviceId,
  kind: checked.kind,
  metric: request.metric,
  condition: request.condition,
  threshold: request.threshold,
  forMinutes: request.for_minutes,
  severity: request.severity,
  contacts: checked.contacts,
  enabled: request.enabled,
});

/** What the activity log keeps of a rule: small and flat. */
const logged = (rule: ReturnType<typeof columnsOf>, serviceLabel: string | null) => ({
  name: rule.name,
  watches: serviceLabel ?? rule.kind ?? "",
  metric: rule.metric,
  condition: rule.condition,
  threshold: rule.threshold,
  for_minutes: rule.forMinutes,
  severity: rule.severity,
  contacts: rule.contacts.length,
  enabled: rule.enabled,
});

const ruleTarget = (id: number, name: string) => ({
  type: "alert_rule",
  id: String(id),
  label: name,
});

/**
 * A changed, disabled or removed rule no longer watches what its open alerts were about:
 * they end now, quietly (the change itself is in the activity log).
 */
async function endOpenAlerts(tx: Tx, ruleId: number, at: Date): Promise<void> {
  await tx
    .update(alerts)
    .set({ endedAt: at })
    .where(and(eq(alerts.ruleId, ruleId), isNull(alerts.endedAt)));
}

/** POST /alert-rules. */
export async function createAlertRule(
  ctx: ServerContext,
  user: CurrentUser,
  request: AlertRuleRequest,
): Promise<AlertRule> {
  const checked = await checkedRule(ctx, user.companyId, request);
  const [held] = await ctx.db
    .select({ value: count() })
    .from(alertRules)
    .where(eq(alertRules.companyId, user.companyId));
  if ((held?.value ?? 0) >= MAX_ALERT_RULES_PER_COMPANY)
    throw conflict(ALERT_RULE_REFUSALS.tooMany);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const columns = columnsOf(request, checked);
    const [made] = await tx
      .insert(alertRules)
      .values({
        ...columns,
        companyId: user.companyId,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: alertRules.id });
    if (made === undefined) throw new Error("alert rule insert returned no row");
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "alert_rule.created",
      target: ruleTarget(made.id, columns.name),
      after: logged(columns, request.scope === "service" ? (request.service ?? null) : null),
    });
    return made.id;
  });
  return readAlertRule(ctx, user.companyId, id);
}

/** PUT /alert-rules/{id}: the whole rule; its open alerts end (it watches anew). */
export async function updateAlertRule(
  ctx: ServerContext,
  user: CurrentUser,
  id: number,
  request: AlertRuleRequest,
): Promise<AlertRule> {
  const before = await readAlertRule(ctx, user.companyId, id);
  const checked = await checkedRule(ctx, user.companyId, request);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const columns = columnsOf(request, checked);
    await tx
      .update(alertRules)
      .set({ ...columns, updatedAt: now })
      .where(and(eq(alertRules.id, id), eq(alertRules.companyId, user.companyId)));
    await endOpenAlerts(tx, id, now);
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "alert_rule.edited",
      target: ruleTarget(id, columns.name),
      before: {
        name: before.name,
        watches: before.service?.id ?? before.kind ?? "",
        metric: before.metric,
        condition: before.condition,
        threshold: before.threshold,
        for_minutes: before.for_minutes,
        severity: before.severity,
        contacts: before.contacts.length,
        enabled: before.enabled,
      },
      after: logged(columns, request.scope === "service" ? (request.service ?? null) : null),
    });
  });
  return readAlertRule(ctx, user.companyId, id);
}

/** DELETE /alert-rules/{id}: its alerts stay in the history, the open ones ended. */
export async function deleteAlertRule(
  ctx: ServerContext,
  user: CurrentUser,
  id: number,
): Promise<void> {
  const rule = await readAlertRule(ctx, user.companyId, id);
  await ctx.db.transaction(async (tx) => {
    await endOpenAlerts(tx, id, ctx.now());
    await tx
      .delete(alertRules)
      .where(and(eq(alertRules.id, id), eq(alertRules.companyId, user.companyId)));
    await recordActivity(tx, {
      ...activityBy(ctx, user),
      action: "alert_rule.deleted",
      target: ruleTarget(id, rule.name),
      before: { name: rule.name, metric: rule.metric, severity: rule.severity },
    });
  });
}
