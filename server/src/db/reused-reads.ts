import type { PreparedStatements } from "./prepared.ts";

/**
 * Answers read from the database, reused while no write could have changed them: on embedded
 * PGlite this process is the only client and counts every statement that may write before it
 * runs (prepared.ts `writeGeneration`), so what was read at one count is what the same read
 * would answer as long as the count stands. Any write at all, through any module or straight
 * to the database on that connection, moves it and the next call reads again. An answer whose
 * read overlapped a write is kept under the count from before the read, so it is never used.
 * On PostgreSQL other processes (a second server instance) write too: there the count also
 * moves on every commit's notice (postgres-writes.ts), and is null, every call reading, while
 * this process is not listening for them. A notice comes a moment after its commit, so each
 * call first waits until those of every commit before it have come (`writesSeen`): a client
 * answered by another instance a moment ago sees its write here too.
 *
 * Only for answers that depend on nothing but the database and the key: never on the clock
 * (compare times with the clock after the reuse, as current-user.ts does).
 */
export interface ReusedReads<Value> {
  get(key: string, read: () => Promise<Value>): Promise<Value>;
}

export interface ReuseBounds<Value> {
  /** Keys kept at most: beyond, the oldest are read again. */
  readonly kept: number;
  /** With `size`: the total size kept at most (answers as large as the URL asks, say). */
  readonly budget?: number;
  readonly size?: (value: Value) => number;
}

export function reusedReads<Value>(
  statements: PreparedStatements,
  bounds: ReuseBounds<Value>,
): ReusedReads<Value> {
  const answers = new Map<
    string,
    { readonly generation: number; readonly value: Value; readonly size: number }
  >();
  let total = 0;
  const forget = (key: string) => {
    total -= answers.get(key)?.size ?? 0;
    answers.delete(key);
  };
  return {
    async get(key, read) {
      if (statements.writesSeen !== undefined && !(await statements.writesSeen())) return read();
      const generation = statements.writeGeneration();
      if (generation === null) return read();
      const known = answers.get(key);
      if (known !== undefined && known.generation === generation) return known.value;
      const value = await read();
      forget(key);
      const size = bounds.size?.(value) ?? 0;
      if (bounds.budget !== undefined && size > bounds.budget) return value;
      answers.set(key, { generation, value, size });
      total += size;
      while (answers.size > bounds.kept || (bounds.budget !== undefined && total > bounds.budget)) {
        const oldest = answers.keys().next();
        if (oldest.done) break;
        forget(oldest.value);
      }
      return value;
    },
  };
}
