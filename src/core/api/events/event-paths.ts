/**
 * The portal's addresses of an event's page, where every link to it points: the lists and
 * cards of the portal, the contacts' notices and the calendar feed's entries.
 */

/** The page of a maintenance: "/support/maintenances/143". */
export function maintenancePath(id: string | number): string {
  return `/support/maintenances/${encodeURIComponent(String(id))}`;
}

/** The page of an outage: "/support/outages/87". */
export function outagePath(id: string | number): string {
  return `/support/outages/${encodeURIComponent(String(id))}`;
}
