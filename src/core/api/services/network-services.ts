import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { Count, IsoDateTime, Money, NamedRecordFields } from "../primitives.ts";
import { ServiceLink } from "./service.ts";
import { NetworkServiceKind, ServiceStatus } from "./service-vocabulary.ts";

/**
 * Network services (GET /network-services, /network-services/{id}): the provider's layer-3
 * products a company buys (IP transit, an IP VPN between its sites, a cloud router), each
 * reached over some of the company's services (`members`).
 */
export const NetworkServiceSummaryFields = {
  ...NamedRecordFields,
  kind: NetworkServiceKind,
  status: ServiceStatus,
  bandwidth_mbps: Count,
  /** The company's autonomous system number on the session, or null where not routed by BGP. */
  asn: Schema.NullOr(Count),
  members_count: Count,
  created: IsoDateTime,
};
export const NetworkServiceSummary = Schema.Struct(NetworkServiceSummaryFields);
export type NetworkServiceSummary = typeof NetworkServiceSummary.Type;

/** GET /network-services, declared once (define-list.ts): by name, no filters. */
export const NETWORK_SERVICE_LIST = defineList({
  resource: "network-services",
  path: "/network-services",
  item: NetworkServiceSummary,
  pageSize: 25,
});

export const NetworkServiceDetail = Schema.Struct({
  ...NetworkServiceSummaryFields,
  description: Schema.String,
  /** Address blocks routed to the company, CIDR ("203.0.113.0/28"). */
  prefixes: Schema.Array(Schema.String),
  members: Schema.Array(ServiceLink),
  mrc: Money,
});
export type NetworkServiceDetail = typeof NetworkServiceDetail.Type;
