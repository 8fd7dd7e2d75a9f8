/**
 * The V8 flags the API server's process starts with: `npm start`, `npm run serve`, the
 * end-to-end run's server and the benchmarks' servers all pass them (package.json,
 * playwright.config.ts, scripts/bench), and tests/server/node-flags.test.ts holds them to it.
 * They must be on the command line: V8 reads them when it sets up the heap, and Node does not
 * take them from NODE_OPTIONS.
 *
 * `npm run bench:api`'s own process, the load generator, starts with them as well: it times each
 * call from the moment it was due, so a pause of its own would count as the server's.
 *
 * `--no-memory-reducer`: V8's memory reducer shrinks the heap once the process looks idle,
 * with a full compacting collection whose pause grows with the heap. A server looks idle
 * between bursts of calls, and the first calls of the next burst waited on that pause: 97 and
 * 112 ms on PGlite with 20,000 generated rows, the spikes behind the list benchmark's p99 of
 * 89 to 235 ms at 200 req/s while every p50 was 1 to 3 ms (docs/performance.md, session of
 * 2026-11-28 afternoon). Without it the heap stays at its high-water mark (about 200 MB there)
 * and ordinary collections took at most 12 ms.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--no-memory-reducer"];
