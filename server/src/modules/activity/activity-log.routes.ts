import {
  ACTIVITY_LOG_LIST,
  ActivityChainCheck,
} from "../../../../src/core/api/account/activity-log.ts";
import { readersOf } from "../../../../src/core/permissions/module-matrix.ts";
import { recordExpiredImpersonations } from "../../activity/impersonation-activity.ts";
import { verifyChain } from "../../activity/verify-chain.ts";
import type { ServerContext } from "../../context.ts";
import { registerListRoute } from "../../http/list-route.ts";
import type { Router } from "../../http/routes.ts";
import { ACTIVITY_LOG_ROWS, activityCsvRow } from "./activity-log-list.ts";

const TAG = "Activity log";
/** Administrators: view or write of the admin module. */
const ADMINISTRATORS = readersOf("admin");

/** GET /activity-log (list, CSV) and GET /activity-log/verify (issue 44). */
export function registerActivityLogRoutes(router: Router, ctx: ServerContext): void {
  registerListRoute(router, ctx, {
    list: ACTIVITY_LOG_LIST,
    summary:
      "Every change made in the caller's company, newest first (filters: actor, action, target, date_from, date_to; export=true for CSV)",
    tag: TAG,
    access: ADMINISTRATORS,
    rows: ACTIVITY_LOG_ROWS,
    // An impersonation that ran out of time has its stop entry before the log is read.
    before: () => recordExpiredImpersonations(ctx),
    csv: {
      row: activityCsvRow,
      filename: (day) => `activity-log-${day}.csv`,
    },
  });

  router.route(
    {
      method: "GET",
      path: "/activity-log/verify",
      summary:
        "Walk the company's activity log chain: whether every entry still has the hash its content and the previous entry give, and how many entries were checked",
      tag: TAG,
      access: ADMINISTRATORS,
      response: ActivityChainCheck,
    },
    async ({ user }) => {
      await recordExpiredImpersonations(ctx);
      const check = await verifyChain(ctx.db, user.companyId);
      return { intact: check.intact, checked: check.checked, broken_at: check.brokenAt };
    },
  );
}
