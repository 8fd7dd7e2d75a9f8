import { utcToday } from "../../../../src/core/api/calendar-date.ts";
import type { ListQueryOf } from "../../../../src/core/api/define-list.ts";
import type { CONTRACT_LINE_LIST } from "../../../../src/core/api/services/contract-lines.ts";
import {
  CONTRACT_EXPIRY_NOTICE_DAYS,
  type ContractLine,
  type ContractLineDetail,
  contractLineStatusOn,
  type ServiceType,
} from "../../../../src/core/api/services/index.ts";
import type { ServerContext } from "../../context.ts";
import { type CompanyRows, companyRow } from "../../http/foreign-rows.ts";
import { where } from "../../http/list-filters.ts";
import type { ListFilter, ListRowsOf } from "../../http/paged-list.ts";
import { linkOf, money } from "./service-rows.ts";

const LINE_COLUMNS = `cl.id::text as id, cl.contract_number,
  s.public_id as service_id, s.name as service_name, s.type as service_type,
  p.id::text as product_id, p.name as product_name, cl.description, cl.quantity,
  cl.term_months, cl.start_date::text as start_date, cl.end_date::text as end_date,
  cl.mrc_minor, cl.nrc_minor, cl.currency, cl.auto_renews, cl.notice_period_days`;

const LINE_RELATIONS = `left join services s on s.id = cl.service_id
  join products p on p.id = cl.product_id`;

interface LineRow {
  readonly id: string;
  readonly contract_number: string;
  readonly service_id: string | null;
  readonly service_name: string | null;
  readonly service_type: ServiceType | null;
  readonly product_id: string;
  readonly product_name: string;
  readonly description: string;
  readonly quantity: number;
  readonly term_months: number;
  readonly start_date: string;
  readonly end_date: string;
  readonly mrc_minor: number;
  readonly nrc_minor: number;
  readonly currency: string;
  readonly auto_renews: boolean;
  readonly notice_period_days: number;
}

function toLine(row: LineRow, today: string): ContractLine {
  return {
    id: row.id,
    contract_number: row.contract_number,
    service: linkOf(row.service_id, row.service_name, row.service_type),
    product: { id: row.product_id, name: row.product_name },
    description: row.description,
    quantity: Number(row.quantity),
    term_months: Number(row.term_months),
    start_date: row.start_date,
    end_date: row.end_date,
    status: contractLineStatusOn(row.end_date, today),
    mrc: money(row.mrc_minor, row.currency),
    nrc: money(row.nrc_minor, row.currency),
  };
}

/**
 * The status filter, as conditions on the end date (the status is computed, not stored):
 * `?` is today; "expiring" ends within CONTRACT_EXPIRY_NOTICE_DAYS.
 */
const STATUS_CONDITIONS: Readonly<Record<ContractLine["status"], string>> = {
  ended: "cl.end_date < ?::date",
  expiring: `cl.end_date >= ?::date and cl.end_date <= ?::date + ${CONTRACT_EXPIRY_NOTICE_DAYS}`,
  active: `cl.end_date > ?::date + ${CONTRACT_EXPIRY_NOTICE_DAYS}`,
};

function statusFilters(now: () => Date): ListFilter<ListQueryOf<typeof CONTRACT_LINE_LIST>>[] {
  return (Object.keys(STATUS_CONDITIONS) as ContractLine["status"][]).map((status) =>
    where(STATUS_CONDITIONS[status], "text", (query) =>
      query.status === status ? utcToday(now()) : undefined,
    ),
  );
}

/** Where a contract line is read from, in its list and alone. */
const LINE_ROWS: CompanyRows = {
  table: "contract_lines cl",
  alias: "cl",
  columns: LINE_COLUMNS,
  joins: LINE_RELATIONS,
};

/** GET /contracts/lines: the company's contract lines, soonest end first. */
export function contractLineList(
  ctx: ServerContext,
): ListRowsOf<typeof CONTRACT_LINE_LIST, LineRow> {
  return {
    name: "contract_lines",
    ...LINE_ROWS,
    owner: "cl.company_id = $1",
    filters: [
      where(
        "cl.service_id = (select fs.id from services fs where fs.company_id = cl.company_id and fs.public_id = ?)",
        "text",
        (query) => query.service,
      ),
      ...statusFilters(() => ctx.now()),
    ],
    orderings: { end_date: "cl.end_date asc, cl.id asc" },
    ordering: () => "end_date",
    toItem: (row) => toLine(row, utcToday(ctx.now())),
  };
}

/** GET /contracts/lines/{id}, or 404 (another company's too). */
export async function contractLineDetail(
  ctx: ServerContext,
  companyId: number,
  id: number,
): Promise<ContractLineDetail> {
  const row = await companyRow<LineRow>(ctx, LINE_ROWS, "contract_line", companyId, id);
  return {
    ...toLine(row, utcToday(ctx.now())),
    auto_renews: row.auto_renews,
    notice_period_days: Number(row.notice_period_days),
  };
}
