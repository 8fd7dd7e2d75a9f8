/** The address of a maintenance's page. */
export function maintenancePath(id: string): string {
  return `/support/maintenances/${encodeURIComponent(id)}`;
}

/** The address of an outage's page. */
export function outagePath(id: string): string {
  return `/support/outages/${encodeURIComponent(id)}`;
}
