import type { LocationList } from "../../../core/api/reference/index.ts";
import type { QueryView } from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";
import { useServicesClient } from "./services-client.ts";

/**
 * What the service list's filters need: the locations (the list and its export are
 * `useList(SERVICE_LIST, …)` and `useListExport(SERVICE_LIST)`).
 */

/** The data centres services are in, for the location filter. */
export function useServiceLocations(): QueryView<LocationList> {
  const { queries } = useServicesClient();
  return useSessionQuery(queries.locations());
}
