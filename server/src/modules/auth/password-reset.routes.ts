import {
  ForgotPasswordRequest,
  ResetPasswordRequest,
  VerifyResetPasswordRequest,
} from "../../../../src/core/api/auth/password-reset.ts";
import { DetailMessage } from "../../../../src/core/api/detail-message.ts";
import type { ServerContext } from "../../context.ts";
import { ApiError } from "../../http/api-error.ts";
import type { Router } from "../../http/routes.ts";
import { isUsableResetCode, resetPassword, sendResetCode } from "./password-reset.ts";

const UNUSABLE_CODE = "This link is invalid or has expired. Ask for a new one.";

/** The refusal names the `code` field (the reset form shows it there) and says it as detail. */
const unusableCode = () => new ApiError(400, { detail: UNUSABLE_CODE, code: [UNUSABLE_CODE] });

/** POST /forgot-password, /verify-reset-password and /reset-password (password-reset.ts). */
export function registerPasswordResetRoutes(router: Router, ctx: ServerContext): void {
  router.publicRoute(
    {
      method: "POST",
      path: "/forgot-password",
      summary: "Mail a password-reset link (same answer whether or not the address is known)",
      tag: "Authentication",
      body: ForgotPasswordRequest,
      response: DetailMessage,
    },
    async ({ body }) => {
      // The same job for every address, run after the answer: the answer cannot tell a known
      // address from an unknown one by its time (issue 41; background/background-work.ts).
      ctx.background.start("password-reset mail", () => sendResetCode(ctx, body.email));
      return {
        detail: "If an account uses this address, we have sent it a link to reset the password.",
      };
    },
  );

  router.publicRoute(
    {
      method: "POST",
      path: "/verify-reset-password",
      summary: "Check that a password-reset code can still be used",
      tag: "Authentication",
      body: VerifyResetPasswordRequest,
      response: DetailMessage,
    },
    async ({ body }) => {
      if (!(await isUsableResetCode(ctx, body.code))) throw unusableCode();
      return { detail: "The link is valid." };
    },
  );

  router.publicRoute(
    {
      method: "POST",
      path: "/reset-password",
      summary: "Set a new password with a reset code; every session of the account ends",
      tag: "Authentication",
      body: ResetPasswordRequest,
      response: DetailMessage,
    },
    async ({ body }) => {
      if (!(await resetPassword(ctx, body.code, body.password))) throw unusableCode();
      return { detail: "Your password has been reset. Sign in with the new one." };
    },
  );
}
