import { and, eq } from "drizzle-orm";
import { givenOrNull } from "../../../../src/core/api/users/contact-fields.ts";
import {
  storableText,
  type UserDetailsRequest,
  userDetailChanges,
} from "../../../../src/core/api/users/user-details.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { userTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { permissionLog, users } from "../../db/schema.ts";
import { missingCompanyUser } from "./user-directory.ts";

export interface StoredDetails {
  readonly firstname: string;
  readonly lastname: string;
  readonly phone: string | null;
}

/**
 * Corrects a user's name and phone (PUT /me/details for oneself, PUT /users/{id}/details for
 * an administrator's colleague). The row is locked while it is compared and written, and a
 * change is logged in the company's user log (the permission log, with its `details`) with
 * who made it; a correction that changes nothing writes nothing and logs nothing. Another
 * company's user is the usual 404.
 */
export async function correctUserDetails(
  ctx: ServerContext,
  caller: CurrentUser,
  targetId: number,
  request: UserDetailsRequest,
): Promise<StoredDetails> {
  const phone = givenOrNull(request.phone);
  const next: StoredDetails = {
    firstname: storableText(request.firstname),
    lastname: storableText(request.lastname),
    phone: phone === null ? null : storableText(phone),
  };
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        firstname: users.firstname,
        lastname: users.lastname,
        phone: users.phone,
        email: users.email,
      })
      .from(users)
      .where(and(eq(users.id, targetId), eq(users.companyId, caller.companyId)))
      .for("update");
    if (!target) throw await missingCompanyUser(tx, caller.companyId, targetId);
    const changes = userDetailChanges(target, next);
    const before: StoredDetails = {
      firstname: target.firstname,
      lastname: target.lastname,
      phone: target.phone,
    };
    if (changes.length === 0) return before;
    await tx.update(users).set(next).where(eq(users.id, targetId));
    await recordActivity(tx, {
      ...activityBy(ctx, caller),
      action: "user.edited",
      target: userTarget({ id: targetId, email: target.email }),
      before: { ...before },
      after: { ...next },
    });
    await tx.insert(permissionLog).values({
      companyId: caller.companyId,
      userId: targetId,
      changedById: caller.id,
      added: [],
      removed: [],
      details: changes,
      createdAt: ctx.now(),
    });
    return next;
  });
}
