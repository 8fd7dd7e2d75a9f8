import { sql } from "drizzle-orm";
import { JOB_SCHEMA } from "../../../server/src/jobs/queue-database.ts";
import type { TestServer } from "./test-server.ts";

/**
 * Moves a test server's clock `ms` on (server.advance), and the job queue's waiting jobs `ms`
 * nearer with it. A job's delay is measured on the server's clock when it is written
 * (server/src/jobs/job-queue.ts) but counted down by the database's, which a test cannot move:
 * this moves the jobs instead, through the queue's own table, so they come due exactly when
 * the server's clock says, with no waiting.
 */
export async function advanceWithJobs(server: TestServer, ms: number): Promise<void> {
  server.advance(ms);
  await server.ctx.db.execute(sql`
    update ${sql.raw(JOB_SCHEMA)}.job set start_after = start_after - ${ms} * interval '1 millisecond'
    where state in ('created', 'retry')`);
}
