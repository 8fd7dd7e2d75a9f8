import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, call, signIn } from "./harness/api-client.ts";
import { postgresServerUrl, scratchFolder, seededPostgresDatabase } from "./harness/databases.ts";
import { type RunningServer, startServerProcess } from "./harness/server-processes.ts";
import { skippedByConfiguration } from "./harness/skipped-by-configuration.ts";
import { startTcpProxy, type TcpProxy } from "./harness/tcp-proxy.ts";

/**
 * PostgreSQL out of reach under load: the server reaches its database through a TCP proxy the
 * test cuts and restores (the shared PostgreSQL itself stays up). During the cut every request
 * answers 503 (the portal's maintenance page), never 500 or a dropped connection; once the
 * database is reachable again the server answers 200 by itself, without a restart.
 */
const serverUrl = postgresServerUrl();
if (!serverUrl) {
  skippedByConfiguration("PostgreSQL unavailable under load", "TEST_DATABASE_URL (PostgreSQL)");
} else {
  let database: { url: string; drop(): Promise<void> };
  let proxy: TcpProxy;
  let server: RunningServer;
  let token: string;

  beforeAll(async () => {
    database = await seededPostgresDatabase(serverUrl);
    const direct = new URL(database.url);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(database.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    server = await startServerProcess({
      DATABASE_URL: proxied.toString(),
      CONDUIT_UPLOAD_DIR: join(await scratchFolder("outage"), "uploads"),
    });
    ({ access: token } = await signIn(server.origin, "admin@acme.test"));
  });
  afterAll(async () => {
    await server?.kill();
    await proxy?.close();
    await database?.drop();
  });

  /** Calls that a signed-in tab makes, from `workers` tabs at once, until `stop` resolves. */
  async function load(workers: number, stop: Promise<void>): Promise<Answer[]> {
    const answers: Answer[] = [];
    let running = true;
    void stop.then(() => {
      running = false;
    });
    const tab = async () => {
      while (running) {
        for (const path of ["/me", "/notifications?limit=5"]) {
          answers.push(
            await call(server.origin, "GET", path, { token }).catch((error: unknown) => ({
              status: 0,
              body: String(error),
            })),
          );
        }
      }
    };
    await Promise.all(Array.from({ length: workers }, tab));
    return answers;
  }
  const waitMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const statuses = (answers: Answer[]) => [...new Set(answers.map((answer) => answer.status))];

  describe("PostgreSQL unavailable under load", () => {
    it("answers 503 during the outage and recovers by itself when the database is back", async () => {
      const healthy = await load(4, waitMs(1500));
      expect(statuses(healthy)).toEqual([200]);

      proxy.cut();
      const outage = await load(4, waitMs(3000));
      // Requests already past the database when it went may still succeed; nothing else.
      expect(statuses(outage).filter((status) => status !== 503 && status !== 200)).toEqual([]);
      const refused = outage.filter((answer) => answer.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]?.body.detail).toEqual(expect.any(String));

      proxy.restore();
      // The pool reconnects on its own: keep calling until the first success, then all succeed.
      let answer = await call(server.origin, "GET", "/me", { token });
      while (answer.status !== 200) {
        expect(answer.status).toBe(503);
        await waitMs(200);
        answer = await call(server.origin, "GET", "/me", { token });
      }
      const recovered = await load(4, waitMs(1500));
      expect(statuses(recovered)).toEqual([200]);
    });
  });
}
