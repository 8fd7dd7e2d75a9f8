import { count, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import { maintenanceStatesOf } from "../../../../src/core/api/events/event-list-query.ts";
import type {
  ImpactLevel,
  MaintenanceState,
  MaintenanceType,
} from "../../../../src/core/api/events/event-vocabulary.ts";
import type {
  MaintenanceDetail,
  MaintenanceListQuery,
  MaintenanceSummary,
} from "../../../../src/core/api/events/index.ts";
import type { ServerContext } from "../../context.ts";
import { maintenances } from "../../db/schema.ts";
import type { PageWindow } from "../../http/pagination.ts";
import {
  affectsService,
  allOf,
  given,
  matchesSearch,
  overlapsPeriod,
  periodOf,
} from "./event-filters.ts";

type MaintenanceRow = typeof maintenances.$inferSelect;

function toSummary(row: Omit<MaintenanceRow, "description" | "updates">): MaintenanceSummary {
  return {
    id: String(row.id),
    reference: row.reference,
    title: row.title,
    state: row.state as MaintenanceState,
    type: row.type as MaintenanceType,
    window_start: row.windowStart.toISOString(),
    window_end: row.windowEnd.toISOString(),
    impact: row.impact,
    impact_level: row.impactLevel as ImpactLevel,
    location: row.location,
    services: row.services,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

// The list leaves out the long texts it does not show.
const {
  description: _description,
  updates: _updates,
  ...summaryColumns
} = getTableColumns(maintenances);

function conditions(companyId: number, query: MaintenanceListQuery): SQL {
  const rest: SQL[] = [];
  const states = maintenanceStatesOf(query.state);
  if (states.length > 0) rest.push(inArray(maintenances.state, states));
  if (given(query.type)) rest.push(eq(maintenances.type, query.type));
  if (given(query.service)) rest.push(affectsService(maintenances.services, query.service));
  const search = query.search?.trim() ?? "";
  if (search !== "") rest.push(matchesSearch(maintenances, search));
  rest.push(...overlapsPeriod(periodOf(query), maintenances.windowStart, maintenances.windowEnd));
  return allOf(eq(maintenances.companyId, companyId), rest);
}

/** Under way first, then the upcoming ones soonest first, then the past ones latest first. */
const ORDER = [
  sql`case ${maintenances.state} when 'in_progress' then 0 when 'scheduled' then 1 else 2 end`,
  sql`case when ${maintenances.state} in ('in_progress', 'scheduled') then ${maintenances.windowStart} end asc`,
  desc(maintenances.windowStart),
  desc(maintenances.id),
];

/** One page of a company's maintenances matching the filters, and how many match. */
export async function maintenancePage(
  ctx: ServerContext,
  companyId: number,
  query: MaintenanceListQuery,
  window: PageWindow,
): Promise<{ count: number; results: MaintenanceSummary[] }> {
  const where = conditions(companyId, query);
  const [total] = await ctx.db.select({ n: count() }).from(maintenances).where(where);
  const rows = await ctx.db
    .select(summaryColumns)
    .from(maintenances)
    .where(where)
    .orderBy(...ORDER)
    .limit(window.limit)
    .offset(window.offset);
  return { count: total?.n ?? 0, results: rows.map(toSummary) };
}

/** One of the company's maintenances, or null (another company's is not found either). */
export async function maintenanceDetail(
  ctx: ServerContext,
  companyId: number,
  id: number,
): Promise<MaintenanceDetail | null> {
  const [row] = await ctx.db
    .select()
    .from(maintenances)
    .where(allOf(eq(maintenances.companyId, companyId), [eq(maintenances.id, id)]));
  if (!row) return null;
  return { ...toSummary(row), description: row.description, updates: row.updates };
}
