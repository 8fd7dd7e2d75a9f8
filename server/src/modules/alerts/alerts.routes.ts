import {
  ALERT_RULE_LIST,
  AlertRule,
  AlertRuleRequest,
} from "../../../../src/core/api/monitoring/alert-rules.ts";
import { ALERT_LIST } from "../../../../src/core/api/monitoring/alerts.ts";
import type { ServerContext } from "../../context.ts";
import { registerListRoute } from "../../http/list-route.ts";
import { RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { SERVICES_READ, SERVICES_WRITE } from "../services/access.ts";
import { ALERT_ROWS, alertCsvRow } from "./alert-list.ts";
import {
  ALERT_RULE_ROWS,
  createAlertRule,
  deleteAlertRule,
  readAlertRule,
  updateAlertRule,
} from "./alert-rules.ts";

const TAG = "Alerts";

/**
 * Alert rules and the alert history (issue 48, src/core/api/monitoring/alert-rules.ts and
 * alerts.ts). Monitoring is the services module's: reads need view or write services,
 * changes write services (read-only impersonation is refused by the router). Rule changes
 * are in the activity log; the evaluator (alert-evaluator.ts) writes the alerts.
 */
export function registerAlertRoutes(router: Router, ctx: ServerContext): void {
  registerListRoute(router, ctx, {
    list: ALERT_RULE_LIST,
    summary: "The company's alert rules by name",
    tag: TAG,
    access: SERVICES_READ,
    rows: ALERT_RULE_ROWS,
  });

  router.route(
    {
      method: "POST",
      path: "/alert-rules",
      summary:
        "Add an alert rule: a metric of one service or a kind of service, above or below a threshold for N minutes",
      tag: TAG,
      access: SERVICES_WRITE,
      body: AlertRuleRequest,
      response: AlertRule,
      status: 201,
      errors: [409],
    },
    async ({ body, user }) => createAlertRule(ctx, user, body),
  );

  router.route(
    {
      method: "GET",
      path: "/alert-rules/:id",
      names: "alert_rule",
      summary: "One alert rule",
      tag: TAG,
      access: SERVICES_READ,
      params: RecordIdParams,
      response: AlertRule,
    },
    async ({ params, user }) => readAlertRule(ctx, user.companyId, params.id),
  );

  router.route(
    {
      method: "PUT",
      path: "/alert-rules/:id",
      names: "alert_rule",
      summary: "Change an alert rule (the whole rule); its open alerts end",
      tag: TAG,
      access: SERVICES_WRITE,
      params: RecordIdParams,
      body: AlertRuleRequest,
      response: AlertRule,
    },
    async ({ params, body, user }) => updateAlertRule(ctx, user, params.id, body),
  );

  router.route(
    {
      method: "DELETE",
      path: "/alert-rules/:id",
      names: "alert_rule",
      summary: "Remove an alert rule; its alerts stay in the history",
      tag: TAG,
      access: SERVICES_WRITE,
      params: RecordIdParams,
      status: 204,
    },
    async ({ params, user }) => {
      await deleteAlertRule(ctx, user, params.id);
    },
  );

  registerListRoute(router, ctx, {
    list: ALERT_LIST,
    summary:
      "The alert history, newest first: rule, service, severity, start, end and peak value (state, severity, service, rule)",
    tag: TAG,
    access: SERVICES_READ,
    rows: ALERT_ROWS,
    csv: { row: alertCsvRow, filename: (day) => `alerts-${day}.csv` },
  });
}
