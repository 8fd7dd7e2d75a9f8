import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { RfAdditionalInfo, RfInterface } from "../../../core/api/monitoring/index.ts";
import { RF_THRESHOLD_LIST, type RfThreshold } from "../../../core/api/monitoring/rf.ts";
import type { Page } from "../../../core/api/paginated.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, type QueryView, useFormMutation } from "../../react/result-views.ts";
import { useList } from "../../react/use-list.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { rfChanged, rfKeys } from "./monitoring-keys.ts";

/**
 * A device's radio interface (their list: useList(RF_INTERFACE_LIST, …)): its additional
 * facts, its thresholds and its description.
 */

export const rfInterfaceKeys = {
  additionalInfo: (id: string) => [...rfKeys.all, "additional-info", id] as const,
};

export function getRfAdditionalInfo(http: HttpClient, id: string, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: `/rf-device-interfaces/${encodeURIComponent(id)}/get_additional_info`,
    response: RfAdditionalInfo,
    signal,
  });
}

export function setRfDescription(http: HttpClient, id: string, description: string) {
  return http.request({
    method: "POST",
    path: `/rf-device-interfaces/${encodeURIComponent(id)}/set_description`,
    body: { description },
    response: RfInterface,
    redirectOn403: false,
  });
}

export function rfAdditionalInfoQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: rfInterfaceKeys.additionalInfo(id),
    queryFn: ({ signal }) => getRfAdditionalInfo(http, id, signal),
  });
}

export function useRfAdditionalInfo(id: string): QueryView<RfAdditionalInfo> {
  const { http } = usePortal();
  return useSessionQuery(rfAdditionalInfoQuery(http, id), id !== "");
}

/** The thresholds of one interface, with where its latest sample stands. */
export function useRfThresholds(id: string): QueryView<Page<RfThreshold>> {
  return useList(RF_THRESHOLD_LIST, { interface: id }, id !== "");
}

/** POST /rf-device-interfaces/{id}/set_description; a 400 keeps its message on `description`. */
export function useSetRfDescription(id: string): MutationView<string, RfInterface> {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  return useFormMutation((description: string) => setRfDescription(http, id, description), {
    onSuccess: () => rfChanged(queryClient),
  });
}
