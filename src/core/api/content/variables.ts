import { Schema } from "effect";
import { NonEmptyString } from "../primitives.ts";

/**
 * GET /variables/{name}: a named setting the portal reads at run time (the NOC phone line,
 * support hours, an SLA figure). The value is any JSON: text, number, list or object.
 */
export const Variable = Schema.Struct({
  name: NonEmptyString,
  value: Schema.Json,
});
