import { IMPERSONATION_LOG_LIST } from "../../../../src/core/api/users/impersonation-log.ts";
import { PERMISSION_LOG_LIST } from "../../../../src/core/api/users/permission-log.ts";
import { recordExpiredImpersonations } from "../../activity/impersonation-activity.ts";
import type { ServerContext } from "../../context.ts";
import { registerListRoute } from "../../http/list-route.ts";
import type { Router } from "../../http/routes.ts";
import { ADMIN_READ, USERS_TAG } from "./access.ts";
import { IMPERSONATION_LOG_ROWS } from "./impersonation-log.ts";
import { PERMISSION_LOG_ROWS } from "./permission-log.ts";

/** GET /users/permission-log and /users/impersonation-log (/account-settings/logs). */
export function registerPermissionLogRoutes(router: Router, ctx: ServerContext): void {
  registerListRoute(router, ctx, {
    list: PERMISSION_LOG_LIST,
    summary:
      "Permission changes in the caller's company, newest first (filters: user, changed_by, date_from, date_to)",
    tag: USERS_TAG,
    access: ADMIN_READ,
    rows: PERMISSION_LOG_ROWS,
  });

  registerListRoute(router, ctx, {
    list: IMPERSONATION_LOG_LIST,
    summary:
      "Provider staff acting as users of the caller's company, newest first, with their changes (filters: user, date_from, date_to)",
    tag: USERS_TAG,
    access: ADMIN_READ,
    rows: IMPERSONATION_LOG_ROWS,
    // An impersonation that ran out of time is ended, with its stop recorded, before reading.
    before: () => recordExpiredImpersonations(ctx),
  });
}
