import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { RfDeviceDetail, type RfDeviceStatus } from "../../../core/api/monitoring/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, type QueryView, useFormMutation } from "../../react/result-views.ts";
import { useSessionQuery } from "../../react/use-session-query.ts";
import { rfChanged, rfKeys } from "./monitoring-keys.ts";

/** One radio-frequency device (their list: useList(RF_DEVICE_LIST, …)) and its status. */

export const rfDeviceKeys = {
  detail: (id: string) => [...rfKeys.all, "device", id] as const,
};

export function getRfDevice(http: HttpClient, id: string, signal?: AbortSignal) {
  return http.request({
    method: "GET",
    path: `/rf-devices/${encodeURIComponent(id)}`,
    response: RfDeviceDetail,
    signal,
  });
}

export function setRfStatus(http: HttpClient, id: string, status: RfDeviceStatus) {
  return http.request({
    method: "POST",
    path: `/rf-devices/${encodeURIComponent(id)}/set_status`,
    body: { status },
    response: RfDeviceDetail,
    redirectOn403: false,
  });
}

export function rfDeviceQuery(http: HttpClient, id: string) {
  return queryOptions({
    queryKey: rfDeviceKeys.detail(id),
    queryFn: ({ signal }) => getRfDevice(http, id, signal),
  });
}

export function useRfDevice(id: string): QueryView<RfDeviceDetail> {
  const { http } = usePortal();
  return useSessionQuery(rfDeviceQuery(http, id), id !== "");
}

/** POST /rf-devices/{id}/set_status; every RF list and the log refresh after it. */
export function useSetRfStatus(id: string): MutationView<RfDeviceStatus, RfDeviceDetail> {
  const { http } = usePortal();
  const queryClient = useQueryClient();
  return useFormMutation((status: RfDeviceStatus) => setRfStatus(http, id, status), {
    onSuccess: () => rfChanged(queryClient),
  });
}
