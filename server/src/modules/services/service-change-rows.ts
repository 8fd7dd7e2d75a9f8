import { moneyOfMinorUnits } from "../../../../src/core/api/minor-units.ts";
import type { ChangeStage, ServiceChange } from "../../../../src/core/api/services/index.ts";
import {
  CHANGE_STAGES,
  changeReferenceOf,
} from "../../../../src/core/api/services/service-changes.ts";
import { isoTime } from "../../db/iso-time.ts";
import { fullNameSql } from "../../db/person-name.ts";
import type { ListDeclaration } from "../../http/paged-list.ts";

/** One change as the list and the single reads select it (aliases: ch, s service, u requester). */
export const CHANGE_COLUMNS = `ch.id, s.public_id as service_id, s.name as service_name,
  s.type as service_type, ch.stage, ch.stage_times, ch.failure_reason,
  ch.from_mbps, ch.to_mbps, ch.from_term_months, ch.to_term_months, ch.currency,
  ch.from_mrc_minor, ch.to_mrc_minor, ch.prorated_minor, ch.prorated_days,
  ch.one_off_fee_minor, ch.term_end::text as term_end, ch.new_term_end::text as new_term_end,
  ${isoTime("ch.effective_at")} as effective, ${isoTime("ch.created_at")} as created,
  u.id::text as requester_id, ${fullNameSql("u")} as requester_name,
  u.email as requester_email`;

export const CHANGE_RELATIONS = `join services s on s.id = ch.service_id
  join users u on u.id = ch.requested_by_id`;

export interface ChangeRow {
  readonly id: number;
  readonly service_id: string;
  readonly service_name: string;
  readonly service_type: ServiceChange["service"]["type"];
  readonly stage: ChangeStage;
  readonly stage_times: Readonly<Record<string, string>>;
  readonly failure_reason: string | null;
  readonly from_mbps: number;
  readonly to_mbps: number;
  readonly from_term_months: number;
  readonly to_term_months: number;
  readonly currency: string;
  readonly from_mrc_minor: number;
  readonly to_mrc_minor: number;
  readonly prorated_minor: number;
  readonly prorated_days: number;
  readonly one_off_fee_minor: number;
  readonly term_end: string | null;
  readonly new_term_end: string | null;
  readonly effective: string;
  readonly created: string;
  readonly requester_id: string;
  readonly requester_name: string;
  readonly requester_email: string;
}

export function toServiceChange(row: ChangeRow): ServiceChange {
  const money = (minor: number) => moneyOfMinorUnits(Number(minor), row.currency);
  const id = Number(row.id);
  return {
    id: String(id),
    reference: changeReferenceOf(id),
    service: { id: row.service_id, name: row.service_name, type: row.service_type },
    current_mbps: Number(row.from_mbps),
    new_mbps: Number(row.to_mbps),
    current_term_months: Number(row.from_term_months),
    new_term_months: Number(row.to_term_months),
    current_mrc: money(row.from_mrc_minor),
    new_mrc: money(row.to_mrc_minor),
    prorated: money(row.prorated_minor),
    prorated_days: Number(row.prorated_days),
    one_off_fee: money(row.one_off_fee_minor),
    term_end: row.term_end,
    new_term_end: row.new_term_end,
    effective: row.effective,
    stage: row.stage,
    stages: CHANGE_STAGES.filter((stage) => row.stage_times[stage] !== undefined).map((stage) => ({
      stage,
      at: row.stage_times[stage] ?? "",
    })),
    failure_reason: row.failure_reason,
    requested_by: { id: row.requester_id, name: row.requester_name, email: row.requester_email },
    created: row.created,
  };
}

/** GET /services/{id}/changes: one service's changes ($1 is its row id), newest first. */
export const CHANGE_ROWS: ListDeclaration<object, ChangeRow, ServiceChange> = {
  name: "service_changes",
  table: "service_changes ch",
  alias: "ch",
  owner: "ch.service_id = $1",
  filters: [],
  orderings: { "-created": "ch.created_at desc, ch.id desc" },
  ordering: () => "-created",
  columns: CHANGE_COLUMNS,
  joins: CHANGE_RELATIONS,
  toItem: toServiceChange,
};
