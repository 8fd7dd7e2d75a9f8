import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { CEASE_ORDER_LIST } from "../../../core/api/services/cease-orders.ts";
import { CONTRACT_LINE_LIST } from "../../../core/api/services/contract-lines.ts";
import type {
  CeaseOrder,
  CreateCeaseOrderRequest,
  ServiceDetail,
  UpdateCustomNameRequest,
} from "../../../core/api/services/index.ts";
import { NETWORK_SERVICE_LIST } from "../../../core/api/services/network-services.ts";
import { SERVICE_LIST } from "../../../core/api/services/service-list-query.ts";
import { servicesKeys } from "../../api/services/index.ts";
import { saveDownloadedFile } from "../../files/downloaded-file.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { type MutationView, useFailureText, useFormMutation } from "../result-views.ts";
import { useServicesClient } from "./services-client.ts";

/** What a user with the services write permission does to a service. */

/** After a change: the answer is the service now; its page and every list are stale. */
function serviceChanged(queryClient: QueryClient, id: string, service?: ServiceDetail) {
  if (service !== undefined) queryClient.setQueryData(servicesKeys.detail(id), service);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: servicesKeys.service(id) }),
    // Every list that shows a service's name or state.
    ...[SERVICE_LIST, CEASE_ORDER_LIST, CONTRACT_LINE_LIST, NETWORK_SERVICE_LIST].map((list) =>
      queryClient.invalidateQueries({ queryKey: listKeys(list).all }),
    ),
    queryClient.invalidateQueries({ queryKey: servicesKeys.monitoring }),
  ]);
}

/** POST /services/{id}/update_custom_name; a 400 keeps its field message on `custom_name`. */
export function useRenameService(id: string): MutationView<UpdateCustomNameRequest, ServiceDetail> {
  const { api } = useServicesClient();
  const queryClient = useQueryClient();
  return useFormMutation((request: UpdateCustomNameRequest) => api.updateCustomName(id, request), {
    onSuccess: (service) => void serviceChanged(queryClient, id, service),
  });
}

/** POST /cease_orders; a 400 keeps its field messages (reason, cease_date, service). */
export function useRequestCease(id: string): MutationView<CreateCeaseOrderRequest, CeaseOrder> {
  const { api } = useServicesClient();
  const queryClient = useQueryClient();
  return useFormMutation((request: CreateCeaseOrderRequest) => api.requestCease(request), {
    onSuccess: () => void serviceChanged(queryClient, id),
  });
}

/** POST /cease_orders/{id}/cancel: the service gets its status back. */
export function useWithdrawCease(id: string): MutationView<string, CeaseOrder> {
  const { api } = useServicesClient();
  const queryClient = useQueryClient();
  return useFormMutation((orderId: string) => api.cancelCease(orderId), {
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
  const { api } = useServicesClient();
  const fetching = useMutation({
    mutationFn: async () => saveDownloadedFile(await api.downloadLoa(id), `LOA-${id}.pdf`),
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
