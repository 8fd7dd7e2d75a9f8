import type { FastifyInstance } from "fastify";

/**
 * GET /v2/info: the heartbeat the portal's server-status machine polls every 5 s (with a
 * random `hash` query so no cache answers for the server). Never cached, never authenticated.
 */
export function registerInfoRoutes(app: FastifyInstance, version: string): void {
  app.get("/info", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok", version, time: new Date().toISOString() };
  });
}
