import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  MetricsQuery,
  MetricsSeries,
  RfAdditionalInfo,
  RfDeviceDetail,
  RfDeviceList,
  RfDeviceStatus,
  RfInterface,
  RfInterfaceList,
  RfLogList,
  RfThresholdList,
} from "../../../core/api/monitoring/index.ts";
import {
  createMonitoringApi,
  type MetricsSubject,
  type MonitoringApi,
  type MonitoringQueries,
  monitoringKeys,
  monitoringQueries,
  type RfDeviceQuery,
  type RfInterfaceQuery,
  type RfLogQuery,
} from "../../api/monitoring/index.ts";
import { useSessionReady } from "../auth/use-session.ts";
import { perPortal } from "../per-portal.ts";
import { usePortal } from "../portal-context.tsx";
import {
  type CheckView,
  type MutationView,
  type QueryView,
  useCheckView,
  useFormMutation,
} from "../result-views.ts";
import { useSessionQuery } from "../use-session-query.ts";

/**
 * What a chart reads the metrics of (a service, a network service, an RF interface), and the
 * RF list queries, for the pages that build them from their filters.
 */
export type { MetricsSubject, RfDeviceQuery, RfLogQuery };

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

export function useRfDevices(query: RfDeviceQuery): QueryView<RfDeviceList> {
  const { queries } = useMonitoringClient();
  return useSessionQuery(queries.devices(query));
}

export function useRfDevice(id: string): QueryView<RfDeviceDetail> {
  const { queries } = useMonitoringClient();
  return useSessionQuery(queries.device(id), id !== "");
}

export function useRfInterfaces(query: RfInterfaceQuery): QueryView<RfInterfaceList> {
  const { queries } = useMonitoringClient();
  return useSessionQuery(queries.interfaces(query));
}

export function useRfAdditionalInfo(id: string): QueryView<RfAdditionalInfo> {
  const { queries } = useMonitoringClient();
  return useSessionQuery(queries.additionalInfo(id), id !== "");
}

export function useRfThresholds(id: string): QueryView<RfThresholdList> {
  const { queries } = useMonitoringClient();
  return useSessionQuery(queries.thresholds(id), id !== "");
}

export function useRfLogs(query: RfLogQuery): QueryView<RfLogList> {
  const { queries } = useMonitoringClient();
  return useSessionQuery(queries.logs(query));
}

/** POST /rf-devices/{id}/set_status; every RF list and the log refresh after it. */
export function useSetRfStatus(id: string): MutationView<RfDeviceStatus, RfDeviceDetail> {
  const { api } = useMonitoringClient();
  const queryClient = useQueryClient();
  return useFormMutation((status: RfDeviceStatus) => api.setStatus(id, status), {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: monitoringKeys.rf }),
  });
}

/** POST /rf-device-interfaces/{id}/set_description; a 400 keeps its message on `description`. */
export function useSetRfDescription(id: string): MutationView<string, RfInterface> {
  const { api } = useMonitoringClient();
  const queryClient = useQueryClient();
  return useFormMutation((description: string) => api.setDescription(id, description), {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: monitoringKeys.rf }),
  });
}
