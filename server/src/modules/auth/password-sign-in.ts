import { eq, sql } from "drizzle-orm";
import type { CredentialsLogin, OneTimeCodeLogin } from "../../../../src/core/api/auth/login.ts";
import type { TokenPair } from "../../../../src/core/api/auth/tokens.ts";
import {
  hasAuthenticator,
  markChallenged,
  redeemSecondFactor,
  wasChallengedRecently,
} from "../../auth/authenticators.ts";
import { solveCaptcha } from "../../auth/captcha.ts";
import {
  assertAddressNotLockedOut,
  assertNotLockedOut,
  needsCaptcha,
  reserveLoginAttempt,
  throttleKey,
  throttleState,
  withdrawAttempt,
} from "../../auth/login-throttle.ts";
import { hasLiveCode, redeemOneTimeCode, sendOneTimeCode } from "../../auth/one-time-codes.ts";
import { needsRehash, unusablePasswordHash } from "../../auth/passwords.ts";
import type { ServerContext } from "../../context.ts";
import { users } from "../../db/schema.ts";
import {
  authenticatorFailure,
  grantSession,
  loginFailure,
  type SignInOrigin,
} from "./login-outcome.ts";

type PasswordLogin = CredentialsLogin | OneTimeCodeLogin;
type Account = Pick<
  typeof users.$inferSelect,
  "id" | "email" | "passwordHash" | "status" | "requiresOtp"
>;

async function findAccount(ctx: ServerContext, key: string): Promise<Account | undefined> {
  const [account] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      status: users.status,
      requiresOtp: users.requiresOtp,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${key}`);
  return account;
}

/**
 * The captcha gate, once the account has failed 3 times: true when the attempt may pass it.
 * A one-time-code step passes without one while the account holds a live code: that code
 * was only sent after a password (and the captcha asked for then) was right, and the code
 * form has no captcha. The same holds for an authenticator user asked for the code a moment ago.
 */
async function passCaptcha(
  ctx: ServerContext,
  login: PasswordLogin,
  account: Account | undefined,
): Promise<true> {
  if ("captcha_id" in login && login.captcha_id !== undefined) {
    if (await solveCaptcha(ctx, login.captcha_id, login.captcha_text ?? "")) return true;
    throw loginFailure("captcha_invalid");
  }
  if (
    "otp_code" in login &&
    account &&
    ((await hasLiveCode(ctx, account.id)) || (await wasChallengedRecently(ctx, account.id)))
  ) {
    return true;
  }
  throw loginFailure("captcha_required");
}

/**
 * POST /auth with credentials: lockout, captcha, password, account state, second factor
 * (the authenticator app's code or a backup code when the user has one, else the mailed
 * code for accounts flagged to need it), in that order. Unknown addresses take the same path and time as wrong passwords (the
 * unusable hash is checked instead) and get the same answer. Requests stopped by the
 * lockout or the captcha gate never reach the password and are not counted as failures, so
 * nobody can lock an account out without solving captchas. The gate is decided again,
 * atomically, when the attempt is written (reserveLoginAttempt): the first reads here only
 * spare a locked account its captcha.
 */
export async function passwordSignIn(
  ctx: ServerContext,
  login: PasswordLogin,
  origin: SignInOrigin,
): Promise<TokenPair> {
  const { ip } = origin;
  await assertAddressNotLockedOut(ctx, ip);
  const key = throttleKey(login.username);
  const state = await throttleState(ctx, key);
  assertNotLockedOut(ctx, state);
  const account = await findAccount(ctx, key);
  const captchaSolved = needsCaptcha(state) && (await passCaptcha(ctx, login, account));
  const attempt = await reserveLoginAttempt(ctx, key, ip, captchaSolved, () =>
    loginFailure("captcha_required"),
  );

  const passwordRight = await ctx.passwords
    .verify(login.password, account?.passwordHash ?? unusablePasswordHash(ctx.passwordCost))
    .catch(async (error: unknown) => {
      // Turned away by the hashing queue (503): not evaluated, so not a failure either.
      await withdrawAttempt(ctx, attempt);
      throw error;
    });
  // The attempt is already written as a failure: each refusal below leaves it so.
  if (!account || !passwordRight) throw loginFailure("invalid_credentials");
  if (account.status !== "active") throw loginFailure("account_inactive");
  if (await hasAuthenticator(ctx, account.id)) {
    // An authenticator replaces the mailed code (issue 44). A wrong code leaves the attempt
    // written as a failure, so guesses count toward the same throttle as passwords.
    if (!("otp_code" in login)) {
      await markChallenged(ctx, account.id);
      throw authenticatorFailure("otp_required");
    }
    if (!(await redeemSecondFactor(ctx, account.id, login.otp_code))) {
      throw authenticatorFailure("otp_invalid");
    }
  } else if (account.requiresOtp) {
    if (!("otp_code" in login)) {
      await sendOneTimeCode(ctx, account);
      throw loginFailure("otp_required");
    }
    if (!(await redeemOneTimeCode(ctx, account.id, login.otp_code))) {
      throw loginFailure("otp_invalid");
    }
  }
  await upgradePasswordHash(ctx, account, login.password);
  return grantSession(ctx, key, account.id, origin, attempt);
}

/**
 * A hash made at an older, lower cost is replaced by one at today's cost while the password
 * is at hand: the only moment the server knows it.
 */
async function upgradePasswordHash(ctx: ServerContext, account: Account, password: string) {
  if (account.passwordHash === null || !needsRehash(account.passwordHash, ctx.passwordCost)) return;
  const passwordHash = await ctx.passwords.hash(password);
  await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, account.id));
}
