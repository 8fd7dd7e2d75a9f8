import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";
import { registerAccountManagerRoutes } from "./account-manager.routes.ts";
import { registerApiKeyRoutes } from "./api-keys.routes.ts";
import { registerCompanyRoutes } from "./company.routes.ts";
import { registerCurrencyRoutes } from "./currencies.routes.ts";
import { registerMeRoutes } from "./me.routes.ts";

/** The signed-in user's own account: /me, /currencies, /account-manager, /company. */
export function registerAccountRoutes(router: Router, ctx: ServerContext): void {
  registerMeRoutes(router, ctx);
  registerCurrencyRoutes(router, ctx);
  registerAccountManagerRoutes(router, ctx);
  registerCompanyRoutes(router, ctx);
  registerApiKeyRoutes(router, ctx);
}
