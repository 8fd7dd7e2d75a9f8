export * from "./event-list-query.ts";
export * from "./event-vocabulary.ts";
export * from "./maintenance.ts";
export * from "./outage.ts";
