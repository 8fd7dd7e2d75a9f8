import { eq, type SQL, sql } from "drizzle-orm";
import type { Statistics } from "../../../../src/core/api/account/statistics.ts";
import { canView } from "../../../../src/core/permissions/index.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { notificationCounts, users } from "../../db/schema.ts";

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * The dashboard's counts for the caller, each group only when the caller may see that area
 * (users: the administration module). Only areas that exist are counted; tickets, services
 * and invoices add their groups when their modules arrive. One query per group.
 */
export async function statisticsFor(ctx: ServerContext, user: CurrentUser): Promise<Statistics> {
  const [mine] = await ctx.db
    .select({ total: notificationCounts.total, unread: notificationCounts.unread })
    .from(notificationCounts)
    .where(eq(notificationCounts.userId, user.id));
  const statistics: Statistics = {
    notifications: { total: mine?.total ?? 0, unread: Number(mine?.unread ?? 0) },
  };
  if (!canView(user.permissions, "admin")) return statistics;

  const [people] = await ctx.db
    .select({
      active: countWhere(sql`${users.status} = 'active'`),
      invited: countWhere(sql`${users.status} = 'invited'`),
      inactive: countWhere(sql`${users.status} = 'inactive'`),
    })
    .from(users)
    .where(eq(users.companyId, user.companyId));
  return {
    ...statistics,
    users: {
      active: Number(people?.active ?? 0),
      invited: Number(people?.invited ?? 0),
      inactive: Number(people?.inactive ?? 0),
    },
  };
}
