import { eq } from "drizzle-orm";
import {
  BackupCodesRequest,
  BackupCodesResponse,
  CompanyTwoFactorRequirement,
  TotpConfirmRequest,
  TotpEnrolment,
  TotpRemoveRequest,
  TwoFactorStatus,
} from "../../../../src/core/api/account/two-factor.ts";
import { MODULE_MATRIX } from "../../../../src/core/permissions/index.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { userTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import {
  backupCodesLeft,
  confirmEnrolment,
  redeemAuthenticatorCode,
  redeemSecondFactor,
  removeAuthenticator,
  replaceBackupCodes,
  startEnrolment,
} from "../../auth/authenticators.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import {
  assertNotLockedOut,
  recordLoginAttempt,
  throttleKey,
  throttleState,
} from "../../auth/login-throttle.ts";
import { otpauthUrl } from "../../auth/totp.ts";
import type { ServerContext } from "../../context.ts";
import { authenticators, companies, users } from "../../db/schema.ts";
import { badRequest, conflict, forbidden } from "../../http/api-error.ts";
import type { Router } from "../../http/routes.ts";

const TAG = "Two-factor sign-in";
const WRONG_CODE = "The code is wrong or was already used.";

/** Staff acting as the customer may not change how the customer signs in. */
function assertOwnAccount(user: CurrentUser): void {
  if (user.impersonation) {
    throw forbidden("Staff acting as a customer cannot change the customer's two-factor sign-in.");
  }
}

/**
 * A proof (code, password) checked for a signed-in person: the account's sign-in lockout
 * applies and a wrong one counts as a failed sign-in, so a stolen access token cannot be used
 * to guess codes faster than the sign-in form allows (as POST /change-password does).
 */
async function checkedProof(
  ctx: ServerContext,
  user: CurrentUser,
  ip: string,
  proof: () => Promise<boolean>,
  refusal: () => Error,
): Promise<void> {
  const key = throttleKey(user.email);
  assertNotLockedOut(ctx, await throttleState(ctx, key));
  if (await proof()) return;
  await recordLoginAttempt(ctx, key, false, ip);
  throw refusal();
}

async function statusOf(ctx: ServerContext, user: CurrentUser): Promise<TwoFactorStatus> {
  const [row] = await ctx.db
    .select({ confirmedAt: authenticators.confirmedAt, requires: companies.requiresTwoFactor })
    .from(companies)
    .leftJoin(authenticators, eq(authenticators.userId, user.id))
    .where(eq(companies.id, user.companyId));
  const enabledAt = row?.confirmedAt ?? null;
  return {
    authenticator: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    backup_codes_left: enabledAt === null ? 0 : await backupCodesLeft(ctx, user.id),
    company_requires: row?.requires ?? false,
    enrolment_required: user.twoFactorEnrolmentRequired,
  };
}

/**
 * Two-factor sign-in with an authenticator app (issue 44; src/core/api/account/two-factor.ts
 * has the contract). A person's own routes: an API key cannot call them. The enrolment routes
 * answer before a required enrolment; the rest need it done.
 */
export function registerTwoFactorRoutes(router: Router, ctx: ServerContext): void {
  const own = { access: "signed-in", peopleOnly: true, tag: TAG } as const;

  router.route(
    {
      ...own,
      method: "GET",
      path: "/mfa",
      summary: "Two-factor state",
      beforeEnrolment: true,
      response: TwoFactorStatus,
    },
    async ({ user }) => statusOf(ctx, user),
  );

  router.route(
    {
      ...own,
      method: "POST",
      path: "/mfa/totp",
      summary: "Start enrolling an authenticator app: its secret and otpauth address, once",
      beforeEnrolment: true,
      errors: [409],
      response: TotpEnrolment,
    },
    async ({ user }) => {
      assertOwnAccount(user);
      const secret = await startEnrolment(ctx, user.id);
      if (secret === null) {
        throw conflict("An authenticator app is already set up. Turn it off first to replace it.");
      }
      return { secret, otpauth_url: otpauthUrl(secret, ctx.config.portal.productName, user.email) };
    },
  );

  router.route(
    {
      ...own,
      method: "POST",
      path: "/mfa/totp/confirm",
      summary: "Turn the authenticator app on with its first code; answers ten backup codes, once",
      beforeEnrolment: true,
      errors: [429],
      body: TotpConfirmRequest,
      response: BackupCodesResponse,
    },
    async ({ user, body, request }) => {
      assertOwnAccount(user);
      let codes: string[] | null = null;
      await checkedProof(
        ctx,
        user,
        request.ip,
        async () => {
          codes = await confirmEnrolment(ctx, user.id, body.code);
          return codes !== null;
        },
        () => badRequest({ code: [`${WRONG_CODE} Start again if the app shows no codes.`] }),
      );
      // The enrolment's own statements hold no transaction to join: the entry follows them.
      await recordActivity(ctx.db, {
        ...activityBy(ctx, user),
        action: "two_factor.enabled",
        target: userTarget(user),
      });
      // Set by the proof that just passed.
      return { backup_codes: codes ?? [] };
    },
  );

  router.route(
    {
      ...own,
      method: "POST",
      path: "/mfa/backup-codes",
      summary: "Ten new backup codes (the earlier ones stop working), answered once",
      errors: [429],
      body: BackupCodesRequest,
      response: BackupCodesResponse,
    },
    async ({ user, body, request }) => {
      assertOwnAccount(user);
      await checkedProof(
        ctx,
        user,
        request.ip,
        () => redeemAuthenticatorCode(ctx, user.id, body.code),
        () => badRequest({ code: [WRONG_CODE] }),
      );
      const backupCodes = await replaceBackupCodes(ctx, user.id);
      await recordActivity(ctx.db, {
        ...activityBy(ctx, user),
        action: "two_factor.backup_codes_replaced",
        target: userTarget(user),
      });
      return { backup_codes: backupCodes };
    },
  );

  router.route(
    {
      ...own,
      method: "DELETE",
      path: "/mfa/totp",
      summary: "Turn two-factor sign-in off (password and a code or backup code)",
      errors: [429],
      body: TotpRemoveRequest,
      status: 204,
    },
    async ({ user, body, request }) => {
      assertOwnAccount(user);
      const [row] = await ctx.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      await checkedProof(
        ctx,
        user,
        request.ip,
        () => ctx.passwords.verify(body.password, row?.passwordHash ?? null),
        () => badRequest({ password: ["The password is not correct."] }),
      );
      await checkedProof(
        ctx,
        user,
        request.ip,
        () => redeemSecondFactor(ctx, user.id, body.code),
        () => badRequest({ code: [WRONG_CODE] }),
      );
      await removeAuthenticator(ctx, user.id);
      await recordActivity(ctx.db, {
        ...activityBy(ctx, user),
        action: "two_factor.disabled",
        target: userTarget(user),
      });
    },
  );

  router.route(
    {
      method: "PUT",
      path: "/mfa/company-requirement",
      summary: "Require two-factor sign-in of every user of the company (administrators)",
      tag: TAG,
      access: [MODULE_MATRIX.admin.write],
      peopleOnly: true,
      body: CompanyTwoFactorRequirement,
      response: CompanyTwoFactorRequirement,
    },
    async ({ user, body }) => {
      await ctx.db.transaction(async (tx) => {
        const [before] = await tx
          .select({ required: companies.requiresTwoFactor })
          .from(companies)
          .where(eq(companies.id, user.companyId))
          .for("update");
        await tx
          .update(companies)
          .set({ requiresTwoFactor: body.required })
          .where(eq(companies.id, user.companyId));
        await recordActivity(tx, {
          ...activityBy(ctx, user),
          action: "two_factor.company_requirement_changed",
          target: { type: "company", id: String(user.companyId), label: user.companyName },
          before: { required: before?.required ?? null },
          after: { required: body.required },
        });
      });
      return { required: body.required };
    },
  );
}
