import type { onResponseAsyncHookHandler } from "fastify";
import type { ServerContext } from "../context.ts";
import { impersonationAudit } from "../db/schema.ts";
import { callerOf } from "./current-user.ts";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Records every write made while impersonating (start and stop are recorded where they happen). */
export function impersonationAuditHook(ctx: ServerContext): onResponseAsyncHookHandler {
  return async (request, reply) => {
    const caller = callerOf(request);
    if (!caller?.impersonation || !WRITES.has(request.method)) return;
    await ctx.db.insert(impersonationAudit).values({
      staffUserId: caller.impersonation.staffUserId,
      targetUserId: caller.id,
      mode: caller.impersonation.mode,
      action: "write",
      method: request.method,
      path: request.url.split("?")[0] ?? request.url,
      statusCode: reply.statusCode,
      // The session the write was made in: overlapping impersonations list only their own.
      sessionId: caller.sessionId,
      createdAt: ctx.now(),
    });
  };
}
