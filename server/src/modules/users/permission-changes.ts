import { and, eq, inArray } from "drizzle-orm";
import {
  LAST_ADMIN_PERMISSION_REFUSED,
  leavesNoAdministrator,
} from "../../../../src/core/api/users/administrators.ts";
import {
  isAssignablePermission,
  normalisePermissions,
  sortPermissions,
  type UserPermissions,
} from "../../../../src/core/api/users/user-permissions.ts";
import { MODULE_MATRIX } from "../../../../src/core/permissions/module-matrix.ts";
import {
  type RoleName,
  type RolePreset,
  roleOf,
  rolePresetProblem,
} from "../../../../src/core/permissions/role-presets.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { userTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { permissionLog, userPermissions, users } from "../../db/schema.ts";
import { badRequest } from "../../http/api-error.ts";
import { activeAdministratorIds } from "./administrators.ts";
import { missingCompanyUser } from "./user-directory.ts";

export const OWN_PERMISSIONS_REFUSED = "You cannot change your own permissions.";

/**
 * What a set of module permissions is recorded as (issue 44): the preset it is, or "custom".
 * A preset the admin named must be the set sent: else 400 on `role_preset`, nothing stored.
 */
export function recordedRole(
  preset: RolePreset | undefined,
  permissions: ReadonlyArray<string>,
): RoleName {
  const problem = preset === undefined ? undefined : rolePresetProblem(preset, permissions);
  if (problem !== undefined) throw badRequest({ role_preset: [problem] });
  return roleOf(permissions);
}

/** Every permission a user of the company holds, or 404 (another company's user too). */
export async function userPermissionsOf(
  ctx: ServerContext,
  companyId: number,
  userId: number,
): Promise<UserPermissions> {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  if (!user) throw await missingCompanyUser(ctx.db, companyId, userId);
  const rows = await ctx.db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  return {
    user_id: String(userId),
    permissions: sortPermissions(rows.map((row) => row.permission)),
  };
}

/**
 * PUT /users/{id}/permissions: the module permissions become exactly `requested`. Other
 * names the user holds (a staff member's impersonation permissions) are neither granted nor
 * removed here. A change is logged with what was added and removed; nothing is logged when
 * nothing changes. The target's next request sees the new set (guards read the database).
 */
export async function replaceModulePermissions(
  ctx: ServerContext,
  caller: CurrentUser,
  targetId: number,
  requested: ReadonlyArray<string>,
  preset?: RolePreset,
): Promise<UserPermissions> {
  const role = recordedRole(preset, normalisePermissions(requested));
  return ctx.db.transaction(async (tx) => {
    // Locking the user row serialises concurrent edits of the same user's permissions.
    const [target] = await tx
      .select({ id: users.id, status: users.status, email: users.email })
      .from(users)
      .where(and(eq(users.id, targetId), eq(users.companyId, caller.companyId)))
      .for("update");
    if (!target) throw await missingCompanyUser(tx, caller.companyId, targetId);
    if (target.id === caller.id) throw badRequest({ non_field_errors: [OWN_PERMISSIONS_REFUSED] });

    const held = (
      await tx
        .select({ permission: userPermissions.permission })
        .from(userPermissions)
        .where(eq(userPermissions.userId, targetId))
    ).map((row) => row.permission);
    const heldModule = held.filter(isAssignablePermission);
    const next = normalisePermissions(requested);
    const added = next.filter((name) => !heldModule.includes(name));
    const removed = heldModule.filter((name) => !next.includes(name));

    if (removed.includes(MODULE_MATRIX.admin.write) && target.status === "active") {
      const admins = await activeAdministratorIds(tx, caller.companyId);
      if (leavesNoAdministrator(admins, String(targetId))) {
        throw badRequest({ permissions: [LAST_ADMIN_PERMISSION_REFUSED] });
      }
    }
    if (removed.length > 0) {
      await tx
        .delete(userPermissions)
        .where(
          and(eq(userPermissions.userId, targetId), inArray(userPermissions.permission, removed)),
        );
    }
    if (added.length > 0) {
      await tx
        .insert(userPermissions)
        .values(added.map((permission) => ({ userId: targetId, permission })));
    }
    if (added.length > 0 || removed.length > 0) {
      await tx.insert(permissionLog).values({
        companyId: caller.companyId,
        userId: targetId,
        changedById: caller.id,
        added,
        removed,
        role,
        createdAt: ctx.now(),
      });
      await recordActivity(tx, {
        ...activityBy(ctx, caller),
        action: "user.permissions_changed",
        target: userTarget(target),
        before: { permissions: sortPermissions(heldModule) },
        after: { permissions: sortPermissions(next), added, removed, role },
      });
    }
    const kept = held.filter((name) => !isAssignablePermission(name));
    return { user_id: String(targetId), permissions: sortPermissions([...kept, ...next]) };
  });
}
