import { eq, sql } from "drizzle-orm";
import type { ServerContext } from "../context.ts";
import { users } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";
import { type ActivityEntry, personOf } from "./activity-entry.ts";
import { type PersonRow, personWhere } from "./activity-person.ts";
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

function accountOf(ctx: ServerContext, by: { id: number } | { email: string }) {
  return personWhere(
    ctx.db,
    "id" in by ? eq(users.id, by.id) : sql`lower(${users.email}) = ${by.email.toLowerCase()}`,
  );
}

/** One sign-in entry, in the company of the account signed in to. */
function recordSignInOf(
  ctx: ServerContext,
  account: PersonRow,
  address: string | null,
  outcome: Pick<ActivityEntry, "action" | "after">,
): Promise<void> {
  const user = personOf(account);
  return recordActivity(ctx.db, {
    companyId: account.companyId,
    at: ctx.now(),
    actor: { kind: "user", user, session: null },
    address,
    target: { type: "user", id: user.id, label: user.email },
    ...outcome,
  });
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
  await recordSignInOf(ctx, account, address, {
    action: "sign_in.succeeded",
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
        await recordSignInOf(ctx, account, address, {
          action: "sign_in.failed",
          after: { reason: code },
        });
      }
    }
    throw error;
  }
}
