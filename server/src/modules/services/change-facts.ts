import { sql } from "drizzle-orm";
import type { ChangeFacts } from "../../../../src/core/api/services/change-rules.ts";
import type { ServiceStatus, ServiceType } from "../../../../src/core/api/services/index.ts";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import type { ServiceRecord } from "./service-lookup.ts";

interface CapacityRow {
  readonly used_mbps: number | string;
  readonly ports_free: ReadonlyArray<number> | null;
  readonly open_change: boolean;
}

/** A service's change facts, and whether a change of it is still open (not done or failed). */
export interface ChangeFactsRead {
  readonly facts: ChangeFacts;
  readonly openChange: boolean;
}

/**
 * What the change rules need to know of a service, read in one statement so a check sees one
 * moment: a port's used capacity (its connections not ceased or failed), a connection's ports'
 * free capacity leaving this connection out (its own bandwidth is freed by the change), and
 * whether another change of it is open. One statement also keeps the quote, which prices at
 * 200 requests a second, to two round trips (the service, then this).
 */
export async function changeFactsOf(
  ctx: ServerContext,
  service: ServiceRecord,
): Promise<ChangeFactsRead> {
  const [row] = rowsOf<CapacityRow>(
    await ctx.db.execute(sql`
      select
        coalesce((select sum(c.speed_mbps) from services c
          where c.status not in ('ceased', 'failed')
            and (c.a_port_id = ${service.id} or c.b_port_id = ${service.id})), 0) as used_mbps,
        (select json_agg(p.speed_mbps - coalesce((select sum(c.speed_mbps) from services c
            where c.status not in ('ceased', 'failed') and c.id <> ${service.id}
              and (c.a_port_id = p.id or c.b_port_id = p.id)), 0))
          from services p
          where p.id = ${service.aPortId ?? 0} or p.id = ${service.bPortId ?? 0}) as ports_free,
        exists(select 1 from service_changes ch where ch.service_id = ${service.id}
          and ch.stage not in ('done', 'failed')) as open_change`),
  );
  const facts: ChangeFacts = {
    type: service.type as ServiceType,
    status: service.status as ServiceStatus,
    speedMbps: service.speedMbps,
    termMonths: service.termMonths,
    termEnd: service.termEnd,
    mrcMinor: service.mrcMinor,
    currency: service.currency,
    media: service.media,
    usedMbps: Number(row?.used_mbps ?? 0),
    portsFreeMbps: (row?.ports_free ?? []).map(Number),
    cloudProvider: service.cloudProvider,
    locked: service.lockedAt !== null,
  };
  return { facts, openChange: row?.open_change === true };
}
