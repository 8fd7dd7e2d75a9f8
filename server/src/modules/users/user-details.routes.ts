import { UserDetailsRequest } from "../../../../src/core/api/users/user-details.ts";
import { CompanyUser } from "../../../../src/core/api/users/users.ts";
import type { ServerContext } from "../../context.ts";
import { RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { ADMIN_WRITE, USERS_TAG } from "./access.ts";
import { correctUserDetails } from "./user-details.ts";
import { findCompanyUser } from "./user-directory.ts";

/** PUT /users/{id}/details (the edit-user page): an administrator corrects a colleague. */
export function registerUserDetailsRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "PUT",
      path: "/users/:id/details",
      summary:
        "Correct the name and phone of a user of the caller's company (logged in the permission log's details)",
      tag: USERS_TAG,
      access: ADMIN_WRITE,
      params: RecordIdParams,
      body: UserDetailsRequest,
      response: CompanyUser,
    },
    async ({ params, user, body }) => {
      await correctUserDetails(ctx, user, params.id, body);
      return findCompanyUser(ctx, user.companyId, params.id);
    },
  );
}
