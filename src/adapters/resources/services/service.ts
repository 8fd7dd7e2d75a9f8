import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type BillingReferencesRequest,
  billingReferencesPath,
} from "../../../core/api/billing/billing-references.ts";
import type { Page } from "../../../core/api/paginated.ts";
import { CEASE_ORDER_LIST } from "../../../core/api/services/cease-orders.ts";
import { CONTRACT_LINE_LIST } from "../../../core/api/services/contract-lines.ts";
import {
  CeaseOrder,
  CeaseReasonList,
  type CreateCeaseOrderRequest,
  SERVICE_CHILD_LIST,
  ServiceDetail,
  type ServiceSummary,
  type UpdateCustomNameRequest,
} from "../../../core/api/services/index.ts";
import { NETWORK_SERVICE_LIST } from "../../../core/api/services/network-services.ts";
import { SERVICE_LIST } from "../../../core/api/services/service-list-query.ts";
import { type DownloadedFile, saveDownloadedFile } from "../../files/downloaded-file.ts";
import type { FileTransfer } from "../../files/file-transfer.ts";
import { fileTransferOf } from "../../files/file-transfer-of.ts";
import type { HttpClient } from "../../http/index.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { usePortal } from "../../react/portal-context.tsx";
import {
  type MutationView,
  type PageView,
  type QueryView,
  useFailureText,
  useFormMutation,
} from "../../react/result-views.ts";
import { useList } from "../../react/use-list.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { billingKeys } from "../billing/billing-keys.ts";
import { servicesKeys } from "./services-keys.ts";

/**
 * One service (spec section 7, Services): its page (the service, its children, its cease
 * orders) and what a user with the services write permission does to it (rename, cease,
 * withdraw a cease, the letter of authorisation), in the services screens' chunk. The letter
 * is a file fetched with the token, so it goes through the file transfer.
 */

/**
 * A service's own data (its detail) sits under `service(id)`, so a rename or a cease
 * refreshes the service's page; the lists are declared lists, each refreshed by its own key
 * (listKeys).
 */
export const serviceKeys = {
  service: (id: string) => [...servicesKeys.all, "service", id] as const,
  detail: (id: string) => [...servicesKeys.all, "service", id, "detail"] as const,
  ceaseReasons: [...servicesKeys.all, "cease-reasons"] as const,
};

/** A service's path under /v2, the root of its calls (its changes and lock included). */
export const serviceApiPath = (id: string) => `/services/${encodeURIComponent(id)}`;

export function getService(http: HttpClient, id: string, signal?: AbortSignal) {
  return http.request({ method: "GET", path: serviceApiPath(id), response: ServiceDetail, signal });
}

/** The customer's own name for the service; null returns to the provider's name. */
export function renameService(http: HttpClient, id: string, request: UpdateCustomNameRequest) {
  return http.request({
    method: "POST",
    path: `${serviceApiPath(id)}/update_custom_name`,
    body: request,
    response: ServiceDetail,
    redirectOn403: false,
  });
}

/** PUT /services/{id}/billing-references: the cost centre and purchase order. */
export function setBillingReferences(
  http: HttpClient,
  id: string,
  request: BillingReferencesRequest,
) {
  return http.request({
    method: "PUT",
    path: billingReferencesPath(id),
    body: request,
    response: ServiceDetail,
    redirectOn403: false,
  });
}

/** The letter of authorisation, a PDF written today. A 403 is explained in place. */
export function downloadLoa(transfer: FileTransfer, id: string): Promise<DownloadedFile> {
  return transfer.download({ path: `${serviceApiPath(id)}/loa`, redirectOn403: false });
}

export function getCeaseReasons(http: HttpClient, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: "/cease-reasons",
    response: CeaseReasonList,
    signal,
  });
}

export function requestCease(http: HttpClient, request: CreateCeaseOrderRequest) {
  return http.request({
    method: "POST",
    path: "/cease_orders",
    body: request,
    response: CeaseOrder,
    redirectOn403: false,
  });
}

/** Withdraws a pending cease order; 409 once it is no longer pending. */
export function cancelCease(http: HttpClient, orderId: string) {
  return http.request({
    method: "POST",
    path: `/cease_orders/${encodeURIComponent(orderId)}/cancel`,
    body: {},
    response: CeaseOrder,
    redirectOn403: false,
  });
}

export function serviceQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: serviceKeys.detail(id),
    queryFn: ({ signal }) => getService(http, id, signal),
  });
}

export function ceaseReasonsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: serviceKeys.ceaseReasons,
    queryFn: ({ signal }) => getCeaseReasons(http, signal),
  });
}

/** The service named by its id (another company's reads "Not found." from the server). */
export function useService(id: string): QueryView<ServiceDetail> {
  const { http } = usePortal();
  return useSessionQuery(serviceQuery(http, id), id !== "");
}

/** The services under this one (a port's connections), a page of SERVICE_CHILD_LIST at a time. */
export function useServiceChildren(id: string, page: number): PageView<ServiceSummary> {
  return useList(SERVICE_CHILD_LIST, SERVICE_CHILD_LIST.page({}, page), id !== "", { id });
}

/** The cease orders asked for this service, newest first. */
export function useServiceCeaseOrders(id: string): QueryView<Page<CeaseOrder>> {
  return useList(CEASE_ORDER_LIST, { service: id }, id !== "");
}

/** Why a service may be ceased; `load: false` holds the call until the form opens. */
export function useCeaseReasons(load = true): QueryView<CeaseReasonList> {
  const { http } = usePortal();
  return useSessionQuery(ceaseReasonsQuery(http), load);
}

/** After a change: the answer is the service now; its page and every list are stale. */
function serviceChanged(queryClient: QueryClient, id: string, service?: ServiceDetail) {
  if (service !== undefined) queryClient.setQueryData(serviceKeys.detail(id), service);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: serviceKeys.service(id) }),
    // Every list that shows a service's name or state.
    ...[
      SERVICE_LIST,
      SERVICE_CHILD_LIST,
      CEASE_ORDER_LIST,
      CONTRACT_LINE_LIST,
      NETWORK_SERVICE_LIST,
    ].map((list) => queryClient.invalidateQueries({ queryKey: listKeys(list).all })),
    queryClient.invalidateQueries({ queryKey: servicesKeys.monitoring }),
  ]);
}

/** POST /services/{id}/update_custom_name; a 400 keeps its field message on `custom_name`. */
export function useRenameService(id: string): MutationView<UpdateCustomNameRequest, ServiceDetail> {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  return useFormMutation((request: UpdateCustomNameRequest) => renameService(http, id, request), {
    onSuccess: (service) => void serviceChanged(queryClient, id, service),
  });
}

/** PUT /services/{id}/billing-references; a 400 keeps its field messages on the fields. */
export function useSetBillingReferences(
  id: string,
): MutationView<BillingReferencesRequest, ServiceDetail> {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  return useFormMutation(
    (request: BillingReferencesRequest) => setBillingReferences(http, id, request),
    {
      onSuccess: (service) => {
        void serviceChanged(queryClient, id, service);
        // The estimate groups the service's charges by its cost centre.
        void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      },
    },
  );
}

/** POST /cease_orders; a 400 keeps its field messages (reason, cease_date, service). */
export function useRequestCease(id: string): MutationView<CreateCeaseOrderRequest, CeaseOrder> {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  return useFormMutation((request: CreateCeaseOrderRequest) => requestCease(http, request), {
    onSuccess: () => void serviceChanged(queryClient, id),
  });
}

/** POST /cease_orders/{id}/cancel: the service gets its status back. */
export function useWithdrawCease(id: string): MutationView<string, CeaseOrder> {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  return useFormMutation((orderId: string) => cancelCease(http, orderId), {
    onSuccess: () => void serviceChanged(queryClient, id),
  });
}

export interface LoaDownloadView {
  download(): void;
  readonly isDownloading: boolean;
  readonly error: string | null;
  /** The name the letter was saved under. */
  readonly savedAs: string | null;
}

/** Fetches the service's letter of authorisation with the token and saves it. */
export function useLoaDownload(id: string): LoaDownloadView {
  const transfer = fileTransferOf(usePortal());
  const fetching = useMutation({
    mutationFn: async () => saveDownloadedFile(await downloadLoa(transfer, id), `LOA-${id}.pdf`),
  });
  const { mutate } = fetching;
  const error = useFailureText(fetching);
  return {
    download: () => mutate(),
    isDownloading: fetching.isPending,
    error,
    savedAs: fetching.data ?? null,
  };
}
