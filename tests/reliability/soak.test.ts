import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openLoop } from "../../scripts/bench/open-loop.ts";
import { signIn } from "./harness/api-client.ts";
import {
  postgresServerUrl,
  scratchFolder,
  seededPgliteFolder,
  seededPostgresDatabase,
} from "./harness/databases.ts";
import { type RunningServer, startServerProcess } from "./harness/server-processes.ts";

/**
 * A soak: the polling of signed-in tabs (GET /v2/info and GET /v2/notifications, each every
 * 5 s per tab) as an open-loop stream of SOAK_RATE requests a second (default 1,000, i.e.
 * 2,500 tabs) for SOAK_SECONDS (default 10; `npm run test:reliability -- --soak`: 60). Fails on
 * any error answer or dropped request, never on a latency; the percentiles are printed for
 * docs/performance.md. On PGlite always, on PostgreSQL too when TEST_DATABASE_URL is set.
 */
const seconds = Number(process.env.SOAK_SECONDS ?? "10");
const rate = Number(process.env.SOAK_RATE ?? "1000");

const servers: RunningServer[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const cleanup of cleanups) await cleanup();
});

async function soak(label: string, databaseUrl: string): Promise<void> {
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    CONDUIT_UPLOAD_DIR: join(await scratchFolder("soak-uploads"), "uploads"),
  });
  servers.push(server);
  const { access } = await signIn(server.origin, "admin@acme.test");
  const result = await openLoop(
    [`${server.origin}/v2/info`, `${server.origin}/v2/notifications?limit=5`],
    { authorization: `Bearer ${access}` },
    rate,
    seconds,
  );
  process.stdout.write(
    `soak (${label}): ${result.sent} requests at ${rate}/s for ${seconds} s: ${result.errors} errors, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms\n`,
  );
  expect(result.errors).toBe(0);
  expect(result.sent).toBe(Math.round(rate * seconds));
}

describe("soak: the polling of signed-in tabs", () => {
  it(`answers ${rate} requests a second for ${seconds} s on PGlite without an error`, async () => {
    await soak("PGlite", await seededPgliteFolder(await scratchFolder("soak")));
  });

  const serverUrl = postgresServerUrl();
  if (serverUrl) {
    it(`answers ${rate} requests a second for ${seconds} s on PostgreSQL without an error`, async () => {
      const database = await seededPostgresDatabase(serverUrl);
      cleanups.push(database.drop);
      await soak("PostgreSQL", database.url);
    });
  } else {
    process.stdout.write("soak: TEST_DATABASE_URL is not set, so it ran on PGlite only.\n");
  }
});
