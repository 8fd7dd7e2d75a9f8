import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/src/db/database.ts";
import {
  arrayLiteral,
  isPlainRead,
  literal,
  mayWrite,
  type Statement,
} from "../../../server/src/db/prepared.ts";
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

describe("array parameters", () => {
  const ARRAY_ECHO: Statement = {
    name: "test_array_echo",
    types: ["text[]"],
    text: "select $1::text[] as items, cardinality($1) as n",
  };

  it("reach the statement as the same values, whatever characters they hold", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.string({ unit: "grapheme" }).filter((text) => !text.includes("\u0000")),
          { maxLength: 6 },
        ),
        async (items) => {
          const [row] = await database.statements.run<{ items: string[]; n: number | null }>(
            ARRAY_ECHO,
            [arrayLiteral(items)],
          );
          return (
            JSON.stringify(row?.items) === JSON.stringify(items) && (row?.n ?? 0) === items.length
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it("write numbers bare", () => {
    expect(arrayLiteral([1, 22, 333])).toBe("{1,22,333}");
    expect(arrayLiteral([])).toBe("{}");
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

describe("what counts as a possible write (the caller's row is reused until one)", () => {
  it("classifies reads, writes and prepared statements, unknown forms as writes", () => {
    const prepared = new Set<string>();
    const reads = [
      "select 1",
      "  (select id from users) ",
      "with page as (select id from notifications) select * from page",
      "show standard_conforming_strings",
      "begin",
      "COMMIT;",
      "PREPARE caller(int4, text) AS select u.id from users u where u.id = $1",
      "EXECUTE caller(1, 'a')",
      "select updated_at from t",
    ];
    for (const text of reads) expect(mayWrite(text, prepared), text).toBe(false);
    const writes = [
      "insert into t values (1)",
      "UPDATE users set status = 'inactive'",
      "delete from token_families",
      "with gone as (delete from t returning id) select * from gone",
      "select nextval('s')",
      "select pg_notify('c', 'x')",
      "select * into copy_of_users from users",
      "select 1; delete from users",
      "truncate users",
      "set session_replication_role = replica",
      "EXECUTE unknown_statement(1)",
      "",
    ];
    for (const text of writes) expect(mayWrite(text, prepared), text).toBe(true);
    // A name prepared again as a write is no longer a read.
    expect(mayWrite("prepare caller as update users set status = 'x'", prepared)).toBe(false);
    expect(mayWrite("execute caller", prepared)).toBe(true);
  });

  it("takes only side-effect-free reads as plain reads on PostgreSQL (all else moves the count around it)", () => {
    for (const text of ["select 1", "WITH p as (select id from users) select * from p", "show x"])
      expect(isPlainRead(text), text).toBe(true);
    for (const text of [
      "begin",
      "COMMIT",
      "rollback",
      "insert into t values (1)",
      "select pg_notify('c', '')",
      "select 1; select 2",
      "LISTEN conduit_writes",
      "",
    ])
      expect(isPlainRead(text), text).toBe(false);
  });

  it("moves the write count before every write on the connection, and never on reads", async () => {
    const count = () => database.statements.writeGeneration();
    const start = count();
    // Both databases count: PGlite what this process sends, PostgreSQL also others' commits.
    expect(start).not.toBeNull();
    await database.statements.run(ECHO, ["x", 1, true, null]);
    await database.db.execute(sql`select count(*) from users`);
    expect(count()).toBe(start);
    await database.db.execute(sql`update users set firstname = firstname where false`);
    expect(count()).toBeGreaterThan(start ?? Number.NaN);
    const afterUpdate = count() ?? 0;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`delete from users where false`);
    });
    expect(count()).toBeGreaterThan(afterUpdate);
  });
});
