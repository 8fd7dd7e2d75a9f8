import type { FastifyInstance } from "fastify";
import { ApiError } from "./api-error.ts";

export const SHUTTING_DOWN_DETAIL = "The server is shutting down. Please try again.";

/**
 * Draining on close (SIGTERM, run-server.ts): from the moment `app.close()` starts, a new
 * request (on a connection still open, or a readiness probe) gets the contract's 503 and a
 * `Connection: close`, so a load balancer retries it elsewhere and takes this instance out;
 * requests already running finish, and their answers close their connections too. Node's
 * server.close() stops accepting and closes idle keep-alive connections; the bound on how
 * long the running ones may take is run-server.ts's.
 */
export function drainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async () => {
    if (closing) throw new ApiError(503, SHUTTING_DOWN_DETAIL, { "Retry-After": "1" });
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("Connection", "close");
  });
}
