import type { onRequestAsyncHookHandler } from "fastify";
import { API_VERSION_PREFIX } from "../../../src/core/constants.ts";
import type { ServerContext } from "../context.ts";
import { readMaintenanceFlag } from "../db/system-settings.ts";
import { ApiError } from "./api-error.ts";

/** How long a read of the database flag is reused: a switch takes effect within a second. */
export const MAINTENANCE_FLAG_TTL_MS = 1000;

const READY_PATH = `${API_VERSION_PREFIX}/ready`;

export const MAINTENANCE_DETAIL = "The service is down for maintenance. Please try again later.";

/**
 * Maintenance mode: CONDUIT_MAINTENANCE, or the database flag any server process can set,
 * answers every /v2 call with 503 (the portal then shows its under-maintenance page).
 * The flag is re-read at most once a second; that cache only delays a switch, it never
 * decides anything another process would decide differently.
 */
export function maintenanceHook(ctx: ServerContext): onRequestAsyncHookHandler {
  let cached = { on: false, readAt: Number.NEGATIVE_INFINITY };
  return async (request) => {
    const path = request.url.split("?")[0] ?? "";
    if (path !== API_VERSION_PREFIX && !path.startsWith(`${API_VERSION_PREFIX}/`)) return;
    // Readiness stays truthful in maintenance: a balancer that took every instance out would
    // answer with its own error page instead of the maintenance 503 the portal shows.
    if (path === READY_PATH) return;
    const now = Date.now();
    if (now - cached.readAt > MAINTENANCE_FLAG_TTL_MS) {
      cached = { on: await readMaintenanceFlag(ctx.db), readAt: now };
    }
    if (ctx.config.maintenance || cached.on) {
      throw new ApiError(503, MAINTENANCE_DETAIL, { "Retry-After": "300" });
    }
  };
}
