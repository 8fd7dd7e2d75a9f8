import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";
import { registerBannerAlertRoutes } from "./banner-alert.routes.ts";
import { registerChangelogRoutes } from "./changelog.routes.ts";
import { registerFeatureRequestRoutes } from "./feature-requests.routes.ts";
import { registerStatisticsRoutes } from "./statistics.routes.ts";
import { registerVariableRoutes } from "./variables.routes.ts";

/** Portal content and the dashboard: banner alert, changelog, variables, feature requests. */
export function registerContentRoutes(router: Router, ctx: ServerContext): void {
  registerBannerAlertRoutes(router, ctx);
  registerChangelogRoutes(router, ctx);
  registerVariableRoutes(router, ctx);
  registerFeatureRequestRoutes(router, ctx);
  registerStatisticsRoutes(router, ctx);
}
