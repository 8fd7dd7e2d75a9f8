import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  type DrizzleTransactionLike,
  fromDrizzle,
  type Job,
  type JobResult,
  PgBoss,
  type UpdateQueueOptions,
} from "pg-boss";
import type { Database, Db } from "../db/database.ts";
import { JOB_SCHEMA, queueConnection } from "./queue-database.ts";

/**
 * The server's background work on a PostgreSQL job queue (issue 43): pg-boss, on PostgreSQL and
 * on the embedded PGlite alike (queue-database.ts). docs/jobs.md says how a module declares its
 * jobs; this file is the only one that speaks to pg-boss.
 */

/** A transaction or the database: a job goes wherever the write it belongs to goes. */
export type JobWriter = Pick<Db, "execute">;

/** A kind of job: its queue's name and what one job of it does with its data. */
export interface JobKind<T extends object> {
  readonly name: string;
  /**
   * Does the job. Throwing (a database error, a bug) tries it again later, up to `retryLimit`
   * times with growing delays; a job whose own outcome decides when it runs again (a webhook's
   * retry) enqueues its successor itself and returns.
   */
  readonly run: (data: T) => Promise<void>;
  /**
   * How long a job may run before another instance takes it again (the instance that held it
   * stopped or hung): longer than any one run may take. Default 15 minutes.
   */
  readonly expireInSeconds?: number;
  /** Tries after a thrown error (default 3), the first after `retryDelaySeconds` (default 30). */
  readonly retryLimit?: number;
  readonly retryDelaySeconds?: number;
}

/** A job that runs on a schedule, once per occurrence across every instance. */
export interface RecurringJob {
  readonly name: string;
  /** Five-field cron in UTC ("0 * * * *": hourly). pg-boss's finest grain is a minute. */
  readonly cron: string;
  readonly run: () => Promise<void>;
}

export interface EnqueueOptions {
  /**
   * When the job is due, by the server's clock (ctx.now()): passed to the queue as a delay from
   * now, so a server whose clock a test moved stays consistent with the database's.
   */
  readonly due?: Date;
}

export interface JobQueue {
  /** Before start(): the queue of `kind` and this instance's workers on it. */
  define<T extends object>(kind: JobKind<T>): JobKind<T>;
  /**
   * The kind this instance defined under `name`, for enqueue() and runDue() from the module
   * that defined it; throws when it was not defined (the module's jobs were not set up).
   */
  kindNamed<T extends object>(name: string): JobKind<T>;
  /**
   * Before start(): a recurring job (pg-boss's cron schedule plus a worker). Every instance
   * declares it; the schedule is one row, and each occurrence is one job, run by one of them.
   * Answers its kind, for runDue().
   */
  recurring(job: RecurringJob): JobKind<object>;
  /**
   * Writes jobs of `kind` through `writer`: with the caller's transaction, they exist exactly
   * when the caller's rows do (rolled back with them, committed with them).
   */
  enqueue<T extends object>(
    writer: JobWriter,
    kind: JobKind<T>,
    data: readonly T[],
    options?: EnqueueOptions,
  ): Promise<void>;
  /**
   * Runs the jobs of `kind` due now on this instance until none are left, and waits for those
   * of `kind` the instance's workers hold: a request that wrote jobs sends them without waiting
   * for the next poll, and a test sees their effects when it resolves. A job may call it for
   * another kind, never for its own (it would wait for itself).
   */
  runDue<T extends object>(kind: JobKind<T>): Promise<void>;
  start(): Promise<void>;
  /** Stops polling and waits for the jobs under way (graceful shutdown). */
  stop(): Promise<void>;
}

/** What start() declares of a queue, on a new queue and an existing one alike. */
type QueueSettings = Pick<
  UpdateQueueOptions,
  "expireInSeconds" | "retryLimit" | "retryDelay" | "retryBackoff"
>;

/** How often an instance's workers look for due jobs of each kind. */
const POLL_SECONDS = 2;
/**
 * How often each instance fails the jobs whose expiry has passed (their instance crashed or
 * hung), so that they are retried: pg-boss's default is a minute, which added up to a minute to
 * every crashed instance's job on top of its expiry.
 */
const SUPERVISE_SECONDS = 10;
/**
 * The expiry of a recurring job's occurrence. Its queue lets one job run at a time
 * ("singleton"), so an occurrence held by a crashed instance holds back every later one until
 * it expires: pg-boss's default of 15 minutes stopped the alerts' minute for a quarter of an
 * hour. A minute is more than either occurrence takes (an alert evaluation, an hour's
 * retention); one that is not retried (`retryLimit` 0) is covered by the next occurrence.
 */
export const RECURRING_EXPIRY_SECONDS = 60;
/** A job kind's expiry and first retry delay when it names none. */
const DEFAULT_EXPIRY_SECONDS = 15 * 60;
const DEFAULT_RETRY_DELAY_SECONDS = 30;

/**
 * The longest a job of `kind` waits after the instance running it crashed: its expiry, the
 * queue's next supervision, the longest first retry delay (pg-boss's backoff: up to twice the
 * delay, with jitter) and a worker's poll.
 */
export function crashRecoveryMs(
  kind: Pick<JobKind<object>, "expireInSeconds" | "retryDelaySeconds">,
): number {
  const expiry = kind.expireInSeconds ?? DEFAULT_EXPIRY_SECONDS;
  const retryDelay = kind.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS;
  return (expiry + SUPERVISE_SECONDS + 2 * retryDelay + POLL_SECONDS) * 1000;
}

/** Jobs a worker takes at a time. */
const BATCH = 10;
/** How long stop() waits for the jobs under way. */
const STOP_TIMEOUT_MS = 30_000;

export function createJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  now: () => Date,
): JobQueue {
  // What runDue() and stop() wait for: pg-boss's statements in flight (a worker's poll among
  // them), and the runs of each kind's jobs, kept apart so that runDue(kind) waits only for
  // its own kind's. A job may call runDue() of another kind (the alert evaluation tells its
  // news so): when runDue waited for every run, the caller's own included, it never ended.
  const statements = new Set<Promise<unknown>>();
  const runs = new Map<string, Set<Promise<unknown>>>();
  const runsOf = (name: string) => {
    let set = runs.get(name);
    if (set === undefined) {
      set = new Set();
      runs.set(name, set);
    }
    return set;
  };
  const trackIn = <R>(set: Set<Promise<unknown>>, work: Promise<R>): Promise<R> => {
    set.add(work);
    const done = () => set.delete(work);
    work.then(done, done);
    return work;
  };
  const inHand = (name: string | null) =>
    name === null
      ? [...statements, ...[...runs.values()].flatMap((set) => [...set])]
      : [...statements, ...runsOf(name)];
  const connection = queueConnection(database);
  const boss = new PgBoss({
    ...connection,
    // Every statement pg-boss sends is counted as in flight, a worker's poll included, so
    // runDue() can tell when this instance's workers have nothing in hand.
    db: {
      ...connection.db,
      executeSql: (text, values) => trackIn(statements, connection.db.executeSql(text, values)),
    },
    schema: JOB_SCHEMA,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    // db/connect.ts installs and upgrades the schema with the application's migrations.
    migrate: false,
    createSchema: false,
  });
  boss.on("error", (error: unknown) => log.error({ err: error }, "job queue error"));
  const kinds: JobKind<object>[] = [];
  const schedules: RecurringJob[] = [];
  let started = false;
  /**
   * Resolves when no statement is in flight and no job of `name` (of any kind: null) runs, and
   * one turn of the event loop later still none is: a worker's poll that has just answered
   * hands its jobs to their run within that turn.
   */
  const quiet = async (name: string | null) => {
    for (;;) {
      for (let busy = inHand(name); busy.length > 0; busy = inHand(name)) {
        await Promise.allSettled(busy);
      }
      await new Promise((resolve) => setImmediate(resolve));
      if (inHand(name).length === 0) return;
    }
  };

  const runOne =
    (kind: JobKind<object>) =>
    async (job: Job<object>): Promise<JobResult> => {
      try {
        await kind.run(job.data);
        return { id: job.id, status: "completed" };
      } catch (error) {
        log.error({ err: error, job: kind.name }, "job failed: tried again later");
        return { id: job.id, status: "failed", output: { message: String(error) } };
      }
    };

  const notStarted = (what: string) => {
    if (started) throw new Error(`${what}: the job queue has started already`);
  };

  return {
    define(kind) {
      notStarted(`define ${kind.name}`);
      kinds.push(kind as JobKind<object>);
      return kind;
    },
    kindNamed<T extends object>(name: string) {
      const kind = kinds.find((each) => each.name === name);
      if (kind === undefined) throw new Error(`no job kind ${name} on this server`);
      return kind as JobKind<T>;
    },
    recurring(job) {
      notStarted(`recurring ${job.name}`);
      schedules.push(job);
      return { name: job.name, run: () => job.run() };
    },
    async enqueue(writer, kind, data, options = {}) {
      if (data.length === 0) return;
      // pg-boss's drizzle adapter: its statement runs on the caller's transaction.
      const db = fromDrizzle(writer as unknown as DrizzleTransactionLike, sql);
      const delay =
        options.due === undefined ? 0 : Math.max(0, options.due.getTime() - now().getTime());
      const startAfter = delay > 0 ? { startAfter: `${delay / 1000} seconds` } : {};
      await boss.insert(
        kind.name,
        data.map((each) => ({ data: each, ...startAfter })),
        { db },
      );
    },
    async runDue(kind) {
      const run = runOne(kind as JobKind<object>);
      for (;;) {
        const jobs = await boss.fetch<object>(kind.name, { batchSize: BATCH });
        if (jobs.length === 0) {
          // None left that this instance could take: done once its workers hold none either.
          if (inHand(kind.name).length === 0) return;
          await quiet(kind.name);
          continue;
        }
        const results = await trackIn(runsOf(kind.name), Promise.all(jobs.map(run)));
        const failed = results.filter((each) => each.status === "failed");
        const done = jobs.filter((job) => !failed.some((each) => each.id === job.id));
        if (done.length > 0) await boss.complete(kind.name, done);
        for (const each of failed) {
          const job = jobs.find((candidate) => candidate.id === each.id);
          if (job !== undefined) await boss.fail(kind.name, job, each.output);
        }
      }
    },
    async start() {
      await boss.start();
      /**
       * Creates the queue, or brings an existing one (a database an earlier version ran on) to
       * the settings declared here: pg-boss's createQueue leaves an existing queue as it was.
       */
      const declareQueue = async (
        name: string,
        policy: "standard" | "singleton",
        settings: QueueSettings,
      ) => {
        await boss.createQueue(name, { policy, ...settings });
        await boss.updateQueue(name, settings);
      };
      for (const kind of kinds) {
        await declareQueue(kind.name, "standard", {
          expireInSeconds: kind.expireInSeconds ?? DEFAULT_EXPIRY_SECONDS,
          retryLimit: kind.retryLimit ?? 3,
          retryDelay: kind.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
          retryBackoff: true,
        });
        const run = runOne(kind);
        await boss.work<
          object,
          unknown,
          { batchSize: number; perJobResults: true; pollingIntervalSeconds: number }
        >(
          kind.name,
          { batchSize: BATCH, perJobResults: true, pollingIntervalSeconds: POLL_SECONDS },
          (jobs) => trackIn(runsOf(kind.name), Promise.all(jobs.map(run))),
        );
      }
      for (const job of schedules) {
        // A recurring job's queue keeps one job queued or running at a time ("singleton"):
        // an occurrence that comes while the last still runs is not stacked behind it.
        await declareQueue(job.name, "singleton", {
          retryLimit: 0,
          expireInSeconds: RECURRING_EXPIRY_SECONDS,
        });
        await boss.schedule(job.name, job.cron, null, { tz: "UTC" });
        await boss.work(job.name, { pollingIntervalSeconds: POLL_SECONDS }, () =>
          trackIn(runsOf(job.name), job.run()),
        );
      }
      started = true;
    },
    async stop() {
      if (!started) return;
      await boss.stop({ graceful: true, close: false, timeout: STOP_TIMEOUT_MS });
      await quiet(null);
    },
  };
}
