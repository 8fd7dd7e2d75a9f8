import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { IdFilter, PERIOD_FILTERS } from "../list-query.ts";
import { Id, IsoDateTime } from "../primitives.ts";
import { UserDetailChange } from "./user-details.ts";
import { RoleNameField } from "./user-permissions.ts";
import { PersonRef } from "./users.ts";

/**
 * GET /users/permission-log (/account-settings/logs): who changed whose permissions, what
 * was added and what was removed, newest first; and who corrected whose name or phone
 * (`details`, issue 40: absent from a backend that does not log them, read as none).
 */
export const PermissionLogEntry = Schema.Struct({
  id: Id,
  user: PersonRef,
  changed_by: PersonRef,
  added: Schema.Array(Schema.String),
  removed: Schema.Array(Schema.String),
  details: Schema.optionalKey(Schema.Array(UserDetailChange)),
  /**
   * What the new set is (issue 44): a preset ("finance") or "custom"; null for a change of
   * details alone and for entries from before presets, absent from a backend without them.
   */
  role: Schema.optionalKey(Schema.NullOr(RoleNameField)),
  date: IsoDateTime,
});
export type PermissionLogEntry = typeof PermissionLogEntry.Type;

/**
 * GET /users/permission-log, declared once (define-list.ts), newest first: `user` whose
 * permissions changed, `changed_by` who changed them, and a period (plus `offset` and
 * `limit`). A whole day in `date_to` includes that day.
 */
export const PERMISSION_LOG_LIST = defineList({
  resource: "permission-log",
  path: "/users/permission-log",
  item: PermissionLogEntry,
  filters: {
    user: { schema: IdFilter, label: "User" },
    changed_by: { schema: IdFilter, label: "Changed by" },
    ...PERIOD_FILTERS,
  },
});
