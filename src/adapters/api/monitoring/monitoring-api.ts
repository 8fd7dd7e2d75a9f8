import {
  type MetricsQuery,
  MetricsSeries,
  RfAdditionalInfo,
  RfDeviceDetail,
  type RfDeviceStatus,
  RfInterface,
} from "../../../core/api/monitoring/index.ts";
import type { HttpClient } from "../../http/index.ts";

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

/**
 * The monitoring calls (issue 19): metrics of a service, network service or radio
 * interface, and the radio-frequency devices, interfaces, thresholds and log. Built in the
 * chart screens' chunks only.
 */
export function createMonitoringApi(http: HttpClient) {
  return {
    metrics: (subject: MetricsSubject, query: MetricsQuery, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: metricsPath(subject),
        query: { ...query },
        response: MetricsSeries,
        signal,
      }),
    device: (id: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: `/rf-devices/${encodeURIComponent(id)}`,
        response: RfDeviceDetail,
        signal,
      }),
    additionalInfo: (id: string, signal?: AbortSignal) =>
      http.request({
        method: "GET",
        path: `/rf-device-interfaces/${encodeURIComponent(id)}/get_additional_info`,
        response: RfAdditionalInfo,
        signal,
      }),
    setStatus: (id: string, status: RfDeviceStatus) =>
      http.request({
        method: "POST",
        path: `/rf-devices/${encodeURIComponent(id)}/set_status`,
        body: { status },
        response: RfDeviceDetail,
        redirectOn403: false,
      }),
    setDescription: (id: string, description: string) =>
      http.request({
        method: "POST",
        path: `/rf-device-interfaces/${encodeURIComponent(id)}/set_description`,
        body: { description },
        response: RfInterface,
        redirectOn403: false,
      }),
  };
}

export type MonitoringApi = ReturnType<typeof createMonitoringApi>;
