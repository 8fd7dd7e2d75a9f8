import { Schema } from "effect";
import {
  CALENDAR_FEED_LIST,
  CreateCalendarFeedRequest,
  CreatedCalendarFeed,
} from "../../../../src/core/api/events/calendar-feeds.ts";
import { readersOf } from "../../../../src/core/permissions/module-matrix.ts";
import type { ServerContext } from "../../context.ts";
import { registerListRoute } from "../../http/list-route.ts";
import { PathText, RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import {
  CALENDAR_FEED_ROWS,
  createCalendarFeed,
  feedNotFound,
  feedOwnerOf,
  revokeCalendarFeed,
} from "./calendar-feeds.ts";
import { maintenanceCalendar } from "./maintenance-calendar.ts";

/** The feed serves maintenances, which belong to the support module (events.routes.ts). */
const SUPPORT_READ = readersOf("support");
const TAG = "Calendar feeds";
const FeedParams = Schema.Struct({ secret: PathText });

/**
 * The caller's calendar addresses (issue 43) and the public feed they lead to
 * (src/core/api/events/calendar-feeds.ts).
 */
export function registerCalendarFeedRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "POST",
      path: "/calendar-feeds",
      summary:
        "Create a secret calendar address for the company's maintenances; the address is shown only in this answer",
      tag: TAG,
      access: SUPPORT_READ,
      // The address is a person's; a script reads the maintenances with its key directly.
      peopleOnly: true,
      body: CreateCalendarFeedRequest,
      response: CreatedCalendarFeed,
      status: 201,
      errors: [409],
    },
    async ({ body, user, reply }) => {
      reply.header("Cache-Control", "no-store");
      return createCalendarFeed(ctx, user, body.name);
    },
  );

  registerListRoute(router, ctx, {
    list: CALENDAR_FEED_LIST,
    summary: "The caller's own calendar addresses, newest first (never the addresses themselves)",
    tag: TAG,
    access: SUPPORT_READ,
    rows: CALENDAR_FEED_ROWS,
    owner: "user",
  });

  router.route(
    {
      method: "DELETE",
      path: "/calendar-feeds/:id",
      summary: "Revoke one of the caller's calendar addresses: it stops working at once",
      tag: TAG,
      access: "signed-in",
      params: RecordIdParams,
      names: "calendar_feed",
      status: 204,
    },
    async ({ params, user }) => {
      await revokeCalendarFeed(ctx, user, params.id);
    },
  );

  router.publicRoute(
    {
      method: "GET",
      path: "/calendar/:secret/maintenances.ics",
      summary:
        "The company's maintenances as iCalendar (RFC 5545) for a calendar program; the secret address is the only credential",
      tag: TAG,
      params: FeedParams,
      produces: "text/calendar",
    },
    async ({ params, reply }) => {
      const owner = await feedOwnerOf(ctx, params.secret);
      if (owner === null) throw feedNotFound();
      const document = await maintenanceCalendar(ctx, owner.companyId);
      return reply
        .header("Cache-Control", "private, no-cache")
        .header("X-Robots-Tag", "noindex")
        .type("text/calendar; charset=utf-8")
        .send(document);
    },
  );
}
