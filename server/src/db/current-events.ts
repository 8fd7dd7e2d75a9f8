import { INCIDENT_SOON_HOURS } from "../../../src/core/api/events/incident-rules.ts";

/**
 * The company's events that affect its services now or soon, as SQL: the rule of
 * `incidentKindOf` (src/core/api/events/incident-rules.ts) written for the database, so that
 * GET /incidents/current and the services list's `incident` filter select the same events
 * (tests/server/events/current-incidents.test.ts checks the two against the core rule).
 *
 * An ongoing outage is `list_rank = 0`; a maintenance in progress `list_rank = 0`, a scheduled
 * one `list_rank = 1` with its start in `list_open_start` (schema-events.ts): each part walks
 * the list-order index of its table from (company, rank), never the company's past events.
 *
 * `company` and `now` are SQL expressions (parameters such as "$1", "$2::timestamptz").
 * Columns: event, kind, state, id, reference, title, impact_level, start_time, end_time
 * (a maintenance's window end, an outage's expected end or null; timestamptz: a caller
 * formats only the rows it keeps), services (jsonb), rank (outages 0,
 * maintenances now 1, soon 2).
 */
export function currentEventsSql(company: string, now: string): string {
  const soon = `(${now} + interval '${INCIDENT_SOON_HOURS} hours')`;
  return `select 'outage' as event, 'outage' as kind, o.state, o.id, o.reference, o.title,
      null::text as impact_level, o.started_at as start_time,
      o.expected_end_at as end_time, o.services, 0 as rank
    from outages o
    where o.company_id = ${company} and o.list_rank = 0
    union all
    select 'maintenance', m.kind, m.state, m.id, m.reference, m.title, m.impact_level, m.window_start,
      m.window_end, m.services,
      case m.kind when 'maintenance_now' then 1 else 2 end
    from (
      select mm.*, case when mm.list_rank = 0 or mm.window_start <= ${now}
          then 'maintenance_now' else 'maintenance_soon' end as kind
      from maintenances mm
      where mm.company_id = ${company}
        and (mm.list_rank = 0
          or (mm.list_rank = 1 and mm.list_open_start <= ${soon} and mm.window_end > ${now}))
    ) m`;
}

/**
 * The ids (text) of the services touched by the company's current events of these kinds: for
 * `s.public_id in (...)`.
 */
export function currentlyAffectedServicesSql(
  company: string,
  now: string,
  kinds: ReadonlyArray<string>,
): string {
  const wanted = kinds.map((kind) => `'${kind}'`).join(", ");
  return `select affected.service ->> 'id'
    from (${currentEventsSql(company, now)}) current_events,
      jsonb_array_elements(current_events.services) as affected(service)
    where current_events.kind in (${wanted})`;
}
