import type {
  IMPERSONATION_LOG_LIST,
  ImpersonationLogEntry,
} from "../../../../src/core/api/users/impersonation-log.ts";
import { isoTime } from "../../db/iso-time.ts";
import { personJsonSql } from "../../db/person-name.ts";
import { idEquals, notAfter, onOrAfter } from "../../http/list-filters.ts";
import type { ListRowsOf } from "../../http/paged-list.ts";

/**
 * The writes staff made in one impersonation session (the audit hook records each with its
 * session, issue 44), oldest first; a write recorded before sessions were (no session_id)
 * falls back to the session's time window.
 */
const CHANGES = `coalesce((
  select json_agg(json_build_object('method', a.method, 'path', a.path,
      'status', a.status_code, 'date', ${isoTime("a.created_at")}) order by a.created_at, a.id)
  from impersonation_audit a
  where a.action = 'write' and (a.session_id = f.id or (a.session_id is null
    and a.staff_user_id = f.impersonator_id and a.target_user_id = f.user_id
    and a.created_at >= f.created_at
    and a.created_at <= coalesce(f.revoked_at, f.absolute_expires_at, 'infinity'::timestamptz)))
), '[]'::json)`;

/**
 * Impersonations of the caller's company's users, newest first (GET
 * /users/impersonation-log): one entry per impersonation session (token family), with the
 * staff member, the mode, start, end and what they changed.
 */
export const IMPERSONATION_LOG_ROWS: ListRowsOf<
  typeof IMPERSONATION_LOG_LIST,
  ImpersonationLogEntry
> = {
  name: "impersonation_log",
  table: "token_families f",
  alias: "f",
  owner:
    "f.impersonator_id is not null and f.user_id in (select u.id from users u where u.company_id = $1)",
  filters: [
    idEquals("f.user_id", (query) => query.user, "user"),
    onOrAfter("f.created_at", (query) => query.date_from),
    notAfter("f.created_at", (query) => query.date_to),
  ],
  orderings: { "-started": "f.created_at desc, f.id desc" },
  ordering: () => "-started",
  columns: `f.id as id, ${personJsonSql("staff")} as staff, ${personJsonSql("target")} as user,
    case when f.impersonation_mode = 'read-only' then 'read-only' else 'full' end as mode,
    ${isoTime("f.created_at")} as started_at,
    case when coalesce(f.revoked_at, f.absolute_expires_at) is null then null
      else ${isoTime("coalesce(f.revoked_at, f.absolute_expires_at)")} end as ended_at,
    ${CHANGES} as changes`,
  joins: `join users target on target.id = f.user_id
    join users staff on staff.id = f.impersonator_id`,
  toItem: (row) => row,
};
