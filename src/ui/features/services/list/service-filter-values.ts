import {
  SERVICE_STATUSES,
  SERVICE_TYPES,
} from "../../../../core/api/services/service-vocabulary.ts";
import { type FilterCheck, oneOf } from "../../../components/records/use-url-filters.ts";

/**
 * The service list's filters as the address keeps them (`?type=port&status=active&text=ldn`),
 * with the names GET /services uses, so the address and the call say the same thing.
 */
export const SERVICE_FILTER_KEYS = ["text", "type", "status", "location"] as const;
export type ServiceFilterKey = (typeof SERVICE_FILTER_KEYS)[number];
export type ServiceFilters = Readonly<Record<ServiceFilterKey, string>>;

/** What the address may hold for the filters with fixed choices; anything else is dropped. */
export const SERVICE_FILTER_CHECKS: Partial<Record<ServiceFilterKey, FilterCheck>> = {
  type: oneOf(SERVICE_TYPES),
  status: oneOf(SERVICE_STATUSES),
};

/** The filters' names on screen. */
export const SERVICE_FILTER_LABELS: Readonly<Record<ServiceFilterKey, string>> = {
  text: "Search",
  type: "Type",
  status: "Status",
  location: "Location",
};

/** Filters the page around the list fixes (the other services: `type=other`). */
export type FixedServiceFilters = Partial<ServiceFilters>;

/** Services per page. */
export const SERVICES_PAGE_SIZE = 25;

/** The list's filters with the fixed ones applied over what the address says. */
export function effectiveServiceFilters(
  filters: ServiceFilters,
  fixed: FixedServiceFilters,
): ServiceFilters {
  return { ...filters, ...fixed };
}
