export { serviceMonitoringQuery } from "./monitoring-api.ts";
export {
  createServicesApi,
  type ServicesApi,
} from "./services-api.ts";
export { type ServicesQueries, servicesKeys, servicesQueries } from "./services-queries.ts";
