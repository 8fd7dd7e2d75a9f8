import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type MetricsQuery, MetricsSeries } from "../../../core/api/monitoring/index.ts";
import type { HttpClient } from "../../http/index.ts";
import { useSessionReady } from "../../react/auth/use-session.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type CheckView, useCheckView } from "../../react/result-views.ts";

/**
 * The metrics (issue 19) of a service, a network service or a radio interface, in the chart
 * screens' chunks only: nothing of the radio devices' calls comes with them.
 */

/** Whose metrics: a service (by its public id), a network service or a radio interface. */
export type MetricsSubject =
  | { readonly kind: "service"; readonly id: string }
  | { readonly kind: "network-service"; readonly id: string }
  | { readonly kind: "rf-interface"; readonly id: string };

const SUBJECT_PATHS: Readonly<Record<MetricsSubject["kind"], string>> = {
  service: "/services",
  "network-service": "/network-services",
  "rf-interface": "/rf-device-interfaces",
};

export const metricsPath = (subject: MetricsSubject) =>
  `${SUBJECT_PATHS[subject.kind]}/${encodeURIComponent(subject.id)}/metrics`;

/** Every key starts with "metrics"; a series is cached by its subject and range. */
export const metricsKeys = {
  series: (subject: MetricsSubject, query: MetricsQuery) =>
    ["metrics", subject.kind, subject.id, query] as const,
  many: (subjects: ReadonlyArray<MetricsSubject>, query: MetricsQuery) =>
    ["metrics", "many", subjects, query] as const,
};

export function getMetrics(
  http: HttpClient,
  subject: MetricsSubject,
  query: MetricsQuery,
  signal?: AbortSignal,
) {
  return http.request({
    method: "GET",
    path: metricsPath(subject),
    query: { ...query },
    response: MetricsSeries,
    signal,
  });
}

export function metricsQuery(http: HttpClient, subject: MetricsSubject, query: MetricsQuery) {
  return queryOptions({
    queryKey: metricsKeys.series(subject, query),
    queryFn: ({ signal }) => getMetrics(http, subject, query, signal),
    // Charts do not retry a refused range: the 400 is shown at once.
    retry: false,
    staleTime: 60_000,
  });
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
  const { http } = usePortal();
  const ready = useSessionReady() && subject.id !== "" && enabled;
  return useCheckView(useQuery({ ...metricsQuery(http, subject, query), enabled: ready }));
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
  const { http } = usePortal();
  const client = useQueryClient();
  const all = useQuery({
    queryKey: metricsKeys.many(subjects, query),
    queryFn: () =>
      Promise.allSettled(
        subjects.map((subject) => client.fetchQuery(metricsQuery(http, subject, query))),
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
