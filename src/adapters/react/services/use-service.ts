import type { Page } from "../../../core/api/paginated.ts";
import { CEASE_ORDER_LIST } from "../../../core/api/services/cease-orders.ts";
import type {
  CeaseOrder,
  CeaseReasonList,
  ServiceDetail,
  ServiceList,
} from "../../../core/api/services/index.ts";
import type { ListWindow } from "../../api/list-window.ts";
import type { QueryView } from "../result-views.ts";
import { useList } from "../use-list.ts";
import { useSessionQuery } from "../use-session-query.ts";
import { useServicesClient } from "./services-client.ts";

/** One service's page: the service, its children and its cease orders. */

/** The service named by its id (another company's reads "Not found." from the server). */
export function useService(id: string): QueryView<ServiceDetail> {
  const { queries } = useServicesClient();
  return useSessionQuery(queries.service(id), id !== "");
}

/** The services under this one (a port's connections), a page at a time. */
export function useServiceChildren(id: string, window: ListWindow): QueryView<ServiceList> {
  const { queries } = useServicesClient();
  return useSessionQuery(queries.children(id, window), id !== "");
}

/** The cease orders asked for this service, newest first. */
export function useServiceCeaseOrders(id: string): QueryView<Page<CeaseOrder>> {
  return useList(CEASE_ORDER_LIST, { service: id }, id !== "");
}

/** Why a service may be ceased; `load: false` holds the call until the form opens. */
export function useCeaseReasons(load = true): QueryView<CeaseReasonList> {
  const { queries } = useServicesClient();
  return useSessionQuery(queries.ceaseReasons(), load);
}
