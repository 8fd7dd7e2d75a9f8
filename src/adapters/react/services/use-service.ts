import { useQuery } from "@tanstack/react-query";
import type {
  CeaseOrderList,
  CeaseReasonList,
  ServiceDetail,
  ServiceList,
} from "../../../core/api/services/index.ts";
import type { ListWindow } from "../../api/list-window.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { type QueryView, useQueryView } from "../result-views.ts";
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
export function useServiceCeaseOrders(id: string): QueryView<CeaseOrderList> {
  const { queries } = useServicesClient();
  const enabled = useSessionReady() && id !== "";
  return useQueryView(useQuery({ ...queries.ceaseOrders({ service: id }), enabled }));
}

/** Why a service may be ceased; `load: false` holds the call until the form opens. */
export function useCeaseReasons(load = true): QueryView<CeaseReasonList> {
  const { queries } = useServicesClient();
  return useSessionQuery(queries.ceaseReasons(), load);
}
