import { eq } from "drizzle-orm";
import type {
  ImpactLevel,
  MaintenanceState,
  MaintenanceType,
} from "../../../../src/core/api/events/event-vocabulary.ts";
import type {
  MaintenanceDetail,
  MaintenanceSummary,
} from "../../../../src/core/api/events/index.ts";
import type { ServerContext } from "../../context.ts";
import { maintenances } from "../../db/schema.ts";
import { allOf } from "./event-filters.ts";

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
