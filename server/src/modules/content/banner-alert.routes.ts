import { and, desc, gt, isNull, lte, or } from "drizzle-orm";
import { CurrentBannerAlert } from "../../../../src/core/api/content/banner-alert.ts";
import type { ServerContext } from "../../context.ts";
import { bannerAlerts } from "../../db/schema.ts";
import type { Router } from "../../http/routes.ts";

/**
 * GET /banner-alert: the alert in force now (started, not ended), the most recently started
 * one if several overlap; `null` with 200 when there is none, so the portal decodes one
 * shape and simply hides the banner.
 */
export function registerBannerAlertRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/banner-alert",
      summary: "The banner alert in force now, or null",
      tag: "Content",
      access: "signed-in",
      response: CurrentBannerAlert,
    },
    async () => {
      const now = ctx.now();
      const [alert] = await ctx.db
        .select()
        .from(bannerAlerts)
        .where(
          and(
            lte(bannerAlerts.startsAt, now),
            or(isNull(bannerAlerts.endsAt), gt(bannerAlerts.endsAt, now)),
          ),
        )
        .orderBy(desc(bannerAlerts.startsAt), desc(bannerAlerts.id))
        .limit(1);
      if (!alert) return null;
      return {
        id: String(alert.id),
        message: alert.message,
        severity: alert.severity,
        url: alert.url,
        starts_at: alert.startsAt.toISOString(),
        ends_at: alert.endsAt?.toISOString() ?? null,
      };
    },
  );
}
