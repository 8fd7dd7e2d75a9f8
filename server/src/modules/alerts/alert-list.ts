import { commaListOf } from "../../../../src/core/api/list-query.ts";
import { ALERT_SEVERITIES } from "../../../../src/core/api/monitoring/alert-vocabulary.ts";
import type { Alert, AlertListQuery } from "../../../../src/core/api/monitoring/alerts.ts";
import { isoTime } from "../../db/iso-time.ts";
import { idEquals, oneOf, where } from "../../http/list-filters.ts";
import type { CsvCells } from "../../http/list-route.ts";
import type { ListDeclaration } from "../../http/paged-list.ts";

const severitiesOf = commaListOf(ALERT_SEVERITIES);

/** GET /alerts: the company's alert history, newest first (core's ALERT_LIST). */
export const ALERT_ROWS: ListDeclaration<AlertListQuery, Alert, Alert> = {
  name: "alerts",
  table: "alerts a",
  alias: "a",
  owner: "a.company_id = $1",
  filters: [
    where(
      "(case when ? = 'open' then a.ended_at is null else a.ended_at is not null end)",
      "text",
      (query) => query.state,
    ),
    oneOf("a.severity", (query) => query.severity, severitiesOf),
    where(
      "a.service_id = (select id from services where company_id = $1 and public_id = ?)",
      "text",
      (query) => query.service,
    ),
    idEquals("a.rule_id", (query) => query.rule, "alert_rule"),
  ],
  orderings: { "-started": "a.started_at desc, a.id desc" },
  ordering: () => "-started",
  columns: `a.id::text as id,
    json_build_object('id', a.rule_id::text, 'name', a.rule_name) as rule,
    json_build_object('id', s.public_id, 'name', coalesce(s.custom_name, s.name)) as service,
    a.metric, a.condition, a.threshold, a.severity,
    case when a.ended_at is null then 'open' else 'resolved' end as state,
    ${isoTime("a.started_at")} as started, ${isoTime("a.ended_at")} as ended, a.peak`,
  joins: "join services s on s.id = a.service_id",
  toItem: (row) => row,
};

/** One CSV row of an alert, in ALERT_LIST's columns. */
export const alertCsvRow = (alert: Alert): CsvCells => [
  alert.id,
  alert.rule.name,
  alert.service.id,
  alert.service.name,
  alert.metric,
  alert.condition,
  alert.threshold,
  alert.severity,
  alert.state,
  alert.started,
  alert.ended,
  Math.round(alert.peak * 1000) / 1000,
];
