import { CaptchaChallenge } from "../../../../src/core/api/auth/captcha.ts";
import { EXTERNAL_LOGIN_METHOD, LoginRequest } from "../../../../src/core/api/auth/login.ts";
import { TokenPair } from "../../../../src/core/api/auth/tokens.ts";
import { recordingFailedSignIn } from "../../activity/sign-in-activity.ts";
import { createCaptcha } from "../../auth/captcha.ts";
import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";
import { externalSignIn } from "./external-sign-in.ts";
import { passwordSignIn } from "./password-sign-in.ts";

/**
 * POST /auth (credentials, credentials + captcha, credentials + one-time code, external
 * provider token) and GET /get-captcha. Refusals are 400 with a `code` from
 * src/core/api/auth/login-error.ts, or 429 with Retry-After once an account is locked out.
 */
export function registerSignInRoutes(router: Router, ctx: ServerContext): void {
  router.publicRoute(
    {
      method: "POST",
      path: "/auth",
      // Throttled per account or per client address.
      errors: [429],
      summary: "Sign in",
      tag: "Authentication",
      body: LoginRequest,
      response: TokenPair,
    },
    async ({ body, request }) => {
      const origin = { ip: request.ip, userAgent: request.headers["user-agent"] ?? null };
      // A failed sign-in of an existing account is in its company's activity log (issue 44).
      return recordingFailedSignIn(ctx, body.username, request.ip, () =>
        "method" in body && body.method === EXTERNAL_LOGIN_METHOD
          ? externalSignIn(ctx, body, origin)
          : passwordSignIn(ctx, body, origin),
      );
    },
  );

  router.publicRoute(
    {
      method: "GET",
      path: "/get-captcha",
      summary: "New captcha challenge (answer it in POST /auth as captcha_id and captcha_text)",
      tag: "Authentication",
      response: CaptchaChallenge,
    },
    async ({ reply }) => {
      reply.header("Cache-Control", "no-store");
      return createCaptcha(ctx);
    },
  );
}
