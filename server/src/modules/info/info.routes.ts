import { ServerInfo } from "../../../../src/core/api/index.ts";
import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";

/**
 * GET /v2/info: the heartbeat the portal's server-status machine polls every 5 s (with a
 * random `hash` query so no cache answers for the server). Never cached, never authenticated.
 */
export function registerInfoRoutes(router: Router, ctx: ServerContext): void {
  router.publicRoute(
    { method: "GET", path: "/info", summary: "Server status", tag: "System", response: ServerInfo },
    async ({ reply }) => {
      reply.header("Cache-Control", "no-store");
      return { status: "ok" as const, version: ctx.config.version, time: ctx.now().toISOString() };
    },
  );
}
