import { CompanyUser } from "../../../../src/core/api/users/users.ts";
import type { ServerContext } from "../../context.ts";
import { RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { ADMIN_WRITE, USERS_TAG } from "./access.ts";
import { deactivateUser, reactivateUser } from "./account-status.ts";

/** POST /users/{id}/deactivate and /reactivate (the edit-user page). */
export function registerAccountStatusRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "POST",
      path: "/users/:id/deactivate",
      summary:
        "Deactivate a user of the caller's company: their sessions end at once (not oneself, not the last administrator)",
      tag: USERS_TAG,
      access: ADMIN_WRITE,
      params: RecordIdParams,
      response: CompanyUser,
    },
    async ({ params, user }) => deactivateUser(ctx, user, params.id),
  );

  router.route(
    {
      method: "POST",
      path: "/users/:id/reactivate",
      summary: "Let a deactivated user of the caller's company sign in again",
      tag: USERS_TAG,
      access: ADMIN_WRITE,
      params: RecordIdParams,
      response: CompanyUser,
    },
    async ({ params, user }) => reactivateUser(ctx, user, params.id),
  );
}
