import { eq, sql } from "drizzle-orm";
import type { ServerContext } from "../context.ts";
import { users } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { personOf } from "./activity-entry.ts";
import { recordActivity } from "./record-activity.ts";

/**
 * Sign-ins in the activity log (issue 44). An entry goes to the company of the account
 * signed in to; a failed sign-in with an address no account has belongs to no company and
 * is only counted by the throttle (login_attempts), as before.
 */

/** The refusals that are a failed sign-in (a wrong secret or a closed account). */
const FAILURES = new Set([
  "invalid_credentials",
  "otp_invalid",
  "account_inactive",
  "external_login_failed",
]);

async function accountOf(ctx: ServerContext, by: { id: number } | { email: string }) {
  const [account] = await ctx.db
    .select({
      id: users.id,
      companyId: users.companyId,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(users)
    .where(
      "id" in by ? eq(users.id, by.id) : sql`lower(${users.email}) = ${by.email.toLowerCase()}`,
    );
  return account;
}

/** A session was granted to the user (password or external provider). */
export async function recordSignIn(
  ctx: ServerContext,
  userId: number,
  address: string | null,
  method: string,
): Promise<void> {
  const account = await accountOf(ctx, { id: userId });
  if (!account) return;
  const user = personOf(account);
  await recordActivity(ctx.db, {
    companyId: account.companyId,
    at: ctx.now(),
    actor: { kind: "user", user, session: null },
    address,
    action: "sign_in.succeeded",
    target: { type: "user", id: user.id, label: user.email },
    after: { method },
  });
}

/**
 * Runs a sign-in and records its refusal, when it is a failed sign-in of an existing
 * account, before passing the refusal on.
 */
export async function recordingFailedSignIn<T>(
  ctx: ServerContext,
  username: string | undefined,
  address: string | null,
  signIn: () => Promise<T>,
): Promise<T> {
  try {
    return await signIn();
  } catch (error) {
    const code = error instanceof ApiError ? error.body.code : undefined;
    if (typeof code === "string" && FAILURES.has(code) && username) {
      const account = await accountOf(ctx, { email: username.trim() });
      if (account) {
        const user = personOf(account);
        await recordActivity(ctx.db, {
          companyId: account.companyId,
          at: ctx.now(),
          actor: { kind: "user", user, session: null },
          address,
          action: "sign_in.failed",
          target: { type: "user", id: user.id, label: user.email },
          after: { reason: code },
        });
      }
    }
    throw error;
  }
}
