import { sql } from "drizzle-orm";
import type {
  NetworkServiceDetail,
  NetworkServiceKind,
  NetworkServiceSummary,
  ServiceLink,
  ServiceStatus,
} from "../../../../src/core/api/services/index.ts";
import type { NETWORK_SERVICE_LIST } from "../../../../src/core/api/services/network-services.ts";
import type { ServerContext } from "../../context.ts";
import { isoTime } from "../../db/iso-time.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { missingRow } from "../../http/foreign-rows.ts";
import type { ListDeclaration } from "../../http/paged-list.ts";
import { money } from "./service-rows.ts";

const NETWORK_COLUMNS = `n.id::text as id, n.name, n.kind, n.status, n.bandwidth_mbps, n.asn,
  (select count(*)::int from network_service_members m where m.network_service_id = n.id)
    as members_count,
  ${isoTime("n.created_at")} as created`;

interface NetworkRow {
  readonly id: string;
  readonly name: string;
  readonly kind: NetworkServiceKind;
  readonly status: ServiceStatus;
  readonly bandwidth_mbps: number;
  readonly asn: number | null;
  readonly members_count: number;
  readonly created: string;
}

function toSummary(row: NetworkRow): NetworkServiceSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    status: row.status,
    bandwidth_mbps: Number(row.bandwidth_mbps),
    asn: row.asn === null ? null : Number(row.asn),
    members_count: Number(row.members_count),
    created: row.created,
  };
}

/** GET /network-services: the company's network services by name. */
export const NETWORK_SERVICE_ROWS: ListDeclaration<
  typeof NETWORK_SERVICE_LIST.query.Type,
  NetworkRow,
  NetworkServiceSummary
> = {
  name: "network_services",
  table: "network_services n",
  alias: "n",
  owner: "n.company_id = $1",
  filters: [],
  orderings: { name: "n.name asc, n.id asc" },
  ordering: () => "name",
  columns: NETWORK_COLUMNS,
  toItem: toSummary,
};

interface DetailRow extends NetworkRow {
  readonly description: string;
  readonly prefixes: string[];
  readonly mrc_minor: number;
  readonly currency: string;
  readonly members: ServiceLink[] | null;
}

/** GET /network-services/{id}: with its member services, or 404 (another company's too). */
export async function networkServiceDetail(
  ctx: ServerContext,
  companyId: number,
  id: number,
): Promise<NetworkServiceDetail> {
  const result = await ctx.db.execute(sql`
    select ${sql.raw(NETWORK_COLUMNS)}, n.description, n.prefixes, n.mrc_minor, n.currency,
      (select json_agg(json_build_object('id', s.public_id, 'name', s.name, 'type', s.type)
          order by s.name)
        from network_service_members m join services s on s.id = m.service_id
        where m.network_service_id = n.id) as members
    from network_services n where n.company_id = ${companyId} and n.id = ${id}`);
  const [row] = rowsOf<DetailRow>(result);
  if (!row) throw await missingRow(ctx, companyId, "network_service", id);
  return {
    ...toSummary(row),
    description: row.description,
    prefixes: row.prefixes,
    members: row.members ?? [],
    mrc: money(row.mrc_minor, row.currency),
  };
}
