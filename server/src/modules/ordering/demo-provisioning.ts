import type { OrderSchedule } from "../../../../src/core/api/ordering/ordering-vocabulary.ts";
import type { ServerConfig } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { isLoopback } from "../../mail/dev-mailbox.ts";

export type DemoProvisioningDecision =
  | { readonly schedule: OrderSchedule; readonly refused: null }
  | { readonly schedule: "standard"; readonly refused: string };

/**
 * The schedule this server moves orders on (issue 40). The demo's fast one (an order live in
 * minutes) is a demo convenience: only when asked for (CONDUIT_DEMO_PROVISIONING=on), on the
 * embedded database, with the server bound to the loopback interface. A server on
 * PostgreSQL or reachable from another machine always keeps the standard schedule, whatever
 * is set; `refused` says why a request for the fast one was turned down.
 */
export function decideOrderSchedule(
  config: Pick<ServerConfig, "demoProvisioning" | "host">,
  databaseKind: Database["kind"],
): DemoProvisioningDecision {
  if (!config.demoProvisioning) return { schedule: "standard", refused: null };
  if (databaseKind === "postgres") {
    return { schedule: "standard", refused: "the server runs on PostgreSQL" };
  }
  if (!isLoopback(config.host)) {
    return { schedule: "standard", refused: `HOST ${config.host} is not a loopback address` };
  }
  return { schedule: "demo_fast", refused: null };
}

/** The start-up line: always printed while the fast schedule is on, or when it was refused. */
export function demoProvisioningNotice(
  config: Pick<ServerConfig, "demoProvisioning" | "host">,
  databaseKind: Database["kind"],
): string | null {
  const decision = decideOrderSchedule(config, databaseKind);
  if (decision.schedule === "demo_fast") {
    return "conduit: DEMO PROVISIONING ON (CONDUIT_DEMO_PROVISIONING): orders go live within minutes on the demo schedule.";
  }
  if (decision.refused === null) return null;
  return `conduit: CONDUIT_DEMO_PROVISIONING ignored, orders follow the standard schedule: ${decision.refused}.`;
}
