import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../../../server/src/http/database-unavailable.ts";

/**
 * Which failures answer 503 (the database out of reach: try again) rather than 500 (a bug).
 * tests/reliability/database-outage.test.ts cuts a real server off from PostgreSQL.
 */
const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises connections refused, reset or cut, and PostgreSQL going down", () => {
    for (const error of [
      withCode("ECONNREFUSED"),
      withCode("ECONNRESET"),
      withCode("57P01", "terminating connection due to administrator command"),
      withCode("57P03", "the database system is starting up"),
      withCode("53300", "too many clients already"),
      withCode("08006"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it("looks through the errors that wrap the driver's (Drizzle's query errors)", () => {
    const wrapped = new Error("Failed query: select 1", { cause: withCode("ECONNREFUSED") });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("leaves bugs and refused data as they are", () => {
    for (const error of [
      new TypeError("x is undefined"),
      withCode("23505", "duplicate key value violates unique constraint"),
      withCode("42P01", 'relation "nothing" does not exist'),
      new Error("Failed query", { cause: withCode("22P02") }),
      "a string",
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
