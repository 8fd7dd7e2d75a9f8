import { Schema } from "effect";
import { DAY_MS } from "../../durations.ts";
import { CalendarDate } from "../calendar-date.ts";
import { defineList } from "../define-list.ts";
import { oneOfFilter, SERVICE_FILTER } from "../list-query.ts";
import { Count, Id, Money, NonEmptyString } from "../primitives.ts";
import { ProductRef, ServiceLink } from "./service.ts";
import {
  CONTRACT_EXPIRY_NOTICE_DAYS,
  CONTRACT_LINE_STATUS_LABELS,
  CONTRACT_LINE_STATUSES,
  ContractLineStatus,
} from "./service-vocabulary.ts";

/**
 * Contract lines (GET /contracts/lines, /contracts/lines/{id}): what the company committed to,
 * one line per service and product, with its term and charges. Money: MRC monthly, NRC once.
 */
export const ContractLineFields = {
  id: Id,
  /** The signed order form the line belongs to, "CT-2026-0031". */
  contract_number: NonEmptyString,
  service: Schema.NullOr(ServiceLink),
  product: ProductRef,
  description: Schema.String,
  quantity: Count,
  term_months: Count,
  start_date: CalendarDate,
  end_date: CalendarDate,
  status: ContractLineStatus,
  mrc: Money,
  nrc: Money,
};
export const ContractLine = Schema.Struct(ContractLineFields);
export type ContractLine = typeof ContractLine.Type;

/** The detail adds what the line renews into; a line renews month to month unless told. */
export const ContractLineDetail = Schema.Struct({
  ...ContractLineFields,
  auto_renews: Schema.Boolean,
  notice_period_days: Count,
});
export type ContractLineDetail = typeof ContractLineDetail.Type;

/**
 * GET /contracts/lines, declared once (define-list.ts): `service` (its id) and `status`
 * (plus offset and limit), by end date, soonest first.
 */
export const CONTRACT_LINE_LIST = defineList({
  resource: "contract-lines",
  path: "/contracts/lines",
  item: ContractLine,
  filters: {
    service: SERVICE_FILTER,
    status: oneOfFilter(CONTRACT_LINE_STATUSES, CONTRACT_LINE_STATUS_LABELS, "Status"),
  },
  pageSize: 25,
});

/**
 * A line's status on `today` (UTC calendar day): ended after its end date, expiring within
 * CONTRACT_EXPIRY_NOTICE_DAYS of it, active before that. The server stores dates, not status.
 */
export function contractLineStatusOn(endDate: string, today: string): ContractLineStatus {
  if (endDate < today) return "ended";
  const daysLeft = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return daysLeft <= CONTRACT_EXPIRY_NOTICE_DAYS ? "expiring" : "active";
}
