import { and, eq } from "drizzle-orm";
import {
  INVITE_CODE_INVALID,
  type InviteGreeting,
} from "../../../../src/core/api/auth/invite-acceptance.ts";
import { userName } from "../../../../src/core/api/users/user-name.ts";
import { MODULE_MATRIX } from "../../../../src/core/permissions/module-matrix.ts";
import type { ServerContext } from "../../context.ts";
import { userPermissions, users } from "../../db/schema.ts";
import { badRequest } from "../../http/api-error.ts";
import { deliverNews } from "../notifications/deliver.ts";
import { claimInviteCode, usableInvite } from "./invite-codes.ts";

/**
 * The invitee's side: the /set-password/:code page greets them, then activates the account
 * with the password they choose. Every unusable code (unknown, used, expired, withdrawn,
 * replaced by a resend) gets the same 400, so the answer tells nothing about which it was.
 */
const invalidCode = () => badRequest({ code: [INVITE_CODE_INVALID] });

export async function greetInvitee(ctx: ServerContext, code: string): Promise<InviteGreeting> {
  const invite = await usableInvite(ctx, code);
  if (!invite) throw invalidCode();
  return { email: invite.email, firstname: invite.firstname, company_name: invite.companyName };
}

/** Sets the password and activates the user: claiming the code and activating succeed together. */
export async function acceptInvite(
  ctx: ServerContext,
  code: string,
  password: string,
): Promise<void> {
  // Checked before hashing, so a wrong code costs no scrypt work.
  if (!(await usableInvite(ctx, code))) throw invalidCode();
  const passwordHash = await ctx.passwords.hash(password);
  const joined = await ctx.db.transaction(async (tx) => {
    const userId = await claimInviteCode(ctx, tx, code);
    if (userId === null) throw invalidCode();
    const [activated] = await tx
      .update(users)
      .set({ passwordHash, status: "active" })
      .where(and(eq(users.id, userId), eq(users.status, "invited")))
      .returning({
        id: users.id,
        companyId: users.companyId,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
      });
    if (!activated) throw invalidCode();
    return activated;
  });
  await tellAdministrators(ctx, joined);
}

/** The company's administrators hear that a colleague they invited has joined ("users" news). */
async function tellAdministrators(
  ctx: ServerContext,
  joined: { id: number; companyId: number; firstname: string; lastname: string; email: string },
): Promise<void> {
  const admins = await ctx.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userPermissions, eq(userPermissions.userId, users.id))
    .where(
      and(
        eq(users.companyId, joined.companyId),
        eq(userPermissions.permission, MODULE_MATRIX.admin.write),
      ),
    );
  const name = userName(joined);
  await deliverNews(
    ctx,
    admins.map((admin) => admin.id),
    {
      topic: "users",
      message: `${name} accepted the invitation and can now sign in.`,
      url: `/account-settings/manage/users/${joined.id}/edit`,
      relatedModule: "users",
      mailSubject: `${name} has joined the portal`,
    },
  );
}
