import { ApiError } from "../http/api-error.ts";

/**
 * How many password hashes a server runs at once, and how many more may wait (issue 41). A
 * scrypt hash at today's cost takes about half a second of a core and 128 MiB, and runs on
 * libuv's thread pool (4 threads), which file reads share: unbounded, a burst of sign-ins
 * takes every thread and all the memory, and a static file waits seconds behind it. Two at
 * a time leave the pool's other threads to the files; past the queue the server answers 503
 * with Retry-After rather than queueing without end.
 */
export interface HashingLimits {
  readonly concurrent: number;
  readonly waiting: number;
}
export const HASHING_LIMITS: HashingLimits = { concurrent: 2, waiting: 32 };

/** Seconds a caller turned away is told to wait: about what the queue takes to drain. */
export const HASHING_RETRY_AFTER_SECONDS = 5;

export interface HashingQueue {
  /** Runs `work` when a slot is free; 503 at once when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createHashingQueue(limits: HashingLimits): HashingQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next !== undefined) {
      running += 1;
      next();
    }
  };
  return {
    async run(work) {
      if (running >= limits.concurrent) {
        if (waiting.length >= limits.waiting) throw busy();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

function busy(): ApiError {
  return new ApiError(
    503,
    { detail: "The server is busy. Try again in a few seconds." },
    { "Retry-After": String(HASHING_RETRY_AFTER_SECONDS) },
  );
}
