import { eq } from "drizzle-orm";
import {
  ChangePasswordRequest,
  ChangePasswordResponse,
} from "../../../../src/core/api/account/change-password.ts";
import {
  assertNotLockedOut,
  recordLoginAttempt,
  throttleKey,
  throttleState,
} from "../../auth/login-throttle.ts";
import type { ServerContext } from "../../context.ts";
import { users } from "../../db/schema.ts";
import { badRequest, forbidden } from "../../http/api-error.ts";
import type { Router } from "../../http/routes.ts";
import { endSessionsOf } from "./user-sessions.ts";

/**
 * POST /change-password (signed in). The current password must be right: a wrong one counts
 * as a failed sign-in of the account (so a stolen access token cannot be used to guess the
 * password faster than the sign-in form allows) and the lockout applies. On success the
 * calling session stays signed in and every other session of the user ends. Staff acting as
 * the customer cannot do it.
 */
export function registerChangePasswordRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "POST",
      path: "/change-password",
      // Locked out after too many wrong current passwords.
      errors: [429],
      access: "signed-in",
      peopleOnly: true,
      summary: "Change one's password; other sessions are signed out",
      tag: "Authentication",
      body: ChangePasswordRequest,
      response: ChangePasswordResponse,
    },
    async ({ body, user, request }) => {
      if (user.impersonation) {
        throw forbidden("Staff acting as a customer cannot change the customer's password.");
      }
      const key = throttleKey(user.email);
      assertNotLockedOut(ctx, await throttleState(ctx, key));
      const [row] = await ctx.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (!(await ctx.passwords.verify(body.password, row?.passwordHash ?? null))) {
        await recordLoginAttempt(ctx, key, false, request.ip);
        throw badRequest({ password: ["The current password is not correct."] });
      }
      const passwordHash = await ctx.passwords.hash(body.new_password);
      await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await endSessionsOf(ctx.db, user.id, ctx.now(), "password-changed", user.sessionId);
      return { detail: "Your password has been changed. Your other sessions were signed out." };
    },
  );
}
