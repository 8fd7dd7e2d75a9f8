import { and, eq } from "drizzle-orm";
import { givenOrNull } from "../../../../src/core/api/users/contact-fields.ts";
import {
  DUPLICATE_EMAIL,
  INVITE_LIFETIME_DAYS,
  type InviteUserRequest,
  type PendingUser,
} from "../../../../src/core/api/users/user-invites.ts";
import { fullName } from "../../../../src/core/api/users/user-name.ts";
import { normalisePermissions } from "../../../../src/core/api/users/user-permissions.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { userTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { permissionLog, userPermissions, users } from "../../db/schema.ts";
import { badRequest } from "../../http/api-error.ts";
import { missingRow } from "../../http/foreign-rows.ts";
import { portalLink } from "../../mail/portal-link.ts";
import { issueInviteCode } from "./invite-codes.ts";
import { emailTaken, findPendingUser } from "./pending-users.ts";
import { recordedRole } from "./permission-changes.ts";

/**
 * Inviting a colleague: the user exists at once with status "invited" and no password, and
 * receives a mail whose link (/set-password/<code>) lets them choose one.
 */

const duplicateEmail = () => badRequest({ email: [DUPLICATE_EMAIL] });

/** PostgreSQL's unique_violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; typeof current === "object" && current !== null; ) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function mailInvite(
  ctx: ServerContext,
  invitee: { readonly email: string; readonly firstname: string },
  caller: CurrentUser,
  code: string,
): Promise<void> {
  const product = ctx.config.portal.productName;
  await ctx.mailer.send({
    to: invitee.email,
    subject: `You are invited to the ${product} portal`,
    kind: "invite",
    secret: code,
    body: [
      `Hello ${invitee.firstname},`,
      "",
      `${fullName(caller)} invited you to the ${caller.companyName} account on the ${product} portal.`,
      `Choose your password here: ${portalLink(ctx, `/set-password/${code}`)}`,
      "",
      `The link works once and expires in ${INVITE_LIFETIME_DAYS} days.`,
    ].join("\n"),
  });
}

/** POST /register/user. */
export async function inviteUser(
  ctx: ServerContext,
  caller: CurrentUser,
  invite: InviteUserRequest,
): Promise<PendingUser> {
  const role = recordedRole(invite.role_preset, normalisePermissions(invite.permissions));
  if (await emailTaken(ctx, invite.email)) throw duplicateEmail();
  const now = ctx.now();
  let created: { userId: number; code: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          companyId: caller.companyId,
          email: invite.email,
          firstname: invite.firstname,
          lastname: invite.lastname,
          phone: givenOrNull(invite.phone),
          jobTitle: givenOrNull(invite.job_title),
          passwordHash: null,
          status: "invited",
          defaultCurrencyId: caller.defaultCurrencyId,
          invitedById: caller.id,
          createdAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error("the invited user was not stored");
      const permissions = normalisePermissions(invite.permissions);
      if (permissions.length > 0) {
        await tx
          .insert(userPermissions)
          .values(permissions.map((permission) => ({ userId: user.id, permission })));
      }
      const { code } = await issueInviteCode(tx, user.id, now);
      await recordActivity(tx, {
        ...activityBy(ctx, caller),
        action: "user.invited",
        target: userTarget({ id: user.id, email: invite.email }),
        after: { name: fullName(invite), permissions, role },
      });
      return { userId: user.id, code };
    });
  } catch (error) {
    // Two admins inviting the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
  await mailInvite(ctx, invite, caller, created.code);
  return findPendingUser(ctx, caller.companyId, created.userId);
}

/** POST /register/user/{id}/resend: a new link; the previous one stops working. */
export async function resendInvite(
  ctx: ServerContext,
  caller: CurrentUser,
  userId: number,
): Promise<PendingUser> {
  const pending = await findPendingUser(ctx, caller.companyId, userId);
  const { code } = await issueInviteCode(ctx.db, userId, ctx.now());
  await mailInvite(ctx, pending, caller, code);
  return findPendingUser(ctx, caller.companyId, userId);
}

/**
 * DELETE /register/user/{id}: the invite is withdrawn and the never-activated user removed
 * (their codes, permissions and settings go with them). Permission-log rows about them go
 * too: they describe an account that never existed for anyone.
 */
export async function cancelInvite(
  ctx: ServerContext,
  caller: CurrentUser,
  userId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // Locked, so an invitee setting their password right now is either before or after this.
    const [pending] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.companyId, caller.companyId),
          eq(users.status, "invited"),
        ),
      )
      .for("update");
    if (!pending) throw await missingRow({ db: tx }, caller.companyId, "invitation", userId);
    await tx.delete(permissionLog).where(eq(permissionLog.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    await recordActivity(tx, {
      ...activityBy(ctx, caller),
      action: "user.invite_cancelled",
      target: userTarget(pending),
      before: { status: "invited" },
    });
  });
}
