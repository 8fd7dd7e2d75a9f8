import { and, type SQL } from "drizzle-orm";

/** All conditions joined; `and()` of one condition is that condition. */
export function allOf(first: SQL, rest: SQL[]): SQL {
  return and(first, ...rest) ?? first;
}
