import { LocationList } from "../../../core/api/reference/index.ts";
import {
  CeaseOrder,
  CeaseReasonList,
  ContractLineDetail,
  type CreateCeaseOrderRequest,
  NetworkServiceDetail,
  ServiceDetail,
  ServiceList,
  type UpdateCustomNameRequest,
} from "../../../core/api/services/index.ts";
import type { DownloadedFile } from "../../files/downloaded-file.ts";
import type { FileTransfer } from "../../files/file-transfer.ts";
import type { HttpClient } from "../../http/index.ts";
import type { ListWindow } from "../list-window.ts";

/**
 * The services module's calls (spec section 7: Services, Network, Contracts, and the
 * locations the list filters by), built in the services screens' chunk like the support
 * desk's. The CSV export and the letter of authorisation are files fetched with the token,
 * so they go through the file transfer.
 */

const servicePath = (id: string) => `/services/${encodeURIComponent(id)}`;

export function createServicesApi(http: HttpClient, transfer: FileTransfer) {
  return {
    service: (id: string, signal?: AbortSignal) =>
      http.request({ method: "GET", path: servicePath(id), response: ServiceDetail, signal }),
    /** A service's children (a port's connections), a page at a time. */
    children: (id: string, window: ListWindow = {}, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: `${servicePath(id)}/child`,
        query: { ...window },
        response: ServiceList,
        signal,
      }),
    /** The customer's own name for the service; null returns to the provider's name. */
    updateCustomName: (id: string, request: UpdateCustomNameRequest) =>
      http.request({
        method: "POST",
        path: `${servicePath(id)}/update_custom_name`,
        body: request,
        response: ServiceDetail,
        redirectOn403: false,
      }),
    /** The letter of authorisation, a PDF written today. A 403 is explained in place. */
    downloadLoa: (id: string): Promise<DownloadedFile> =>
      transfer.download({ path: `${servicePath(id)}/loa`, redirectOn403: false }),
    ceaseReasons: (signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/cease-reasons",
        response: CeaseReasonList,
        signal,
      }),
    requestCease: (request: CreateCeaseOrderRequest) =>
      http.request({
        method: "POST",
        path: "/cease_orders",
        body: request,
        response: CeaseOrder,
        redirectOn403: false,
      }),
    /** Withdraws a pending cease order; 409 once it is no longer pending. */
    cancelCease: (orderId: string) =>
      http.request({
        method: "POST",
        path: `/cease_orders/${encodeURIComponent(orderId)}/cancel`,
        body: {},
        response: CeaseOrder,
        redirectOn403: false,
      }),
    locations: (signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: "/locations",
        query: { limit: 100 },
        response: LocationList,
        signal,
      }),
    networkService: (id: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: `/network-services/${encodeURIComponent(id)}`,
        response: NetworkServiceDetail,
        signal,
      }),
    contractLine: (id: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: `/contracts/lines/${encodeURIComponent(id)}`,
        response: ContractLineDetail,
        signal,
      }),
  };
}

export type ServicesApi = ReturnType<typeof createServicesApi>;
