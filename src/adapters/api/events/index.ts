export {
  createEventsApi,
  type EventsApi,
  type MaintenanceQuery,
  type OutageQuery,
} from "./events-api.ts";
export { type EventQueries, eventKeys, eventQueries } from "./events-queries.ts";
