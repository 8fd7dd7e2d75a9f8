import { Agent, request } from "node:http";

/**
 * An open-loop load generator: requests start at evenly spaced moments (rate per second),
 * whether or not earlier ones have answered, and each latency is measured from the moment the
 * request was due. autocannon's fixed rate sends each second's requests in a burst, which
 * measures its own queue more than the server; this measures what a steady stream of users sees.
 */
export interface OpenLoopResult {
  readonly sent: number;
  readonly errors: number;
  readonly p50: number;
  readonly p99: number;
}

/**
 * `url` may be a list, taken in turn (a mix of calls). By default requests share a pool of up
 * to 64 keep-alive connections; `connections` gives each of that many clients one connection
 * of its own instead (request i goes out on connection i mod n), as that many browser tabs
 * polling over their own connections would. Those connections are opened before the clock
 * starts (one request each, not counted): a tab that is open already holds its connection, and
 * what is measured is its steady polling, not thousands of tabs connecting in the same second
 * (which every step of the capacity run did before 2026-11-27, when most of a 3 s step's
 * requests went out on a connection of their own that had just been opened).
 */
export async function openLoop(
  url: string | readonly string[],
  headers: Record<string, string>,
  rate: number,
  seconds: number,
  connections?: number,
  /** A JSON body: the calls are POSTs of it (a quote), else GETs. */
  body?: string,
): Promise<OpenLoopResult> {
  const targets = (typeof url === "string" ? [url] : url).map((each) => new URL(each));
  const loopback = targets.every((target) => target.hostname === "127.0.0.1");
  const agents =
    connections === undefined
      ? [new Agent({ keepAlive: true, maxSockets: 64 })]
      : Array.from(
          { length: connections },
          // Loopback has one source port range per pair of addresses (about 28,000 ports):
          // past 20,000 connections they start from 127.0.0.2, 127.0.0.3...
          (_, index) =>
            new Agent({
              keepAlive: true,
              maxSockets: 1,
              ...(loopback ? { localAddress: `127.0.0.${1 + Math.floor(index / 20_000)}` } : {}),
            }),
        );
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const pending: Promise<void>[] = [];

  const fire = (due: number, index: number, counted = true) =>
    new Promise<void>((resolve) => {
      const target = targets[index % targets.length] as URL;
      const req = request(
        {
          agent: agents[index % agents.length],
          hostname: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          ...(body === undefined
            ? { headers }
            : {
                method: "POST",
                headers: { ...headers, "content-type": "application/json" },
              }),
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            if (counted) {
              if ((response.statusCode ?? 500) >= 400) errors += 1;
              latencies.push(performance.now() - due);
            }
            resolve();
          });
        },
      );
      req.on("error", () => {
        if (counted) errors += 1;
        resolve();
      });
      req.end(body);
    });

  if (connections !== undefined)
    for (let first = 0; first < agents.length; first += 500)
      await Promise.all(
        agents
          .slice(first, first + 500)
          .map((_, offset) => fire(performance.now(), first + offset, false)),
      );

  const start = performance.now();
  for (let index = 0; index < total; index++) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    // A request sent up to a millisecond early (timers are that coarse) is timed from sending.
    pending.push(fire(Math.min(due, performance.now()), index));
  }
  await Promise.all(pending);
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { sent: total, errors, p50: at(0.5), p99: at(0.99) };
}
