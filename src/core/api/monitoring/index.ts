/**
 * The monitoring and radio-frequency /v2 contract (issue 19; spec section 7). Reading needs
 * view_service_module or write_service_module; (write) needs write_service_module, and
 * read-only impersonation is refused it (403). Another company's record is 404. A list's
 * page is its declaration's `response` (define-list.ts).
 *   GET  /services/{id}/metrics?MetricsQuery               -> MetricsSeries
 *   GET  /network-services/{id}/metrics?MetricsQuery       -> MetricsSeries
 *   GET  /rf-devices?RF_DEVICE_LIST filters&offset&limit    -> RF_DEVICE_LIST (by name)
 *   GET  /rf-devices/{id}                                   -> RfDeviceDetail
 *   POST /rf-devices/{id}/set_status  SetRfStatusRequest    -> RfDeviceDetail (write; logged)
 *   GET  /rf-device-interfaces?RF_INTERFACE_LIST filters    -> RF_INTERFACE_LIST (device=...)
 *   GET  /rf-device-interfaces/{id}/get_additional_info     -> RfAdditionalInfo
 *   GET  /rf-device-interfaces/{id}/metrics?MetricsQuery    -> MetricsSeries (with radio fields)
 *   POST /rf-device-interfaces/{id}/set_description  SetRfDescriptionRequest
 *                                                           -> RfInterface (write; logged)
 *   GET  /rf-device-thresholds?RF_THRESHOLD_LIST filters    -> RF_THRESHOLD_LIST
 *   GET  /rf-logs?RF_LOG_LIST filters&offset&limit          -> RF_LOG_LIST (newest first)
 * Bad ranges (end before start, over 90 days, step under five minutes) are 400s with the
 * field's message (metricsRangeProblems).
 */

export * from "./chart-csv.ts";
export * from "./chart-range.ts";
export * from "./metrics.ts";
export * from "./optics.ts";
export * from "./path-quality.ts";
export * from "./rf.ts";
export * from "./series-math.ts";
