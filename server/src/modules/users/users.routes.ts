import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";
import { registerAccountStatusRoutes } from "./account-status.routes.ts";
import { registerCompanySignUpRoutes } from "./company-sign-up.routes.ts";
import { registerImpersonationRoutes } from "./impersonation.routes.ts";
import { registerInviteAcceptanceRoutes } from "./invite-acceptance.routes.ts";
import { registerInviteRoutes } from "./invites.routes.ts";
import { registerPermissionLogRoutes } from "./permission-log.routes.ts";
import { registerPermissionRoutes } from "./permissions.routes.ts";
import { registerUserDetailsRoutes } from "./user-details.routes.ts";
import { registerUserDirectoryRoutes } from "./user-directory.routes.ts";

/**
 * Users and what they may do: user administration (list, permissions, permission log),
 * invites and company sign-up (/register...), and impersonation by the provider's staff.
 */
export function registerUsersRoutes(router: Router, ctx: ServerContext): void {
  registerUserDirectoryRoutes(router, ctx);
  registerPermissionRoutes(router, ctx);
  registerUserDetailsRoutes(router, ctx);
  registerAccountStatusRoutes(router, ctx);
  registerPermissionLogRoutes(router, ctx);
  registerInviteRoutes(router, ctx);
  registerInviteAcceptanceRoutes(router, ctx);
  registerCompanySignUpRoutes(router, ctx);
  registerImpersonationRoutes(router, ctx);
}
