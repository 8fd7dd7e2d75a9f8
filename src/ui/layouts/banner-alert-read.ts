import { createContext } from "react";
import type { QueryView } from "../../adapters/react/result-views.ts";
import type { CurrentBannerAlert } from "../../core/api/content/banner-alert.ts";

/**
 * The session gate's read of the banner alert (RequireSession waits for it before the frame
 * shows), handed to the frame's banner bar. Queries are stale at once, so the bar reading the
 * query again would mount a second observer that fetches the alert a second time as the frame
 * mounts, in the same task as the page's own calls, and re-renders outside the frame's
 * transition (TBT, docs/performance.md). Null outside the gate: the bar then reads it itself.
 */
export const BannerAlertRead = createContext<QueryView<CurrentBannerAlert> | null>(null);
