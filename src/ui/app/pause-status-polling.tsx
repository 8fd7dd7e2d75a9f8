import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useServerStatus } from "../../adapters/react/use-server-status.ts";
import { ERROR_ROUTES } from "../../core/errors/index.ts";

/** The pages on which the server-status check stops (spec section 4). */
const PAGES_WITHOUT_POLLING: ReadonlySet<string> = new Set([
  ERROR_ROUTES.ERROR,
  ERROR_ROUTES.NO_PERMISSIONS,
  ERROR_ROUTES.UNDER_MAINTENANCE,
]);

export function isPollingPausedAt(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PAGES_WITHOUT_POLLING.has(normalised.toLowerCase());
}

/**
 * Pauses the server-status polling while the error, no-permissions or under-maintenance page
 * is shown, and resumes it when the user leaves. Rendered once, at the root of the routes.
 */
export function PauseStatusPolling() {
  const { pathname } = useLocation();
  const { pause, resume } = useServerStatus();
  const paused = isPollingPausedAt(pathname);
  useEffect(() => {
    if (paused) pause();
    else resume();
  }, [paused, pause, resume]);
  return null;
}
