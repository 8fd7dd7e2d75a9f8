export {
  createMonitoringApi,
  type MetricsSubject,
  type MonitoringApi,
  metricsPath,
  type RfDeviceQuery,
  type RfInterfaceQuery,
  type RfLogQuery,
} from "./monitoring-api.ts";
export { type MonitoringQueries, monitoringKeys, monitoringQueries } from "./monitoring-queries.ts";
