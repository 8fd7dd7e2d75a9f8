import { buildApp } from "../server/src/app.ts";
import { serverConfigFromEnv } from "../server/src/config.ts";
import { openDatabase } from "../server/src/db/connect.ts";

/**
 * `npm run bench:sign-in`: bursts of concurrent wrong passwords against the API server
 * (in-process, in-memory PGlite with the demo data, passwords at the production cost), the
 * attack of issue 41. Prints, for 50 attempts at once on one account and 50 from one address
 * over 50 accounts: how many were evaluated (their password hashed), asked for a captcha,
 * answered 429 or 503, and the CPU the burst took in all and per attempt. The throttles hold
 * when the account's burst evaluates 3 and asks the rest for a captcha, and the address's
 * evaluates 30 and answers the rest 429.
 */
const BURST = Number(process.env.BENCH_BURST ?? 50);

const config = serverConfigFromEnv({ CONDUIT_PORTAL_DIR: "" });
const database = await openDatabase("memory://");
const { app } = await buildApp({ config, database });
await app.ready();

async function burst(name: string, attempt: (n: number) => { username: string; ip: string }) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, n) => {
      const { username, ip } = attempt(n);
      return app.inject({
        method: "POST",
        url: "/v2/auth",
        payload: { username, password: "not-the-password" },
        remoteAddress: ip,
      });
    }),
  );
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const tally: Record<string, number> = {};
  for (const answer of answers) {
    const outcome =
      answer.statusCode === 400 ? (answer.json() as { code: string }).code : answer.statusCode;
    tally[outcome] = (tally[outcome] ?? 0) + 1;
  }
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    [
      `${name}: ${BURST} at once`,
      `  evaluated (invalid_credentials): ${tally.invalid_credentials ?? 0}`,
      `  asked for a captcha: ${tally.captcha_required ?? 0}`,
      `  429: ${tally["429"] ?? 0}, 503: ${tally["503"] ?? 0}`,
      `  CPU ${cpuMs.toFixed(0)} ms in all, ${(cpuMs / BURST).toFixed(1)} ms per attempt; ${elapsed.toFixed(0)} ms wall`,
    ].join("\n"),
  );
}

await burst("one account", (n) => ({ username: "viewer@acme.test", ip: `198.51.100.${n + 1}` }));
await burst("one address", (n) => ({ username: `spray-${n}@acme.test`, ip: "203.0.113.9" }));
await app.close();
await database.close();
