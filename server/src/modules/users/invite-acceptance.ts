import { and, eq } from "drizzle-orm";
import {
  INVITE_CODE_INVALID,
  type InviteGreeting,
} from "../../../../src/core/api/auth/invite-acceptance.ts";
import { hashPassword } from "../../auth/passwords.ts";
import type { ServerContext } from "../../context.ts";
import { users } from "../../db/schema.ts";
import { badRequest } from "../../http/api-error.ts";
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
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const userId = await claimInviteCode(ctx, tx, code);
    if (userId === null) throw invalidCode();
    const [activated] = await tx
      .update(users)
      .set({ passwordHash, status: "active" })
      .where(and(eq(users.id, userId), eq(users.status, "invited")))
      .returning({ id: users.id });
    if (!activated) throw invalidCode();
  });
}
