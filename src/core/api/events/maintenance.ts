import { Schema } from "effect";
import { Id, IsoDateTime, NonEmptyString, RecordTimes } from "../primitives.ts";
import {
  AffectedService,
  EventNotice,
  ImpactLevel,
  MaintenanceReference,
  MaintenanceState,
  MaintenanceType,
} from "./event-vocabulary.ts";

/**
 * A maintenance as the lists show it (GET /maintenances). The window is `window_start` to
 * `window_end`; `impact` says in words what the services will see, `impact_level` how bad
 * it is; `location` is the site or POP where the work happens.
 */
export const MaintenanceSummaryFields = {
  id: Id,
  reference: MaintenanceReference,
  title: NonEmptyString,
  state: MaintenanceState,
  type: MaintenanceType,
  window_start: IsoDateTime,
  window_end: IsoDateTime,
  impact: Schema.String,
  impact_level: ImpactLevel,
  location: Schema.String,
  services: Schema.Array(AffectedService),
  ...RecordTimes,
};
export const MaintenanceSummary = Schema.Struct(MaintenanceSummaryFields);
export type MaintenanceSummary = typeof MaintenanceSummary.Type;

/** GET /maintenances/{id}: the summary plus the full description and the updates, oldest first. */
export const MaintenanceDetail = Schema.Struct({
  ...MaintenanceSummaryFields,
  description: Schema.String,
  updates: Schema.Array(EventNotice),
});
export type MaintenanceDetail = typeof MaintenanceDetail.Type;

const CANCELLED_PREFIX = "Cancelled: ";

/** The update a cancellation adds (POST /maintenances/{id}/cancel): it carries the reason. */
export const cancellationNotice = (reason: string): string => `${CANCELLED_PREFIX}${reason}`;

/**
 * Why a cancelled maintenance was called off, as its page shows it: its last update, the one
 * the cancellation added (without the "Cancelled: " its timeline already says), or null when
 * the maintenance is not cancelled or says nothing.
 */
export function cancellationReason(
  maintenance: Pick<MaintenanceDetail, "state" | "updates">,
): string | null {
  if (maintenance.state !== "cancelled") return null;
  const last = maintenance.updates.at(-1)?.message;
  if (last === undefined) return null;
  return last.startsWith(CANCELLED_PREFIX) ? last.slice(CANCELLED_PREFIX.length) : last;
}
