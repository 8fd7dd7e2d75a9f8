import { ServerInfo, ServerReadiness } from "../../../../src/core/api/index.ts";
import type { ServerContext } from "../../context.ts";
import { ApiError } from "../../http/api-error.ts";
import type { Router } from "../../http/routes.ts";
import { type CheckName, checkReadiness } from "./readiness.ts";

/**
 * GET /v2/info: the heartbeat the portal's server-status machine polls every 5 s (with a
 * random `hash` query so no cache answers for the server). Never cached, never authenticated.
 * It is also the liveness probe: it answers while the process runs, whatever its database.
 */
export function registerInfoRoutes(router: Router, ctx: ServerContext): void {
  router.publicRoute(
    { method: "GET", path: "/info", summary: "Server status", tag: "System", response: ServerInfo },
    async ({ reply }) => {
      reply.header("Cache-Control", "no-store");
      return { status: "ok" as const, version: ctx.config.version, time: ctx.now().toISOString() };
    },
  );
  // GET /v2/ready: the readiness probe of a load balancer or orchestrator (docs/deployment.md).
  // 503 takes the instance out of rotation until its database, migrations and store are back;
  // while it shuts down (SIGTERM) it answers 503 too (http/shutdown.ts).
  router.publicRoute(
    {
      method: "GET",
      path: "/ready",
      summary: "Readiness: database, migrations and upload store",
      tag: "System",
      response: ServerReadiness,
      errors: [503],
    },
    async ({ reply }) => {
      reply.header("Cache-Control", "no-store");
      const checks = await checkReadiness(ctx);
      const failed = (Object.keys(checks) as CheckName[]).filter((name) => checks[name] !== "ok");
      if (failed.length > 0) {
        throw new ApiError(
          503,
          { detail: `Not ready: ${failed.join(", ")}.`, ...checks },
          { "Cache-Control": "no-store" },
        );
      }
      return { status: "ready" as const, database: "ok", migrations: "ok", storage: "ok" } as const;
    },
  );
}
