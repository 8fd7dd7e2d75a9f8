import {
  UpdateUserPermissionsRequest,
  UserPermissions,
} from "../../../../src/core/api/users/user-permissions.ts";
import type { ServerContext } from "../../context.ts";
import { RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { ADMIN_READ, ADMIN_WRITE, USERS_TAG } from "./access.ts";
import { replaceModulePermissions, userPermissionsOf } from "./permission-changes.ts";

/** GET and PUT /users/{id}/permissions (the edit-user page). */
export function registerPermissionRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/users/:id/permissions",
      summary: "Permissions of a user of the caller's company",
      tag: USERS_TAG,
      access: ADMIN_READ,
      params: RecordIdParams,
      response: UserPermissions,
    },
    async ({ params, user }) => userPermissionsOf(ctx, user.companyId, params.id),
  );

  router.route(
    {
      method: "PUT",
      path: "/users/:id/permissions",
      summary: "Replace the module permissions of another user of the caller's company",
      tag: USERS_TAG,
      access: ADMIN_WRITE,
      body: UpdateUserPermissionsRequest,
      params: RecordIdParams,
      response: UserPermissions,
    },
    async ({ body, params, user }) =>
      replaceModulePermissions(ctx, user, params.id, body.permissions, body.role_preset),
  );
}
