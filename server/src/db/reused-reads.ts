import type { PreparedStatements } from "./prepared.ts";

/**
 * Answers read from the database, reused while no write could have changed them: on embedded
 * PGlite this process is the only client and counts every statement that may write before it
 * runs (prepared.ts `writeGeneration`), so what was read at one count is what the same read
 * would answer as long as the count stands. Any write at all, through any module or straight
 * to the database on that connection, moves it and the next call reads again. An answer whose
 * read overlapped a write is kept under the count from before the read, so it is never used.
 * On PostgreSQL other processes (a second server instance) write too: the count is null there
 * and every call reads.
 *
 * Only for answers that depend on nothing but the database and the key: never on the clock
 * (compare times with the clock after the reuse, as current-user.ts does).
 */
export interface ReusedReads<Value> {
  get(key: string, read: () => Promise<Value>): Promise<Value>;
}

export function reusedReads<Value>(
  statements: PreparedStatements,
  /** Bounds the memory: keys beyond this many are read again (oldest first out). */
  kept: number,
): ReusedReads<Value> {
  const answers = new Map<string, { readonly generation: number; readonly value: Value }>();
  return {
    async get(key, read) {
      const generation = statements.writeGeneration();
      if (generation === null) return read();
      const known = answers.get(key);
      if (known !== undefined && known.generation === generation) return known.value;
      const value = await read();
      answers.delete(key);
      answers.set(key, { generation, value });
      if (answers.size > kept) {
        const oldest = answers.keys().next();
        if (!oldest.done) answers.delete(oldest.value);
      }
      return value;
    },
  };
}
