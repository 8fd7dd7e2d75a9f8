export * from "./current-incidents.ts";
export * from "./event-list-query.ts";
export * from "./event-vocabulary.ts";
export * from "./incident-rules.ts";
export * from "./maintenance.ts";
export * from "./outage.ts";
