import { defineList } from "../define-list.ts";
import { INCIDENT_FILTER_LABELS, INCIDENT_FILTERS } from "../events/incident-rules.ts";
import { EXPORT_STATES, ExportStatus } from "../export-status.ts";
import {
  bothWays,
  commaListOf,
  IdFilter,
  oneOfFilter,
  ServiceFilter,
  searchFilter,
  someOfFilter,
} from "../list-query.ts";
import { ServiceSummary } from "./service.ts";
import {
  SERVICE_STATUS_LABELS,
  SERVICE_STATUSES,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type ServiceStatus,
  type ServiceType,
} from "./service-vocabulary.ts";

/** `?ordering=` of the service list, DRF style; by name by default. */
export const SERVICE_ORDERINGS = bothWays("name", "-ordered_at", "status", "type", "speed");
export type ServiceOrdering = (typeof SERVICE_ORDERINGS)[number];
export const DEFAULT_SERVICE_ORDERING: ServiceOrdering = "name";

/** Longest text search. */
export const SERVICE_SEARCH_MAX_LENGTH = 200;

/** The types of a `type` filter: "port" or a comma list "port,evpl". */
export const serviceTypesOf: (filter: string | undefined) => ServiceType[] =
  commaListOf(SERVICE_TYPES);
/** The statuses of a `status` filter: "active" or a comma list "pending,provisioning". */
export const serviceStatusesOf: (filter: string | undefined) => ServiceStatus[] =
  commaListOf(SERVICE_STATUSES);

/** `parent=none`: only services without a parent (ports and stand-alone services). */
export const NO_PARENT = "none";

/**
 * The CSV of GET /services?export=true: this header row, one row per service in the list's
 * order, RFC 4180. Money columns are decimal strings with the currency in its own column.
 */
export const SERVICE_EXPORT_COLUMNS = [
  "Service ID",
  "Name",
  "Custom name",
  "Type",
  "Product",
  "Status",
  "Location",
  "Metro",
  "Speed (Mbps)",
  "Parent ID",
  "Ordered",
  "Live",
  "Term end",
] as const;

/**
 * GET /services, declared once (define-list.ts). Filters, as query parameters (plus `offset`
 * and `limit`), in the form's order:
 * - `text`: in the id, name or custom name, ignoring case;
 * - `type`: one type or a comma list (SERVICE_TYPES);
 * - `status`: one status or a comma list (SERVICE_STATUSES);
 * - `location`: a location id (GET /locations); matches either end of a connection;
 * - `parent`: a service id (its children) or "none" (top-level services only);
 * - `incident`: services a current event affects (incident-rules.ts): `any`, or one kind
 *   (`outage`, `maintenance_now`, `maintenance_soon`);
 * - `ordering`: SERVICE_ORDERINGS;
 * - `export=true`: the whole filtered list as a CSV download (offset and limit ignored),
 *   recorded for GET /services/export-status.
 * An unknown value of any filter is a 400 naming the field.
 */
export const SERVICE_LIST = defineList({
  resource: "services",
  path: "/services",
  item: ServiceSummary,
  filters: {
    text: searchFilter(SERVICE_SEARCH_MAX_LENGTH),
    type: someOfFilter(SERVICE_TYPES, SERVICE_TYPE_LABELS, "Type"),
    status: someOfFilter(SERVICE_STATUSES, SERVICE_STATUS_LABELS, "Status"),
    location: { schema: IdFilter, label: "Location" },
    parent: { schema: ServiceFilter, label: "Parent service" },
    incident: oneOfFilter(INCIDENT_FILTERS, INCIDENT_FILTER_LABELS, "Incidents"),
  },
  orderings: SERVICE_ORDERINGS,
  defaultOrdering: DEFAULT_SERVICE_ORDERING,
  csvColumns: SERVICE_EXPORT_COLUMNS,
  exportStatusPath: "/services/export-status",
  pageSize: 25,
});

/** GET /services/export-status: the caller's latest services export, like the tickets'. */
export const SERVICE_EXPORT_STATES = EXPORT_STATES;
export const ServiceExportStatus = ExportStatus;
export type ServiceExportStatus = ExportStatus;
