import {
  InviteCodeRequest,
  InviteGreeting,
  SetPasswordRequest,
  SetPasswordResponse,
} from "../../../../src/core/api/auth/invite-acceptance.ts";
import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";
import { INVITES_TAG } from "./access.ts";
import { acceptInvite, greetInvitee } from "./invite-acceptance.ts";

/** The public page /set-password/:code: who the invite is for, then the password. */
export function registerInviteAcceptanceRoutes(router: Router, ctx: ServerContext): void {
  router.publicRoute(
    {
      method: "POST",
      path: "/register/user/verify",
      summary: "Check an invite code; answers who it is for (400 under `code` when unusable)",
      tag: INVITES_TAG,
      body: InviteCodeRequest,
      response: InviteGreeting,
    },
    async ({ body }) => greetInvitee(ctx, body.code),
  );

  router.publicRoute(
    {
      method: "POST",
      path: "/register/user/set-password",
      summary: "Choose a password with an invite code; activates the user (code single use)",
      tag: INVITES_TAG,
      body: SetPasswordRequest,
      response: SetPasswordResponse,
    },
    async ({ body }) => {
      await acceptInvite(ctx, body.code, body.password);
      return { detail: "Your password has been set. You can now sign in." };
    },
  );
}
