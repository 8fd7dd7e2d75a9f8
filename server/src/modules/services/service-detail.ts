import { sql } from "drizzle-orm";
import type {
  AzureProvisioningState,
  CloudProvider,
  OrderStatus,
  PathStatus,
  ServiceDetail,
  ServiceType,
} from "../../../../src/core/api/services/index.ts";
import type { ServerContext } from "../../context.ts";
import { isoTime } from "../../db/iso-time.ts";
import { fullNameSql } from "../../db/person-name.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { missingService } from "./service-lookup.ts";
import {
  linkOf,
  money,
  SERVICE_COLUMNS,
  SERVICE_RELATIONS,
  type ServiceRow,
  toServiceSummary,
} from "./service-rows.ts";

interface DetailRow extends ServiceRow {
  readonly description: string;
  readonly order_status: OrderStatus;
  readonly path_status: PathStatus;
  readonly a_vlan: number | null;
  readonly a_port_id: string | null;
  readonly a_port_name: string | null;
  readonly a_port_type: ServiceType | null;
  readonly b_location_id: string | null;
  readonly b_location_name: string | null;
  readonly b_location_metro: string | null;
  readonly b_location_country: string | null;
  readonly b_vlan: number | null;
  readonly b_port_id: string | null;
  readonly b_port_name: string | null;
  readonly b_port_type: ServiceType | null;
  readonly media: string | null;
  readonly lag_members: number | null;
  readonly diversity_zone: string | null;
  readonly demarcation: string | null;
  readonly cloud_provider: CloudProvider | null;
  readonly cloud_region: string | null;
  readonly provider_key: string | null;
  readonly azure_state: AzureProvisioningState | null;
  readonly term_months: number;
  readonly mrc_minor: number;
  readonly nrc_minor: number;
  readonly currency: string;
  readonly cost_centre: string;
  readonly purchase_order: string;
  readonly pending_cease_order: string | null;
  readonly locker_id: string | null;
  readonly locker_name: string | null;
  readonly locker_email: string | null;
  readonly locked_at: string | null;
}

const DETAIL_COLUMNS = `${SERVICE_COLUMNS}, s.description, s.order_status, s.path_status,
  s.a_vlan, ap.public_id as a_port_id, ap.name as a_port_name, ap.type as a_port_type,
  bl.id::text as b_location_id, bl.name as b_location_name, bl.metro as b_location_metro,
  bl.country as b_location_country, s.b_vlan,
  bp.public_id as b_port_id, bp.name as b_port_name, bp.type as b_port_type,
  s.media, s.lag_members, s.diversity_zone, s.demarcation,
  s.cloud_provider, s.cloud_region, s.provider_key, s.azure_state,
  s.term_months, s.mrc_minor, s.nrc_minor, s.currency,
  s.cost_centre, s.purchase_order,
  (select co.id::text from cease_orders co
    where co.service_id = s.id and co.status = 'pending') as pending_cease_order,
  lu.id::text as locker_id, ${fullNameSql("lu")} as locker_name,
  lu.email as locker_email, ${isoTime("s.locked_at")} as locked_at`;

const DETAIL_RELATIONS = `${SERVICE_RELATIONS}
  left join services ap on ap.id = s.a_port_id
  left join services bp on bp.id = s.b_port_id
  left join locations bl on bl.id = s.b_location_id
  left join users lu on lu.id = s.locked_by_id`;

function toDetail(row: DetailRow): ServiceDetail {
  const summary = toServiceSummary(row);
  return {
    ...summary,
    description: row.description,
    order_status: row.order_status,
    path_status: row.path_status,
    a_end: {
      location: summary.location,
      port: linkOf(row.a_port_id, row.a_port_name, row.a_port_type),
      vlan: row.a_vlan,
    },
    b_end:
      row.b_location_id === null
        ? null
        : {
            location: {
              id: row.b_location_id,
              name: row.b_location_name ?? "",
              metro: row.b_location_metro ?? "",
              country: row.b_location_country ?? "",
            },
            port: linkOf(row.b_port_id, row.b_port_name, row.b_port_type),
            vlan: row.b_vlan,
          },
    port:
      row.type === "port"
        ? {
            media: row.media ?? "",
            lag_members: Number(row.lag_members ?? 1),
            diversity_zone: row.diversity_zone,
            demarcation: row.demarcation ?? "",
          }
        : null,
    cloud_connect:
      row.type === "cloud_connect" && row.cloud_provider !== null
        ? {
            provider: row.cloud_provider,
            region: row.cloud_region ?? "",
            provider_key: row.provider_key ?? "",
            azure_provisioning_state: row.cloud_provider === "azure" ? row.azure_state : null,
          }
        : null,
    term_months: Number(row.term_months),
    mrc: money(row.mrc_minor, row.currency),
    nrc: money(row.nrc_minor, row.currency),
    cost_centre: row.cost_centre,
    purchase_order: row.purchase_order,
    pending_cease_order: row.pending_cease_order,
    lock:
      row.locker_id === null || row.locked_at === null
        ? null
        : {
            by: { id: row.locker_id, name: row.locker_name ?? "", email: row.locker_email ?? "" },
            at: row.locked_at,
          },
  };
}

/** GET /services/{id}: the company's service with that public id, or 404. */
export async function serviceDetail(
  ctx: ServerContext,
  companyId: number,
  publicId: string,
): Promise<ServiceDetail> {
  const result = await ctx.db.execute(sql`
    select ${sql.raw(DETAIL_COLUMNS)}
    from services s ${sql.raw(DETAIL_RELATIONS)}
    where s.company_id = ${companyId} and s.public_id = ${publicId}`);
  const [row] = rowsOf<DetailRow>(result);
  if (!row) throw await missingService(ctx, companyId, publicId);
  return toDetail(row);
}
