import { PermissionLogList, PermissionLogQuery } from "../../../../src/core/api/permission-log.ts";
import type { ServerContext } from "../../context.ts";
import { pageWindow, paginated } from "../../http/pagination.ts";
import type { Router } from "../../http/routes.ts";
import { ADMIN_READ, USERS_TAG } from "./access.ts";
import { listPermissionLog } from "./permission-log.ts";

/** GET /users/permission-log (/account-settings/logs). */
export function registerPermissionLogRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/users/permission-log",
      summary:
        "Permission changes in the caller's company, newest first (filters: user, changed_by, date_from, date_to)",
      tag: USERS_TAG,
      access: ADMIN_READ,
      query: PermissionLogQuery,
      response: PermissionLogList,
    },
    async ({ request, query, user }) => {
      const window = pageWindow(request.query);
      const page = await listPermissionLog(ctx, user.companyId, query, window);
      return paginated(request, window, page.count, page.results);
    },
  );
}
