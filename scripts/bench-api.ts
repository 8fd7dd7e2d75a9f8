import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import autocannon from "autocannon";
import { openLoop } from "./bench/open-loop.ts";

/**
 * `npm run bench:api`: load on the real API server (its own process, in-memory PGlite, demo
 * data) for GET /v2/info, /v2/me and /v2/notifications with a valid token, at full speed and
 * at a steady 500 req/s (open loop, scripts/bench/open-loop.ts), next to a bare Fastify route that only verifies the token (the
 * ceiling). Prints req/s, p50 and p99 and the ratio to the ceiling, then the budgets:
 * /v2/notifications >= 1,000 req/s at full speed, p99 <= 25 ms at 500 req/s.
 * Then the support desk (issue 5): GET /v2/support/tickets with 10,000 tickets in the company
 * (scripts/bench/support-server.ts), p99 <= 50 ms at a steady 200 req/s.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const FIXED_RATE = 500;
const TICKETS_RATE = 200;
const TICKETS_P99_BUDGET_MS = 50;
const SECRET = "benchmark-secret-of-at-least-thirty-two-chars";

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

async function start(script: string, port: number): Promise<ChildProcess> {
  // A server that seeds before it listens (support-server.ts) is waited for as long as it takes.
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: "memory://",
      CONDUIT_LOG: "off",
      CONDUIT_PORTAL_DIR: "",
      CONDUIT_JWT_SECRET: SECRET,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${script} did not start`);
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/v2/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin@acme.test", password: "conduit-demo" }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access: string }).access;
}

interface Figures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function load(
  url: string,
  token: string,
  rate?: number,
  duration = DURATION_S,
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${token}` },
    ...(rate ? { overallRate: rate } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const apiPort = await freePort();
const ceilingPort = await freePort();
const api = await start("server/src/main.ts", apiPort);
const ceiling = await start("scripts/bench/ceiling-server.ts", ceilingPort);
try {
  const base = `http://127.0.0.1:${apiPort}`;
  const token = await signIn(base);
  const targets = [
    ["ceiling (verify JWT only)", `http://127.0.0.1:${ceilingPort}/ceiling`],
    ["GET /v2/info", `${base}/v2/info`],
    ["GET /v2/me", `${base}/v2/me`],
    ["GET /v2/notifications", `${base}/v2/notifications`],
  ] as const;
  const rows: Array<{ name: string; full: Figures; fixed: Figures }> = [];
  for (const [name, url] of targets) {
    await load(url, token, undefined, 2); // warm-up: JIT, connection pool, PGlite caches
    const full = await load(url, token);
    const steady = await openLoop(
      url,
      { authorization: `Bearer ${token}` },
      FIXED_RATE,
      DURATION_S,
    );
    rows.push({
      name,
      full,
      fixed: {
        rps: FIXED_RATE,
        p50: round(steady.p50),
        p99: round(steady.p99),
        errors: steady.errors,
      },
    });
  }
  const ceilingRps = rows[0]?.full.rps ?? 1;
  const line = (cells: string[]) =>
    process.stdout.write(
      `${cells.map((c, i) => (i === 0 ? c.padEnd(28) : c.padStart(12))).join("")}\n`,
    );
  process.stdout.write(
    `\nAPI benchmark: ${DURATION_S} s per run, ${CONNECTIONS} connections, in-memory PGlite, Node ${process.version}\n\n`,
  );
  line([
    "route",
    "full req/s",
    "full p50",
    "full p99",
    "vs ceiling",
    `@${FIXED_RATE} p50`,
    `@${FIXED_RATE} p99`,
    "errors",
  ]);
  for (const { name, full, fixed } of rows) {
    line([
      name,
      full.rps.toFixed(0),
      `${full.p50} ms`,
      `${full.p99} ms`,
      `${((full.rps / ceilingRps) * 100).toFixed(0)} %`,
      `${fixed.p50} ms`,
      `${fixed.p99} ms`,
      String(full.errors + fixed.errors),
    ]);
  }
  const notifications = rows[3];
  if (notifications) {
    const throughputOk = notifications.full.rps >= 1000;
    const latencyOk = notifications.fixed.p99 <= 25;
    process.stdout.write(
      `\nbudget /v2/notifications >= 1000 req/s: ${notifications.full.rps.toFixed(0)} ${throughputOk ? "PASS" : "FAIL"}\n` +
        `budget /v2/notifications p99 <= 25 ms at ${FIXED_RATE} req/s: ${notifications.fixed.p99} ms ${latencyOk ? "PASS" : "FAIL"}\n`,
    );
    process.exitCode = throughputOk && latencyOk ? 0 : 1;
  }
} finally {
  api.kill("SIGTERM");
  ceiling.kill("SIGTERM");
}

/** The support desk's list with 10,000 tickets in the caller's company. */
const supportPort = await freePort();
const support = await start("scripts/bench/support-server.ts", supportPort);
try {
  const base = `http://127.0.0.1:${supportPort}`;
  const headers = { authorization: `Bearer ${await signIn(base)}` };
  const list = `${base}/v2/support/tickets`;
  const count = ((await (await fetch(list, { headers })).json()) as { count: number }).count;
  process.stdout.write(
    `\nSupport desk: ${count} tickets in the company, steady ${TICKETS_RATE} req/s for ${DURATION_S} s\n\n`,
  );
  const variants = [
    ["GET /v2/support/tickets", list],
    ["  ?status=open,in_progress", `${list}?status=open,in_progress`],
    ["  ?text=circuit 42", `${list}?text=circuit%2042`],
    ["  ?type=2&ordering=-updated", `${list}?type=2&ordering=-updated`],
    ["  ?offset=5000", `${list}?offset=5000`],
  ] as const;
  let budgetP99 = Number.POSITIVE_INFINITY;
  for (const [name, url] of variants) {
    await openLoop(url, headers, TICKETS_RATE, 2); // warm-up
    const steady = await openLoop(url, headers, TICKETS_RATE, DURATION_S);
    if (url === list) budgetP99 = steady.p99;
    process.stdout.write(
      `${name.padEnd(32)}p50 ${`${round(steady.p50)} ms`.padStart(9)}   p99 ${`${round(steady.p99)} ms`.padStart(9)}   errors ${steady.errors}\n`,
    );
  }
  const ok = budgetP99 <= TICKETS_P99_BUDGET_MS;
  process.stdout.write(
    `\nbudget /v2/support/tickets p99 <= ${TICKETS_P99_BUDGET_MS} ms at ${TICKETS_RATE} req/s: ${round(budgetP99)} ms ${ok ? "PASS" : "FAIL"}\n`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  support.kill("SIGTERM");
}
