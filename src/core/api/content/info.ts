import { Schema } from "effect";
import { IsoDateTime, NonEmptyString } from "../primitives.ts";

/**
 * GET /info: the server-status probe polled by the portal (spec section 4). Any 2xx with
 * this body means "up"; maintenance is a 503, not a status value, so "ok" is the only one.
 * `time` lets the portal notice a skewed client clock.
 */
export const ServerInfo = Schema.Struct({
  status: Schema.Literal("ok"),
  version: NonEmptyString,
  time: IsoDateTime,
});
export type ServerInfo = typeof ServerInfo.Type;
