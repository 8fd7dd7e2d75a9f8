import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";
import { registerChangePasswordRoutes } from "./change-password.routes.ts";
import { registerDevMailboxRoutes } from "./dev-mailbox.routes.ts";
import { registerPasswordResetRoutes } from "./password-reset.routes.ts";
import { registerSessionRoutes } from "./session.routes.ts";
import { registerSignInRoutes } from "./sign-in.routes.ts";
import { registerSigningKeyRoutes } from "./signing-keys.routes.ts";
import { registerTwoFactorRoutes } from "./two-factor.routes.ts";
import { registerUserSessionRoutes } from "./user-sessions.routes.ts";

/** Sign-in, sessions (and the user's list of them), two-factor sign-in, passwords, the token keys and (demo mode) the development mailbox. */
export function registerAuthRoutes(router: Router, ctx: ServerContext): void {
  registerSignInRoutes(router, ctx);
  registerSessionRoutes(router, ctx);
  registerPasswordResetRoutes(router, ctx);
  registerChangePasswordRoutes(router, ctx);
  registerDevMailboxRoutes(router, ctx);
  registerSigningKeyRoutes(router, ctx);
  registerTwoFactorRoutes(router, ctx);
  registerUserSessionRoutes(router, ctx);
}
