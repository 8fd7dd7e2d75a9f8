import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { CurrentBannerAlert } from "../../../../src/core/api/content/banner-alert.ts";
import { OPEN_MAINTENANCE_STATES } from "../../../../src/core/api/events/event-vocabulary.ts";
import { eventRoute } from "../../../../src/core/api/events/incident-rules.ts";
import type { ServerContext } from "../../context.ts";
import { bannerAlerts, maintenances, outages } from "../../db/schema.ts";
import type { Router } from "../../http/routes.ts";

/**
 * GET /banner-alert: the alert in force now (started, not ended), the most recently started
 * one if several overlap; `null` with 200 when there is none, so the portal decodes one
 * shape and simply hides the banner.
 *
 * An alert about an event (`event_reference`, issue 45) comes from the same records as the
 * dashboard: it is shown to a company only while that company has the event and it is not
 * over (a maintenance scheduled or in progress, an ongoing outage), and its link is the
 * company's own record of it. One statement: each event is found by the (company,
 * reference) unique index.
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
    async ({ user }) => {
      const now = ctx.now();
      const [found] = await ctx.db
        .select({ alert: bannerAlerts, maintenanceId: maintenances.id, outageId: outages.id })
        .from(bannerAlerts)
        .leftJoin(
          maintenances,
          and(
            eq(maintenances.companyId, user.companyId),
            eq(maintenances.reference, bannerAlerts.eventReference),
            // An announced maintenance is alerted about while it is ahead or under way.
            inArray(maintenances.state, OPEN_MAINTENANCE_STATES),
          ),
        )
        .leftJoin(
          outages,
          and(
            eq(outages.companyId, user.companyId),
            eq(outages.reference, bannerAlerts.eventReference),
            eq(outages.state, "ongoing"),
          ),
        )
        .where(
          and(
            lte(bannerAlerts.startsAt, now),
            or(isNull(bannerAlerts.endsAt), gt(bannerAlerts.endsAt, now)),
            or(
              isNull(bannerAlerts.eventReference),
              isNotNull(maintenances.id),
              isNotNull(outages.id),
            ),
          ),
        )
        .orderBy(desc(bannerAlerts.startsAt), desc(bannerAlerts.id))
        .limit(1);
      if (!found) return null;
      const { alert, maintenanceId, outageId } = found;
      const url =
        maintenanceId !== null
          ? eventRoute("maintenance", String(maintenanceId))
          : outageId !== null
            ? eventRoute("outage", String(outageId))
            : alert.url;
      return {
        id: String(alert.id),
        message: alert.message,
        severity: alert.severity,
        url,
        starts_at: alert.startsAt.toISOString(),
        ends_at: alert.endsAt?.toISOString() ?? null,
      };
    },
  );
}
