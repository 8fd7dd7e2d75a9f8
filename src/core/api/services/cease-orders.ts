import { Schema } from "effect";
import { CalendarDate, isCalendarDateText } from "../calendar-date.ts";
import { defineList } from "../define-list.ts";
import { SERVICE_FILTER } from "../list-query.ts";
import { Paginated } from "../paginated.ts";
import { typedText } from "../plain-text.ts";
import { Id, IsoDateTime, LabelledOption } from "../primitives.ts";
import { PersonRef } from "../users/users.ts";
import { ServiceLink } from "./service.ts";
import {
  CEASE_ORDER_STATUSES,
  CeaseOrderStatus,
  isServiceCeasable,
  type ServiceStatus,
} from "./service-vocabulary.ts";

/**
 * Cease orders: the customer asks the provider to stop a service on a date, for a reason
 * from GET /cease-reasons. A pending order can be withdrawn (POST /cease_orders/{id}/cancel);
 * while it is pending the service is "cancelling".
 */

/** GET /cease-reasons: why a customer may stop a service. */
export const CeaseReason = LabelledOption;
export const CeaseReasonList = Paginated(CeaseReason);
export type CeaseReasonList = typeof CeaseReasonList.Type;

/** Longest note a customer may add to a cease order. */
export const CEASE_COMMENT_MAX_LENGTH = 2000;

export const CeaseOrder = Schema.Struct({
  id: Id,
  service: ServiceLink,
  reason: CeaseReason,
  cease_date: CalendarDate,
  comment: Schema.String,
  status: CeaseOrderStatus,
  requested_by: PersonRef,
  created: IsoDateTime,
  /** When it was completed or withdrawn; null while pending. */
  closed_at: Schema.NullOr(IsoDateTime),
});
export type CeaseOrder = typeof CeaseOrder.Type;

/**
 * Why a cease date is refused, or undefined when fine: it must be a real day, today or later
 * (`today` is the UTC calendar day, utcToday(now)). Portal form and server ask the same rule.
 */
export function ceaseDateProblem(date: string, today: string): string | undefined {
  if (!isCalendarDateText(date)) return "Expected a date such as 2026-11-21";
  if (date < today) return "The cease date cannot be in the past.";
  return undefined;
}

/**
 * POST /cease_orders: cease `service` on `cease_date` for `reason` (a cease reason id).
 * Answers 201 CeaseOrder. 400 with field errors for an unknown reason, a past date or a
 * service that is not ceasable (already ceased or cancelling: the error is on `service`).
 */
export const CreateCeaseOrderRequest = Schema.Struct({
  service: Id,
  reason: Id,
  cease_date: CalendarDate,
  comment: Schema.optionalKey(typedText(CEASE_COMMENT_MAX_LENGTH)),
});
export type CreateCeaseOrderRequest = typeof CreateCeaseOrderRequest.Type;

/**
 * GET /cease_orders, declared once (define-list.ts): `service` (its id) and `status` (plus
 * offset and limit), newest first. A service's page lists its own.
 */
export const CEASE_ORDER_LIST = defineList({
  resource: "cease-orders",
  path: "/cease_orders",
  item: CeaseOrder,
  filters: {
    service: SERVICE_FILTER,
    status: { schema: Schema.Literals(CEASE_ORDER_STATUSES), label: "Status" },
  },
});

/** The field messages of a refused cease order (POST /cease_orders). */
export const CEASE_MESSAGES = {
  unknownReason: "Select a valid cease reason.",
  unknownService: "Select one of your services.",
  alreadyCeased: "This service has already ceased.",
  alreadyCancelling: "A cease is already pending for this service.",
  notCeasable: "This service cannot be ceased.",
  notCancellable: "Only a pending cease order can be cancelled.",
} as const;

/**
 * Why a service in this status cannot be asked to cease, or undefined when it can
 * (isServiceCeasable): the message the form shows on the service.
 */
export function ceaseServiceProblem(status: ServiceStatus): string | undefined {
  if (isServiceCeasable(status)) return undefined;
  if (status === "ceased") return CEASE_MESSAGES.alreadyCeased;
  if (status === "cancelling") return CEASE_MESSAGES.alreadyCancelling;
  return CEASE_MESSAGES.notCeasable;
}
