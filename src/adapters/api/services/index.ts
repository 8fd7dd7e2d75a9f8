export { serviceMonitoringQuery } from "./monitoring-api.ts";
export {
  type CeaseOrderQuery,
  type ContractLineQuery,
  createServicesApi,
  type ServiceQuery,
  type ServicesApi,
} from "./services-api.ts";
export { type ServicesQueries, servicesKeys, servicesQueries } from "./services-queries.ts";
