import { and, eq } from "drizzle-orm";
import {
  LAST_ADMIN_DEACTIVATION_REFUSED,
  leavesNoAdministrator,
  OWN_ACCOUNT_DEACTIVATION_REFUSED,
} from "../../../../src/core/api/users/administrators.ts";
import type { CompanyUser } from "../../../../src/core/api/users/users.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { userTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { users } from "../../db/schema.ts";
import { badRequest, conflict } from "../../http/api-error.ts";
import { missingRow } from "../../http/foreign-rows.ts";
import { endSessionsOf } from "../auth/user-sessions.ts";
import { activeAdministratorIds } from "./administrators.ts";
import { findCompanyUser } from "./user-directory.ts";

/**
 * Deactivating and reactivating a colleague (the edit-user page). A deactivated user's
 * sessions end at once (every token of theirs is refused from the next call); the company
 * keeps at least one active administrator, and nobody deactivates themselves.
 */

export async function deactivateUser(
  ctx: ServerContext,
  caller: CurrentUser,
  targetId: number,
): Promise<CompanyUser> {
  await ctx.db.transaction(async (tx) => {
    // Locking the company's rows one at a time would let two admins deactivate each other at
    // once; locking the target and re-reading the admins inside the transaction is enough
    // because every change of status or permission takes the same row lock first.
    const [target] = await tx
      .select({ id: users.id, status: users.status, email: users.email })
      .from(users)
      .where(and(eq(users.id, targetId), eq(users.companyId, caller.companyId)))
      .for("update");
    if (!target) throw await missingRow({ db: tx }, caller.companyId, "user", targetId);
    if (target.id === caller.id) {
      throw badRequest({ non_field_errors: [OWN_ACCOUNT_DEACTIVATION_REFUSED] });
    }
    if (target.status === "invited") {
      throw badRequest({
        non_field_errors: ["An invited user has no account to deactivate: withdraw the invite."],
      });
    }
    if (target.status !== "active") throw conflict("This user is already deactivated.");
    const admins = await activeAdministratorIds(tx, caller.companyId);
    if (admins.includes(String(targetId)) && leavesNoAdministrator(admins, String(targetId))) {
      throw badRequest({ non_field_errors: [LAST_ADMIN_DEACTIVATION_REFUSED] });
    }
    await tx.update(users).set({ status: "inactive" }).where(eq(users.id, targetId));
    await endSessionsOf(tx, targetId, ctx.now(), "account-deactivated");
    await recordActivity(tx, {
      ...activityBy(ctx, caller),
      action: "user.deactivated",
      target: userTarget(target),
      before: { status: "active" },
      after: { status: "inactive" },
    });
  });
  return findCompanyUser(ctx, caller.companyId, targetId);
}

export async function reactivateUser(
  ctx: ServerContext,
  caller: CurrentUser,
  targetId: number,
): Promise<CompanyUser> {
  const target = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: "active" })
      .where(
        and(
          eq(users.id, targetId),
          eq(users.companyId, caller.companyId),
          eq(users.status, "inactive"),
        ),
      )
      .returning({ id: users.id, email: users.email });
    if (row) {
      await recordActivity(tx, {
        ...activityBy(ctx, caller),
        action: "user.reactivated",
        target: userTarget(row),
        before: { status: "inactive" },
        after: { status: "active" },
      });
    }
    return row;
  });
  if (!target) {
    // Either not this company's user (404) or not deactivated (409): find out which.
    const user = await findCompanyUser(ctx, caller.companyId, targetId);
    throw conflict(`This user is ${user.status === "invited" ? "invited" : "already active"}.`);
  }
  return findCompanyUser(ctx, caller.companyId, targetId);
}
