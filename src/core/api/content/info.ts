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

/**
 * GET /ready: whether this instance can serve (a load balancer's or orchestrator's readiness
 * probe): the database answers, its migrations are current, the upload store answers. Each
 * check names what failed in the 503's body (an ErrorBody with `detail` and one entry per
 * check), so an operator reads the cause off the probe.
 */
export const ServerReadiness = Schema.Struct({
  status: Schema.Literal("ready"),
  database: Schema.Literal("ok"),
  migrations: Schema.Literal("ok"),
  storage: Schema.Literal("ok"),
});
