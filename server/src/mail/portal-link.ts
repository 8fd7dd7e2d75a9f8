import type { ServerContext } from "../context.ts";

/**
 * The absolute address of a portal page for a mail: CONDUIT_PORTAL_URL (config.ts) and the
 * page's path. A mail is read outside the portal, so a bare path leads nowhere; and the
 * address never comes from the request (Host, X-Forwarded-Host), which whoever sends it
 * chooses: an invite asked for with `Host: evil.example` must not send a colleague there.
 */
export function portalLink(ctx: Pick<ServerContext, "config">, path: string): string {
  if (!path.startsWith("/")) throw new Error(`a portal path starts with /, not "${path}"`);
  return `${ctx.config.portalUrl}${path}`;
}
