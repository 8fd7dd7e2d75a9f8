import { sql } from "drizzle-orm";
import {
  type CniFacts,
  nextFreeVlan,
  type OrderableCni,
  type OrderablePort,
  type PortFacts,
} from "../../../../src/core/api/ordering/index.ts";
import type { ServiceStatus } from "../../../../src/core/api/services/index.ts";
import type { ServerContext } from "../../context.ts";
import { rowsOf } from "../../db/raw-rows.ts";

/** Statuses of a port that still takes new connections. */
const USABLE_PORT_STATUSES: ReadonlyArray<string> = ["pending", "provisioning", "active"];

interface PortRow {
  readonly id: string;
  readonly name: string;
  readonly status: ServiceStatus;
  readonly speed_mbps: number;
  readonly used_mbps: number | string;
  readonly location: string;
  readonly location_name: string;
  readonly metro: string;
  readonly vlans: ReadonlyArray<number> | null;
  readonly cnis: ReadonlyArray<OrderableCni> | null;
}

/**
 * The company's ports that are not ceased, with what the order rules need: free capacity
 * (speed minus the bandwidth of its connections not ceased or failed) and the VLANs in use
 * (its connections' ends on it and its CNIs), and its CNIs, each in use when a connection
 * ends on its VLAN. One query, so a check sees one moment.
 */
export async function orderablePorts(
  ctx: ServerContext,
  companyId: number,
  publicId?: string,
): Promise<OrderablePort[]> {
  const rows = rowsOf<PortRow>(
    await ctx.db.execute(sql`
      select p.public_id as id, coalesce(p.custom_name, p.name) as name, p.status,
        p.speed_mbps, l.id::text as location, l.name as location_name, l.metro,
        coalesce((select sum(c.speed_mbps) from services c
          where c.company_id = p.company_id and c.status not in ('ceased', 'failed')
            and (c.a_port_id = p.id or c.b_port_id = p.id)), 0) as used_mbps,
        (select json_agg(v.vlan order by v.vlan) from (
          select c.a_vlan as vlan from services c
            where c.a_port_id = p.id and c.a_vlan is not null
              and c.status not in ('ceased', 'failed')
          union select c.b_vlan from services c
            where c.b_port_id = p.id and c.b_vlan is not null
              and c.status not in ('ceased', 'failed')
          union select n.vlan from company_cnis n where n.port_id = p.id) v) as vlans,
        (select json_agg(json_build_object('id', n.id::text, 'name', n.name, 'vlan', n.vlan,
            'in_use', exists(select 1 from services c
              where c.status not in ('ceased', 'failed')
                and ((c.b_port_id = n.port_id and c.b_vlan = n.vlan)
                  or (c.a_port_id = n.port_id and c.a_vlan = n.vlan))))
            order by n.name, n.id)
          from company_cnis n where n.port_id = p.id and n.company_id = p.company_id) as cnis
      from services p join locations l on l.id = p.location_id
      where p.company_id = ${companyId} and p.type = 'port'
        and p.status not in ('ceased', 'failed')
        ${publicId === undefined ? sql`` : sql`and p.public_id = ${publicId}`}
      order by l.metro, coalesce(p.custom_name, p.name), p.id`),
  );
  return rows.map((row) => {
    const used = row.vlans ?? [];
    return {
      id: row.id,
      name: row.name,
      location: row.location,
      location_name: row.location_name,
      metro: row.metro,
      speed_mbps: row.speed_mbps,
      free_mbps: Math.max(0, row.speed_mbps - Number(row.used_mbps)),
      used_vlans: used,
      next_free_vlan: nextFreeVlan(used),
      status: row.status,
      cnis: row.cnis ?? [],
    };
  });
}

export function portFacts(port: OrderablePort): PortFacts {
  return {
    id: port.id,
    speedMbps: port.speed_mbps,
    freeMbps: port.free_mbps,
    usedVlans: port.used_vlans,
    usable: USABLE_PORT_STATUSES.includes(port.status),
  };
}

/** The facts of one of the company's ports; null when it is not one of them. */
export async function portFactsOf(
  ctx: ServerContext,
  companyId: number,
  publicId: string | undefined,
): Promise<PortFacts | null | undefined> {
  if (publicId === undefined || publicId === "") return undefined;
  const [port] = await orderablePorts(ctx, companyId, publicId);
  return port === undefined ? null : portFacts(port);
}

/**
 * The facts of one of the company's CNIs (on a port not ceased); null when it is not one of
 * them. The id is only compared with the company's own, never sent to the database.
 */
export async function cniFactsOf(
  ctx: ServerContext,
  companyId: number,
  cniId: string | undefined,
): Promise<CniFacts | null | undefined> {
  if (cniId === undefined || cniId === "") return undefined;
  for (const port of await orderablePorts(ctx, companyId)) {
    const cni = port.cnis.find((entry) => entry.id === cniId);
    if (cni !== undefined)
      return { id: cni.id, port: portFacts(port), vlan: cni.vlan, inUse: cni.in_use };
  }
  return null;
}
