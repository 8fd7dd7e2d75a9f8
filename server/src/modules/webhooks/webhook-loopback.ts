import type { ServerConfig } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { isLoopback } from "../../mail/dev-mailbox.ts";

export type WebhookLoopbackDecision =
  | { readonly on: true }
  | { readonly on: false; readonly reason: string | null };

/**
 * Plain http to this machine's loopback address is a demo and test convenience
 * (CONDUIT_WEBHOOK_LOOPBACK=on), gated as the development mailbox is: only when asked, on the
 * embedded database, with the server bound to loopback. A server on PostgreSQL or reachable
 * from another machine never sends a webhook to its own loopback (SSRF), whatever is set.
 */
export function decideWebhookLoopback(
  config: Pick<ServerConfig, "webhookLoopback" | "host">,
  databaseKind: Database["kind"],
): WebhookLoopbackDecision {
  if (!config.webhookLoopback) return { on: false, reason: null };
  if (databaseKind === "postgres") return { on: false, reason: "the server runs on PostgreSQL" };
  if (!isLoopback(config.host)) {
    return { on: false, reason: `HOST ${config.host} is not a loopback address` };
  }
  return { on: true };
}
