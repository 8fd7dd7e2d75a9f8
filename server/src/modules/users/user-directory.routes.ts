import { CompanyUser, USER_LIST } from "../../../../src/core/api/users/users.ts";
import type { ServerContext } from "../../context.ts";
import { registerListRoute } from "../../http/list-route.ts";
import { RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { ADMIN_READ, USERS_TAG } from "./access.ts";
import { findCompanyUser, USER_ROWS } from "./user-directory.ts";

/** GET /users and GET /users/{id}: the caller's colleagues, for user administration. */
export function registerUserDirectoryRoutes(router: Router, ctx: ServerContext): void {
  registerListRoute(router, ctx, {
    list: USER_LIST,
    summary: "Users of the caller's company (filters: search, status, permission; ordering)",
    tag: USERS_TAG,
    access: ADMIN_READ,
    rows: USER_ROWS,
  });

  router.route(
    {
      method: "GET",
      path: "/users/:id",
      summary: "One user of the caller's company",
      tag: USERS_TAG,
      access: ADMIN_READ,
      params: RecordIdParams,
      response: CompanyUser,
    },
    async ({ params, user }) => findCompanyUser(ctx, user.companyId, params.id),
  );
}
