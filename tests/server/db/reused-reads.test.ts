import { describe, expect, it } from "vitest";
import type { PreparedStatements } from "../../../server/src/db/prepared.ts";
import { reusedReads } from "../../../server/src/db/reused-reads.ts";

/** A connection whose write count the test moves by hand (null: PostgreSQL's, never reused). */
function connection(start: number | null) {
  let generation = start;
  const statements: PreparedStatements = {
    run: () => Promise.reject(new Error("not used")),
    writeGeneration: () => generation,
  };
  return { statements, write: () => (generation = (generation ?? 0) + 1) };
}

describe("reads reused while nothing was written", () => {
  it("reuses an answer until the write count moves, then reads again", async () => {
    const { statements, write } = connection(0);
    const reads = reusedReads<string>(statements, { kept: 10 });
    let calls = 0;
    const read = async () => `answer ${++calls}`;
    expect(await reads.get("a", read)).toBe("answer 1");
    expect(await reads.get("a", read)).toBe("answer 1");
    expect(await reads.get("b", read)).toBe("answer 2");
    write();
    expect(await reads.get("a", read)).toBe("answer 3");
  });

  it("never reuses an answer whose read overlapped a write", async () => {
    const { statements, write } = connection(0);
    const reads = reusedReads<string>(statements, { kept: 10 });
    expect(
      await reads.get("a", async () => {
        write();
        return "read while writing";
      }),
    ).toBe("read while writing");
    expect(await reads.get("a", async () => "read again")).toBe("read again");
  });

  it("reads every time where other processes write (no write count)", async () => {
    const reads = reusedReads<number>(connection(null).statements, { kept: 10 });
    let calls = 0;
    await reads.get("a", async () => ++calls);
    expect(await reads.get("a", async () => ++calls)).toBe(2);
  });

  it("keeps at most the keys and the total size it is given, oldest out first", async () => {
    const reads = reusedReads<string>(connection(0).statements, {
      kept: 3,
      budget: 10,
      size: (value) => value.length,
    });
    const fresh = (value: string) => async () => value;
    await reads.get("a", fresh("aaaa"));
    await reads.get("b", fresh("bbbb"));
    await reads.get("c", fresh("cc"));
    // Over 10 characters: "a" goes.
    await reads.get("d", fresh("dd"));
    expect(await reads.get("c", fresh("not read"))).toBe("cc");
    expect(await reads.get("a", fresh("a2"))).toBe("a2");
    // Larger than the whole budget: answered, never kept.
    await reads.get("e", fresh("e".repeat(11)));
    expect(await reads.get("e", fresh("read again"))).toBe("read again");
  });
});
