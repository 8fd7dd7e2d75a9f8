import { and, count, desc, eq, gte, lt, lte, type SQL } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import {
  filterInstant,
  isWholeDayFilter,
  type PermissionLogEntry,
  type PermissionLogQuery,
} from "../../../../src/core/api/permission-log.ts";
import type { ServerContext } from "../../context.ts";
import { permissionLog, users } from "../../db/schema.ts";
import type { PageWindow } from "../../http/pagination.ts";
import { storedId } from "../../http/record-ids.ts";
import { fullName } from "./lookup-helpers.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const target = alias(users, "target");
const changer = alias(users, "changer");

/** The filters as SQL; an id that cannot exist matches nothing rather than failing. */
function conditions(companyId: number, query: PermissionLogQuery): Array<SQL | undefined> {
  const byId = (column: PgColumn, raw: string | undefined) =>
    raw === undefined ? undefined : eq(column, storedId(raw) ?? 0);
  const { date_from: from, date_to: to } = query;
  return [
    eq(permissionLog.companyId, companyId),
    byId(permissionLog.userId, query.user),
    byId(permissionLog.changedById, query.changed_by),
    from === undefined ? undefined : gte(permissionLog.createdAt, filterInstant(from)),
    to === undefined
      ? undefined
      : isWholeDayFilter(to)
        ? lt(permissionLog.createdAt, new Date(filterInstant(to).getTime() + DAY_MS))
        : lte(permissionLog.createdAt, filterInstant(to)),
  ];
}

/** The company's permission changes, newest first (GET /users/permission-log). */
export async function listPermissionLog(
  ctx: ServerContext,
  companyId: number,
  query: PermissionLogQuery,
  window: PageWindow,
): Promise<{ count: number; results: PermissionLogEntry[] }> {
  const where = and(...conditions(companyId, query));
  const [total] = await ctx.db.select({ n: count() }).from(permissionLog).where(where);
  const rows = await ctx.db
    .select({ entry: permissionLog, user: target, changedBy: changer })
    .from(permissionLog)
    .innerJoin(target, eq(target.id, permissionLog.userId))
    .innerJoin(changer, eq(changer.id, permissionLog.changedById))
    .where(where)
    .orderBy(desc(permissionLog.createdAt), desc(permissionLog.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    count: total?.n ?? 0,
    results: rows.map(({ entry, user, changedBy }) => ({
      id: String(entry.id),
      user: { id: String(user.id), name: fullName(user), email: user.email },
      changed_by: { id: String(changedBy.id), name: fullName(changedBy), email: changedBy.email },
      added: entry.added,
      removed: entry.removed,
      date: entry.createdAt.toISOString(),
    })),
  };
}
