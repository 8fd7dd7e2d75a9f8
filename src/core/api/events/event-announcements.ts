import { Schema } from "effect";
import { Id, IsoDateTime } from "../primitives.ts";
import { RequiredText } from "../users/contact-fields.ts";
import {
  ImpactLevel,
  type MaintenanceState,
  MaintenanceType,
  OPEN_MAINTENANCE_STATES,
} from "./event-vocabulary.ts";

/**
 * The provider's staff announce a maintenance or an outage to one customer (issue 45): the
 * record the customer then reads under /support, and the notice its contacts are mailed.
 * Only provider staff (can_impersonate_module) may call these. The company is the one whose
 * services are named (service ids are unique across companies): they must all be one's.
 *   POST /maintenances MaintenanceAnnouncement -> 201 MaintenanceDetail
 *   POST /outages OutageAnnouncement           -> 201 OutageDetail
 *   POST /outages/{id}/updates OutageUpdate    -> 200 OutageDetail (below)
 */

export const EVENT_TITLE_MAX_LENGTH = 200;
export const EVENT_TEXT_MAX_LENGTH = 4000;
/** Services one announcement may name (a provider-wide event is one per customer). */
export const EVENT_SERVICES_MAX = 500;
export const WINDOW_END_BEFORE_START = "The window must end after it starts.";
export const SERVICES_OF_SEVERAL_COMPANIES =
  "Name services of one company: announce to each company on its own.";

/** An instant of the announcement: ISO 8601 UTC; no such text runs past 40 characters. */
const AnnouncedTime = IsoDateTime.pipe(Schema.check(Schema.isMaxLength(40)));

const AffectedServiceIds = Schema.Array(Id).pipe(
  Schema.check(
    Schema.isMinLength(1, { message: "Name at least one affected service." }),
    Schema.isMaxLength(EVENT_SERVICES_MAX, {
      message: `Name at most ${EVENT_SERVICES_MAX} services.`,
    }),
  ),
);

export const MaintenanceAnnouncement = Schema.Struct({
  title: RequiredText(EVENT_TITLE_MAX_LENGTH),
  type: MaintenanceType,
  window_start: AnnouncedTime,
  window_end: AnnouncedTime,
  impact: RequiredText(EVENT_TEXT_MAX_LENGTH),
  impact_level: ImpactLevel,
  location: RequiredText(EVENT_TITLE_MAX_LENGTH),
  description: RequiredText(EVENT_TEXT_MAX_LENGTH),
  /** Public ids of the services the window touches, all of one company. */
  services: AffectedServiceIds,
});
export type MaintenanceAnnouncement = typeof MaintenanceAnnouncement.Type;

/** The field errors of an announcement whose fields are each valid (both sides ask). */
export function maintenanceWindowProblems(
  announcement: Pick<MaintenanceAnnouncement, "window_start" | "window_end">,
): Partial<Record<"window_end", string>> {
  return Date.parse(announcement.window_end) > Date.parse(announcement.window_start)
    ? {}
    : { window_end: WINDOW_END_BEFORE_START };
}

export const OutageAnnouncement = Schema.Struct({
  title: RequiredText(EVENT_TITLE_MAX_LENGTH),
  started_at: AnnouncedTime,
  /** When service is expected back; left out or null while nobody can say. */
  expected_end_at: Schema.optional(Schema.NullOr(AnnouncedTime)),
  location: RequiredText(EVENT_TITLE_MAX_LENGTH),
  /** The first notice of the outage's timeline. */
  notice: RequiredText(EVENT_TEXT_MAX_LENGTH),
  services: AffectedServiceIds,
});

export const EXPECTED_END_BEFORE_START = "The expected end must be after the outage started.";
export const OUTAGE_ALREADY_RESOLVED = "This outage is resolved: it takes no more updates.";

/**
 * POST /outages/{id}/updates (provider staff): a notice on the outage's timeline, mailed to
 * the contacts for outages; with it the expected end may move (null: no longer known; left
 * out: unchanged), and `resolved` ends the outage now (its expected end is then cleared).
 *   POST /outages/{id}/updates OutageUpdate -> 200 OutageDetail
 */
export const OutageUpdate = Schema.Struct({
  notice: RequiredText(EVENT_TEXT_MAX_LENGTH),
  expected_end_at: Schema.optional(Schema.NullOr(AnnouncedTime)),
  resolved: Schema.optional(Schema.Boolean),
});

/** The field error of an expected end that is not after the outage's start (both sides ask). */
export function expectedEndProblems(
  startedAt: string,
  expectedEndAt: string | null | undefined,
): Partial<Record<"expected_end_at", string>> {
  if (expectedEndAt === null || expectedEndAt === undefined) return {};
  return Date.parse(expectedEndAt) > Date.parse(startedAt)
    ? {}
    : { expected_end_at: EXPECTED_END_BEFORE_START };
}

/**
 * PUT /maintenances/{id} (provider staff): the maintenance rescheduled, described anew or its
 * services changed, with a notice saying what changed (added to its updates, so the calendar
 * event's SEQUENCE rises: calendar-feeds.ts). The services stay the company's own.
 *   PUT /maintenances/{id} MaintenanceChange -> 200 MaintenanceDetail
 * POST /maintenances/{id}/cancel (provider staff): the maintenance called off for a reason,
 * which becomes its last update ("Cancelled: <reason>").
 *   POST /maintenances/{id}/cancel MaintenanceCancellation -> 200 MaintenanceDetail
 * A completed or cancelled maintenance takes neither: 409 MAINTENANCE_CLOSED.
 */
export const MaintenanceChange = Schema.Struct({
  window_start: AnnouncedTime,
  window_end: AnnouncedTime,
  description: RequiredText(EVENT_TEXT_MAX_LENGTH),
  services: AffectedServiceIds,
  /** What changed and why, in the customer's words: the maintenance's next update. */
  notice: RequiredText(EVENT_TEXT_MAX_LENGTH),
});

export const MaintenanceCancellation = Schema.Struct({
  reason: RequiredText(EVENT_TEXT_MAX_LENGTH),
});

export const MAINTENANCE_CLOSED =
  "This maintenance is completed or cancelled: it can no longer be changed or cancelled.";
export const SERVICES_OF_ANOTHER_COMPANY =
  "Name services of the company the maintenance was announced to.";

/** Whether a maintenance in this state may still be changed or cancelled. */
export function maintenanceIsOpen(state: MaintenanceState): boolean {
  return OPEN_MAINTENANCE_STATES.includes(state);
}
