import { Statistics } from "../../../../src/core/api/account/statistics.ts";
import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";
import { statisticsFor } from "./dashboard-statistics.ts";

/** GET /statistics: the counts the dashboard shows, per area the caller may see. */
export function registerStatisticsRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/statistics",
      summary: "Counts for the dashboard, one group per area the caller may see",
      tag: "Content",
      access: "signed-in",
      response: Statistics,
    },
    async ({ user }) => statisticsFor(ctx, user),
  );
}
