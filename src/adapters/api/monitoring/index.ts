export {
  createMonitoringApi,
  type MetricsSubject,
  type MonitoringApi,
  metricsPath,
} from "./monitoring-api.ts";
export { type MonitoringQueries, monitoringKeys, monitoringQueries } from "./monitoring-queries.ts";
