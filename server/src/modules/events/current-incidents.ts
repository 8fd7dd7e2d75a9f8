import {
  CURRENT_INCIDENTS_SHOWN,
  type CurrentIncident,
  type CurrentIncidents,
  type IncidentService,
} from "../../../../src/core/api/events/current-incidents.ts";
import type {
  ImpactLevel,
  MaintenanceState,
  OutageState,
} from "../../../../src/core/api/events/event-vocabulary.ts";
import {
  type EventTiming,
  eventRoute,
  incidentKindOf,
} from "../../../../src/core/api/events/incident-rules.ts";
import type { ServerContext } from "../../context.ts";
import { currentEventsSql } from "../../db/current-events.ts";
import { isoTime } from "../../db/iso-time.ts";
import type { Statement } from "../../db/prepared.ts";

interface EventRow {
  readonly event: "outage" | "maintenance";
  readonly state: string;
  readonly id: number;
  readonly reference: string;
  readonly title: string;
  readonly impact_level: ImpactLevel | null;
  readonly starts_at: string;
  readonly ends_at: string | null;
  readonly services: ReadonlyArray<IncidentService>;
}

interface AnswerRow {
  readonly total: number;
  readonly shown: ReadonlyArray<EventRow> | null;
  readonly last_incident: {
    readonly id: number;
    readonly reference: string;
    readonly title: string;
    readonly started_at: string;
    readonly resolved_at: string | null;
  } | null;
}

/**
 * GET /incidents/current in one statement: the company's current events (current-events.ts,
 * both parts on their list-order index), the first CURRENT_INCIDENTS_SHOWN of them with their
 * services' types (by the services' unique public id), their count, and the latest outage that
 * is over (the outages' list-order index again, resolved ones newest first).
 */
/**
 * The statement: $1 the company, $2 now (the server's clock, ctx.now()). Each shown service's
 * type is a lookup of one row on the services' unique public id: as a join, the planner
 * guessed 100 services per event and hashed all 10,000 of the company's services once per
 * shown event (48 ms a call at the bench's volume, 1.2 ms since; docs/performance.md).
 */
const CURRENT_INCIDENTS: Statement = {
  name: "current_incidents",
  types: ["int4", "timestamptz"],
  text: `
    with current_events as (${currentEventsSql("$1", "$2")}),
    shown as (
      select * from current_events order by rank, start_time, id limit ${CURRENT_INCIDENTS_SHOWN}
    )
    select
      (select count(*)::int from current_events) as total,
      (select json_agg(json_build_object(
          'event', e.event, 'state', e.state, 'id', e.id, 'reference', e.reference,
          'title', e.title, 'impact_level', e.impact_level, 'starts_at', ${isoTime("e.start_time")},
          'ends_at', ${isoTime("e.end_time")},
          'services', (select coalesce(json_agg(json_build_object(
              'id', a.service ->> 'id', 'name', a.service ->> 'name',
              'type', (select sv.type from services sv
                where sv.public_id = a.service ->> 'id' and sv.company_id = $1))
              order by a.position), '[]'::json)
            from jsonb_array_elements(e.services) with ordinality as a(service, position))
        ) order by e.rank, e.start_time, e.id) from shown e) as shown,
      (select json_build_object('id', o.id, 'reference', o.reference, 'title', o.title,
          'started_at', ${isoTime("o.started_at")}, 'resolved_at', ${isoTime("o.resolved_at")})
        from outages o where o.company_id = $1 and o.list_rank = 1
        order by o.started_at desc, o.id desc limit 1) as last_incident`,
};

/**
 * GET /incidents/current in one prepared statement: the company's current events
 * (current-events.ts, both parts on their list-order index), the first
 * CURRENT_INCIDENTS_SHOWN of them with their services' types (by the services' unique public
 * id), their count, and the latest outage that is over (the outages' list-order index again,
 * resolved ones newest first).
 */
export async function currentIncidents(
  ctx: ServerContext,
  companyId: number,
): Promise<CurrentIncidents> {
  const now = ctx.now();
  const [row] = await ctx.statements.run<AnswerRow>(CURRENT_INCIDENTS, [companyId, now]);
  return toAnswer(row, now);
}

/** The facts the core rule reads (the statement selected by the same rule in SQL). */
function timingOf(event: EventRow): EventTiming {
  return event.event === "outage"
    ? { event: "outage", state: event.state as OutageState }
    : {
        event: "maintenance",
        state: event.state as MaintenanceState,
        window_start: event.starts_at,
        window_end: event.ends_at ?? event.starts_at,
      };
}

/** The statement's row as the contract's answer, each event's kind checked by the core rule. */
function toAnswer(row: AnswerRow | undefined, now: Date): CurrentIncidents {
  const incidents = (row?.shown ?? []).flatMap((event): CurrentIncident[] => {
    const kind = incidentKindOf(timingOf(event), now);
    if (kind === null) return [];
    return [
      {
        kind,
        event: event.event,
        id: String(event.id),
        reference: event.reference,
        title: event.title,
        impact_level: event.impact_level,
        starts_at: event.starts_at,
        ends_at: event.ends_at,
        services: event.services,
        link: eventRoute(event.event, String(event.id)),
      },
    ];
  });
  const last = row?.last_incident ?? null;
  return {
    incidents,
    total: row?.total ?? 0,
    last_incident:
      last === null
        ? null
        : { ...last, id: String(last.id), link: eventRoute("outage", String(last.id)) },
  };
}
