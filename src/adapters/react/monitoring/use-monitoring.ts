import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  MetricsQuery,
  MetricsSeries,
  RfAdditionalInfo,
  RfDeviceDetail,
  RfDeviceStatus,
  RfInterface,
} from "../../../core/api/monitoring/index.ts";
import {
  RF_DEVICE_LIST,
  RF_INTERFACE_LIST,
  RF_LOG_LIST,
  RF_THRESHOLD_LIST,
  type RfThreshold,
} from "../../../core/api/monitoring/rf.ts";
import type { Page } from "../../../core/api/paginated.ts";
import {
  createMonitoringApi,
  type MetricsSubject,
  type MonitoringApi,
  type MonitoringQueries,
  monitoringKeys,
  monitoringQueries,
} from "../../api/monitoring/index.ts";
import { listKeys } from "../../lists/list-resource.ts";
import { perPortal } from "../../per-portal.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { usePortal } from "../portal-context.tsx";
import {
  type CheckView,
  type MutationView,
  type QueryView,
  useCheckView,
  useFormMutation,
} from "../result-views.ts";
import { useList } from "../use-list.ts";
import { useSessionQuery } from "../use-session-query.ts";

/** What a chart reads the metrics of (a service, a network service, an RF interface). */
export type { MetricsSubject };

interface MonitoringClient {
  readonly api: MonitoringApi;
  readonly queries: MonitoringQueries;
}

const monitoringClientOf = perPortal((portal): MonitoringClient => {
  const api = createMonitoringApi(portal.http);
  return { api, queries: monitoringQueries(api) };
});

function useMonitoringClient(): MonitoringClient {
  return monitoringClientOf(usePortal());
}

/**
 * A series over a range. A refused range (400) reads as its field's message in `error`;
 * `fieldErrors` names the field.
 */
export function useMetrics(
  subject: MetricsSubject,
  query: MetricsQuery,
  enabled = true,
): CheckView<MetricsSeries> {
  const { queries } = useMonitoringClient();
  const ready = useSessionReady() && subject.id !== "" && enabled;
  return useCheckView(useQuery({ ...queries.metrics(subject, query), enabled: ready }));
}

/**
 * Many series over one range at once (the /monitoring table), each still its own cached query
 * (fetchQuery: a series read less than a minute ago is not asked for again). One query over
 * all of them rather than `useQueries`: the table sorts by every row's figures, so it waits
 * for all of them anyway, and useQueries' observer was 1.25 kB gzip in the chunk every
 * metrics chart loads (issue 19's 50 kB per route).
 */
export function useManyMetrics(
  subjects: ReadonlyArray<MetricsSubject>,
  query: MetricsQuery,
): ReadonlyArray<{ readonly data: MetricsSeries | undefined; readonly isError: boolean }> {
  const { queries } = useMonitoringClient();
  const client = useQueryClient();
  const all = useQuery({
    queryKey: ["metrics", "many", subjects, query],
    queryFn: () =>
      Promise.allSettled(
        subjects.map((subject) => client.fetchQuery(queries.metrics(subject, query))),
      ),
    enabled: useSessionReady(),
    retry: false,
    staleTime: 60_000,
  });
  return subjects.map((_, index) => {
    const settled = all.data?.[index];
    return settled?.status === "fulfilled"
      ? { data: settled.value, isError: false }
      : { data: undefined, isError: settled?.status === "rejected" };
  });
}

export function useRfDevice(id: string): QueryView<RfDeviceDetail> {
  const { queries } = useMonitoringClient();
  return useSessionQuery(queries.device(id), id !== "");
}

export function useRfAdditionalInfo(id: string): QueryView<RfAdditionalInfo> {
  const { queries } = useMonitoringClient();
  return useSessionQuery(queries.additionalInfo(id), id !== "");
}

/** After a status or description change: the device, every RF list and the log are stale. */
function rfChanged(queryClient: QueryClient): void {
  for (const key of [monitoringKeys.rf, ...RF_LISTS.map((list) => listKeys(list).all)]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

const RF_LISTS = [RF_DEVICE_LIST, RF_INTERFACE_LIST, RF_THRESHOLD_LIST, RF_LOG_LIST];

/** The thresholds of one interface, with where its latest sample stands. */
export function useRfThresholds(id: string): QueryView<Page<RfThreshold>> {
  return useList(RF_THRESHOLD_LIST, { interface: id }, id !== "");
}

/** POST /rf-devices/{id}/set_status; every RF list and the log refresh after it. */
export function useSetRfStatus(id: string): MutationView<RfDeviceStatus, RfDeviceDetail> {
  const { api } = useMonitoringClient();
  const queryClient = useQueryClient();
  return useFormMutation((status: RfDeviceStatus) => api.setStatus(id, status), {
    onSuccess: () => rfChanged(queryClient),
  });
}

/** POST /rf-device-interfaces/{id}/set_description; a 400 keeps its message on `description`. */
export function useSetRfDescription(id: string): MutationView<string, RfInterface> {
  const { api } = useMonitoringClient();
  const queryClient = useQueryClient();
  return useFormMutation((description: string) => api.setDescription(id, description), {
    onSuccess: () => rfChanged(queryClient),
  });
}
