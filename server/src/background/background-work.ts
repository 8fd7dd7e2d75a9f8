import type { FastifyBaseLogger } from "fastify";

/**
 * Work a request starts and does not wait for (issue 41). POST /forgot-password answered
 * 4-6 ms later for a known address than for an unknown one (the code's rows and the mail were
 * written before the answer; with SMTP, the mail was sent before it too), which told anyone
 * which addresses have an account. The route now hands the same job to this queue for every
 * address and answers at once, so its answer carries no trace of what the job then finds.
 *
 * In-process on purpose: a job lost to a crash is a reset mail the user asks for again, and
 * nothing else depends on it. Bounded: past `waiting` jobs a new one is dropped and logged,
 * so a flood of requests cannot grow the memory without end (the route answers the same).
 */
export interface BackgroundWork {
  /** Queues `job` to run after the current request's answer; false when the queue was full. */
  start(name: string, job: () => Promise<void>): boolean;
  /** Resolves once every job started so far, and any they started, has ended. */
  settled(): Promise<void>;
}

export interface BackgroundLimits {
  readonly concurrent: number;
  readonly waiting: number;
}
export const BACKGROUND_LIMITS: BackgroundLimits = { concurrent: 2, waiting: 1000 };

/**
 * How a queued job gets its turn: setImmediate by default, after the I/O of the request that
 * queued it (its answer is written by then). Tests hold the turns to look between the answer
 * and the work.
 */
export type ScheduleJob = (run: () => void) => void;

export function createBackgroundWork(
  log: FastifyBaseLogger,
  schedule: ScheduleJob = (run) => setImmediate(run),
  limits: BackgroundLimits = BACKGROUND_LIMITS,
): BackgroundWork {
  const waiting: Array<{ readonly name: string; readonly job: () => Promise<void> }> = [];
  let running = 0;
  let scheduled = 0;
  let whenIdle: Array<() => void> = [];

  const isIdle = () => running === 0 && scheduled === 0 && waiting.length === 0;
  const tellIdle = () => {
    if (!isIdle()) return;
    const resolves = whenIdle;
    whenIdle = [];
    for (const resolve of resolves) resolve();
  };

  function runNext(): void {
    while (running < limits.concurrent) {
      const next = waiting.shift();
      if (next === undefined) break;
      running += 1;
      next
        .job()
        .catch((error: unknown) =>
          log.error({ err: error, job: next.name }, "background job failed"),
        )
        .finally(() => {
          running -= 1;
          runNext();
        });
    }
    tellIdle();
  }

  return {
    start(name, job) {
      if (waiting.length >= limits.waiting) {
        log.warn({ job: name }, "background queue full: job dropped");
        return false;
      }
      waiting.push({ name, job });
      scheduled += 1;
      schedule(() => {
        scheduled -= 1;
        runNext();
      });
      return true;
    },
    settled() {
      if (isIdle()) return Promise.resolve();
      return new Promise((resolve) => whenIdle.push(resolve));
    },
  };
}
