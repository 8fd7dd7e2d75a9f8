import type {
  PERMISSION_LOG_LIST,
  PermissionLogEntry,
} from "../../../../src/core/api/users/permission-log.ts";
import { isoTime } from "../../db/iso-time.ts";
import { personJsonSql } from "../../db/person-name.ts";
import { idEquals, notAfter, onOrAfter } from "../../http/list-filters.ts";
import { countedPerCompany, type ListRowsOf } from "../../http/paged-list.ts";

/**
 * The company's permission changes and detail corrections, newest first (GET
 * /users/permission-log): whose permissions or details changed (`user`), who changed them
 * (`changed_by`) and a period.
 */
export const PERMISSION_LOG_ROWS: ListRowsOf<typeof PERMISSION_LOG_LIST, PermissionLogEntry> = {
  name: "permission_log",
  table: "permission_log l",
  alias: "l",
  owner: "l.company_id = $1",
  unfilteredCount: countedPerCompany("permission_log"),
  filters: [
    idEquals("l.user_id", (query) => query.user, "user"),
    idEquals("l.changed_by_id", (query) => query.changed_by),
    onOrAfter("l.created_at", (query) => query.date_from),
    notAfter("l.created_at", (query) => query.date_to),
  ],
  orderings: { "-date": "l.created_at desc, l.id desc" },
  ordering: () => "-date",
  columns: `l.id::text as id, ${personJsonSql("target")} as user, ${personJsonSql("changer")} as changed_by,
    l.added, l.removed, l.details, l.role, ${isoTime("l.created_at")} as date`,
  joins: `join users target on target.id = l.user_id
    join users changer on changer.id = l.changed_by_id`,
  toItem: (row) => row,
};
