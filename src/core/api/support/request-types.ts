import { Schema } from "effect";
import { IdFilter, orEmpty } from "../list-query.ts";
import { Paginated } from "../paginated.ts";
import { Id } from "../primitives.ts";

/**
 * Request types of the service desk ("Technical issue", "Billing question"...) and the
 * classifications under each (GET /support/ticket-types, /support/ticket-classifications).
 */
export const TicketType = Schema.Struct({
  id: Id,
  name: Schema.String,
  description: Schema.String,
  /** The desk the type belongs to: the `{id}` of add-temp-attachment. */
  service_desk_id: Id,
});
export type TicketType = typeof TicketType.Type;

export const TicketTypeList = Paginated(TicketType);
export type TicketTypeList = typeof TicketTypeList.Type;

/** A finer kind of request within a type, e.g. "Packet loss" under "Technical issue". */
export const TicketClassification = Schema.Struct({
  id: Id,
  name: Schema.String,
  /** The request type's id. */
  type: Id,
});
export type TicketClassification = typeof TicketClassification.Type;

export const TicketClassificationList = Paginated(TicketClassification);
export type TicketClassificationList = typeof TicketClassificationList.Type;

/** `?type=`: only the classifications of that request type ("" or absent: all). */
export const TicketClassificationQuery = Schema.Struct({
  type: orEmpty(IdFilter),
});
