import { Schema } from "effect";
import { Id, IsoDateTime } from "../primitives.ts";
import { RequiredText } from "../users/contact-fields.ts";
import { ImpactLevel, MaintenanceType } from "./event-vocabulary.ts";

/**
 * The provider's staff announce a maintenance or an outage to one customer (issue 45): the
 * record the customer then reads under /support, and the notice its contacts are mailed.
 * Only provider staff (can_impersonate_module) may call these. The company is the one whose
 * services are named (service ids are unique across companies): they must all be one's.
 *   POST /maintenances MaintenanceAnnouncement -> 201 MaintenanceDetail
 *   POST /outages OutageAnnouncement           -> 201 OutageDetail
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
  location: RequiredText(EVENT_TITLE_MAX_LENGTH),
  /** The first notice of the outage's timeline. */
  notice: RequiredText(EVENT_TEXT_MAX_LENGTH),
  services: AffectedServiceIds,
});
export type OutageAnnouncement = typeof OutageAnnouncement.Type;
