import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/src/db/connect.ts";
import { literal, type Statement } from "../../../server/src/db/prepared.ts";
import { openTestDatabase } from "../harness/test-database.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const ECHO: Statement = {
  name: "echo_values",
  types: ["text", "int4", "bool", "timestamptz"],
  text: "select $1::text as text, $2::int4 as number, $3::bool as flag, $4::timestamptz as instant",
};

describe("prepared statements", () => {
  it("round-trips any text exactly, quotes and backslashes included", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "grapheme" }).filter((text) => !text.includes("\u0000")),
        async (text) => {
          const [row] = await database.statements.run<{ text: string }>(ECHO, [
            text,
            1,
            true,
            null,
          ]);
          return row?.text === text;
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps an injection attempt a plain value", async () => {
    const attack = "x'); drop table users; --";
    const [row] = await database.statements.run<{ text: string }>(ECHO, [attack, 1, false, null]);
    expect(row?.text).toBe(attack);
    const [users] = await database.statements.run<{ n: number }>(
      { name: "count_users", types: [], text: "select count(*)::int as n from users" },
      [],
    );
    expect(users?.n).toBeGreaterThanOrEqual(0);
  });

  it("passes numbers, booleans, null and dates", async () => {
    const instant = new Date("2026-11-21T10:00:00.000Z");
    const [row] = await database.statements.run<{
      number: number;
      flag: boolean;
      instant: Date | string;
    }>(ECHO, [null, 42, false, instant]);
    expect(row?.number).toBe(42);
    expect(row?.flag).toBe(false);
    expect(new Date(row?.instant ?? 0).toISOString()).toBe(instant.toISOString());
  });
});

describe("SQL literals", () => {
  it("refuses what a literal cannot carry exactly", () => {
    expect(() => literal("a\u0000b")).toThrow(/NUL/);
    expect(() => literal(1.5)).toThrow(/whole number/);
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal(new Date(Number.NaN))).toThrow(/invalid date/);
  });

  it("doubles single quotes and leaves everything else as it is", () => {
    expect(literal("O'Brien \\ path")).toBe("'O''Brien \\ path'");
    expect(literal(null)).toBe("NULL");
    expect(literal(true)).toBe("TRUE");
    expect(literal(-7)).toBe("-7");
  });
});
