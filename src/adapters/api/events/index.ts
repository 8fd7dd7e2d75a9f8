export { createEventsApi, type EventsApi } from "./events-api.ts";
export { type EventQueries, eventKeys, eventQueries } from "./events-queries.ts";
