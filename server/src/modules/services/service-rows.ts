import { moneyOfMinorUnits } from "../../../../src/core/api/minor-units.ts";
import type {
  LinkState,
  ServiceLink,
  ServiceStatus,
  ServiceSummary,
  ServiceType,
} from "../../../../src/core/api/services/index.ts";
import { isoTime } from "../../db/iso-time.ts";

/**
 * The columns and joins every service read shares (list, children, detail, export), in SQL
 * that answers the wire format already. Aliases: s (service), p (product), l (A-end
 * location), ps (parent).
 */
export const SERVICE_COLUMNS = `s.public_id as id, s.name, s.custom_name, s.type, s.status,
  p.id::text as product_id, p.name as product_name,
  l.id::text as location_id, l.name as location_name, l.metro as location_metro,
  l.country as location_country, s.speed_mbps,
  ps.public_id as parent_id, ps.name as parent_name, ps.type as parent_type,
  (select count(*)::int from services c
    where c.company_id = s.company_id and c.parent_id = s.id) as children_count,
  s.admin_state, s.oper_state,
  ${isoTime("s.ordered_at")} as ordered_at, ${isoTime("s.live_at")} as live_at,
  s.term_end::text as term_end`;

export const SERVICE_RELATIONS = `join products p on p.id = s.product_id
  join locations l on l.id = s.location_id
  left join services ps on ps.id = s.parent_id`;

export interface ServiceRow {
  readonly id: string;
  readonly name: string;
  readonly custom_name: string | null;
  readonly type: ServiceType;
  readonly status: ServiceStatus;
  readonly product_id: string;
  readonly product_name: string;
  readonly location_id: string;
  readonly location_name: string;
  readonly location_metro: string;
  readonly location_country: string;
  readonly speed_mbps: number;
  readonly parent_id: string | null;
  readonly parent_name: string | null;
  readonly parent_type: ServiceType | null;
  readonly children_count: number;
  readonly admin_state: LinkState;
  readonly oper_state: LinkState;
  readonly ordered_at: string;
  readonly live_at: string | null;
  readonly term_end: string | null;
}

/** A service link from three columns that may all be null (a left join). */
export function linkOf(
  id: string | null,
  name: string | null,
  type: ServiceType | null,
): ServiceLink | null {
  return id === null ? null : { id, name: name ?? "", type: type ?? "other" };
}

export function toServiceSummary(row: ServiceRow): ServiceSummary {
  return {
    id: row.id,
    name: row.name,
    custom_name: row.custom_name,
    type: row.type,
    product: { id: row.product_id, name: row.product_name },
    status: row.status,
    location: {
      id: row.location_id,
      name: row.location_name,
      metro: row.location_metro,
      country: row.location_country,
    },
    speed_mbps: Number(row.speed_mbps),
    parent: linkOf(row.parent_id, row.parent_name, row.parent_type),
    children_count: Number(row.children_count),
    admin_state: row.admin_state,
    oper_state: row.oper_state,
    ordered_at: row.ordered_at,
    live_at: row.live_at,
    term_end: row.term_end,
  };
}

/** Money of a row: minor units and currency to the wire's decimal string. */
export const money = (minor: number, currency: string) =>
  moneyOfMinorUnits(Number(minor), currency);
