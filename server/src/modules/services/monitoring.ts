import { sql } from "drizzle-orm";
import {
  SERVICE_STATUSES,
  SERVICE_TYPES,
  type ServiceMonitoring,
  type ServiceStatus,
  type ServiceType,
  type StatusCount,
} from "../../../../src/core/api/services/index.ts";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";

interface CountRow {
  readonly type: ServiceType;
  readonly status: ServiceStatus;
  readonly location_id: string;
  readonly location_name: string;
  readonly location_metro: string;
  readonly location_country: string;
  readonly n: number;
  readonly oper_down: number;
}

const byLifecycle = (counts: Map<ServiceStatus, number>): StatusCount[] =>
  SERVICE_STATUSES.filter((status) => (counts.get(status) ?? 0) > 0).map((status) => ({
    status,
    count: counts.get(status) ?? 0,
  }));

/**
 * GET /services/monitoring: one grouped count over the company's services (type, location,
 * status), folded into the totals and one group per type and location.
 */
export async function serviceMonitoring(
  ctx: ServerContext,
  companyId: number,
): Promise<ServiceMonitoring> {
  const result = await ctx.db.execute(sql`
    select s.type, s.status, l.id::text as location_id, l.name as location_name,
      l.metro as location_metro, l.country as location_country, count(*)::int as n,
      (count(*) filter (where s.status = 'active' and s.oper_state = 'down'))::int as oper_down
    from services s join locations l on l.id = s.location_id
    where s.company_id = ${companyId}
    group by s.type, s.status, l.id, l.name, l.metro, l.country`);
  const rows = rowsOf<CountRow>(result);
  const totals = new Map<ServiceStatus, number>();
  const groups = new Map<
    string,
    { type: ServiceType; row: CountRow; counts: Map<ServiceStatus, number>; operDown: number }
  >();
  for (const row of rows) {
    const n = Number(row.n);
    totals.set(row.status, (totals.get(row.status) ?? 0) + n);
    const key = `${row.type}\u0000${row.location_id}`;
    const group = groups.get(key) ?? { type: row.type, row, counts: new Map(), operDown: 0 };
    group.counts.set(row.status, (group.counts.get(row.status) ?? 0) + n);
    group.operDown += Number(row.oper_down);
    groups.set(key, group);
  }
  const typeOrder = (type: ServiceType) => SERVICE_TYPES.indexOf(type);
  return {
    total: [...totals.values()].reduce((sum, n) => sum + n, 0),
    by_status: byLifecycle(totals),
    groups: [...groups.values()]
      .sort(
        (a, b) =>
          typeOrder(a.type) - typeOrder(b.type) ||
          a.row.location_name.localeCompare(b.row.location_name, "en"),
      )
      .map((group) => ({
        type: group.type,
        location: {
          id: group.row.location_id,
          name: group.row.location_name,
          metro: group.row.location_metro,
          country: group.row.location_country,
        },
        total: [...group.counts.values()].reduce((sum, n) => sum + n, 0),
        by_status: byLifecycle(group.counts),
        oper_down: group.operDown,
      })),
  };
}
