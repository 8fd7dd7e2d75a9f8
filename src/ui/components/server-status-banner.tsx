import { banner } from "#styled-system/recipes/index.js";
import { useServerStatus } from "../../adapters/react/use-server-status.ts";
import { StatusIcon } from "./status-icon.tsx";

/**
 * The server-status banners above every page (spec section 4): 'Network error: Service
 * unavailable.' for as long as the server does not answer, then 'Connection is back online.'
 * for a few seconds. The words come from the session of the status machine (core catalogue).
 */
export function ServerStatusBanner() {
  const { banner: shown } = useServerStatus();
  if (shown === null) return null;
  const classes = banner({ tone: shown.variant });
  return (
    <div
      // An outage interrupts; the recovery is announced politely.
      role={shown.variant === "error" ? "alert" : "status"}
      className={classes.root}
      data-testid="server-status-banner"
    >
      <div className={classes.inner}>
        <StatusIcon status={shown.variant} className={classes.icon} />
        <p className={classes.message}>{shown.message}</p>
      </div>
    </div>
  );
}
