import type { ExternalLogin } from "../../../../src/core/api/auth/login.ts";
import type { TokenPair } from "../../../../src/core/api/auth/tokens.ts";
import { hasAuthenticator } from "../../auth/authenticators.ts";
import { externalIdentity } from "../../auth/external-identity.ts";
import { recordLoginAttempt, throttleKey } from "../../auth/login-throttle.ts";
import type { ServerContext } from "../../context.ts";
import { grantSession, loginFailure, type SignInOrigin } from "./login-outcome.ts";

const NEEDS_ONE_TIME_CODE =
  "This account signs in with its password and a one-time code, not with an external provider.";

/**
 * POST /auth with method "external-login": the password field carries the provider's access
 * token and the provider names the person; the username is only a hint and is ignored.
 * Failures are recorded under the address only when the provider vouched for it, so a
 * made-up token cannot add failures to somebody else's account. The password lockout does
 * not apply: the provider's sign-in is the proof, and the real owner must still get in.
 */
export async function externalSignIn(
  ctx: ServerContext,
  login: ExternalLogin,
  origin: SignInOrigin,
): Promise<TokenPair> {
  const { ip } = origin;
  const identity = await externalIdentity(ctx, login.password);
  if (!identity.ok) {
    await recordLoginAttempt(ctx, identity.verifiedEmail ?? "", false, ip);
    throw loginFailure("external_login_failed", identity.reason);
  }
  const key = throttleKey(identity.user.email);
  // The one-time-code step has no external form; such accounts use their password (an
  // authenticator app's code included: the provider's sign-in is not a second factor).
  if (identity.user.requiresOtp || (await hasAuthenticator(ctx, identity.user.id))) {
    await recordLoginAttempt(ctx, key, false, ip);
    throw loginFailure("external_login_failed", NEEDS_ONE_TIME_CODE);
  }
  return grantSession(ctx, key, identity.user.id, origin);
}
