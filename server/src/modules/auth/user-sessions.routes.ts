import { and, eq, isNull, ne } from "drizzle-orm";
import { EndedSessions, USER_SESSION_LIST } from "../../../../src/core/api/account/sessions.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { userTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import { revokeFamily } from "../../auth/sessions.ts";
import type { ServerContext } from "../../context.ts";
import { tokenFamilies } from "../../db/schema.ts";
import { forbidden, notFound } from "../../http/api-error.ts";
import { registerListRoute } from "../../http/list-route.ts";
import { IdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { USER_SESSION_ROWS } from "./user-session-list.ts";

const TAG = "Authentication";
const STAFF_REFUSAL = "Staff acting as a customer cannot manage the customer's sessions.";

/**
 * The signed-in person's own sessions (issue 44): one per sign-in that is still open, that is
 * not revoked and holds a refresh token that has not expired (the list: user-session-list.ts).
 * Staff impersonations of the user are not theirs to end and are not listed. Ending one
 * revokes its token family: its next call answers 401 (auth/current-user.ts reads the family
 * on every request).
 */
export function registerUserSessionRoutes(router: Router, ctx: ServerContext): void {
  const own = { access: "signed-in", peopleOnly: true, tag: TAG } as const;

  registerListRoute(router, ctx, {
    ...own,
    list: USER_SESSION_LIST,
    summary: "The caller's open sessions: browser, system, address, started, last active",
    owner: "user",
    rows: USER_SESSION_ROWS,
    scope: (_request, user, server) => ({
      session: user.sessionId,
      now: server.now().toISOString(),
    }),
  });

  router.route(
    {
      ...own,
      method: "DELETE",
      path: "/sessions/:id",
      summary: "End one of the caller's sessions: its next call is refused",
      params: IdParams,
      status: 204,
    },
    async ({ user, params }) => {
      if (user.impersonation) throw forbidden(STAFF_REFUSAL);
      const [session] = await ctx.db
        .select({ id: tokenFamilies.id })
        .from(tokenFamilies)
        .where(
          and(
            eq(tokenFamilies.id, params.id),
            eq(tokenFamilies.userId, user.id),
            isNull(tokenFamilies.impersonatorId),
            isNull(tokenFamilies.revokedAt),
          ),
        );
      if (session === undefined) throw notFound();
      await revokeFamily(ctx, session.id, "ended-by-user");
      await recordActivity(ctx.db, {
        ...activityBy(ctx, user),
        action: "session.revoked",
        target: userTarget(user),
        after: { session: session.id },
      });
    },
  );

  router.route(
    {
      ...own,
      method: "POST",
      path: "/sessions/end-others",
      summary: "Sign out everywhere else: end every session of the caller but this one",
      response: EndedSessions,
    },
    async ({ user }) => {
      if (user.impersonation) throw forbidden(STAFF_REFUSAL);
      const ended = await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .update(tokenFamilies)
          .set({ revokedAt: ctx.now(), revokedReason: "signed-out-elsewhere" })
          .where(
            and(
              eq(tokenFamilies.userId, user.id),
              isNull(tokenFamilies.revokedAt),
              isNull(tokenFamilies.impersonatorId),
              ne(tokenFamilies.id, user.sessionId),
            ),
          )
          .returning({ id: tokenFamilies.id });
        await recordActivity(tx, {
          ...activityBy(ctx, user),
          action: "session.ended_others",
          target: userTarget(user),
          after: { ended: rows.length },
        });
        return rows;
      });
      return { ended: ended.length };
    },
  );
}
