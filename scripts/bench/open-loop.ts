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

export async function openLoop(
  url: string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];

  const fire = (due: number) =>
    new Promise<void>((resolve) => {
      const req = request(
        {
          agent,
          hostname: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          headers,
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            if ((response.statusCode ?? 500) >= 400) errors += 1;
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors += 1;
        resolve();
      });
      req.end();
    });

  for (let index = 0; index < total; index++) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(fire(due));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { sent: total, errors, p50: at(0.5), p99: at(0.99) };
}
