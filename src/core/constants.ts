import { DAY_MS, MINUTE_MS } from "./durations.ts";
/**
 * Every business constant and limit of the specification (portal-spec.md section 9), in one
 * place. Machines, adapters, the UI and the API server read them from here; nothing else in the
 * code base spells these numbers out again.
 */

/** Version prefix of the REST API, appended to the configurable base URL. */
export const API_VERSION_PREFIX = "/v2";

/** Largest upload accepted by default: 1 GiB. Runtime configuration may lower or raise it. */
export const DEFAULT_UPLOAD_MAX_BYTES = 1_073_741_824;

/** The access token is refreshed this long before it expires. */
export const TOKEN_REFRESH_LEAD_MS = 5 * MINUTE_MS;

/** Server-status polling: normal cadence, cadence while failing, and the /info call timeout. */
export const STATUS_POLL_MS = 5000;
export const STATUS_POLL_FAILING_MS = 500;
export const STATUS_CALL_TIMEOUT_MS = 30_000;
/** The "Connection is back online." banner hides after this long. */
export const STATUS_BACK_ONLINE_HIDE_MS = 7000;

/** GET /me times out after this long. */
export const USER_INFO_TIMEOUT_MS = 10_000;

/** Notifications are polled at this cadence; the bell badge shows at most this number. */
export const NOTIFICATION_POLL_MS = 5000;
export const NOTIFICATION_BADGE_MAX = 10;

/**
 * Read notifications are deleted this many days after they were sent; unread ones are kept
 * until they are read. The history screen says so. Without a limit every poll of the bell
 * would carry a user's whole past.
 */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** Network errors and 503 answers are retried this many times, waiting attempt x this delay. */
export const HTTP_RETRY_LIMIT = 3;
export const HTTP_RETRY_DELAY_UNIT_MS = 1000;

/** Default page of a ticket's activity feed. */
export const TICKET_ACTIVITY_DEFAULT_OFFSET = 0;
export const TICKET_ACTIVITY_DEFAULT_LIMIT = 10;

/** Toasts: how many show at once, how long each stays, and where. */
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_AUTO_HIDE_MS = 5000;
export const TOAST_PLACEMENT = "bottom-start" as const;

/** Dates younger than this show as relative time; older ones use DATE_DISPLAY_FORMAT. */
export const RELATIVE_DATE_WINDOW_MS = DAY_MS;
/** date-fns format of an absolute date, e.g. "Nov 21, 2026 14:05". */
export const DATE_DISPLAY_FORMAT = "LLL dd, yyyy HH:mm";

/** TanStack Query defaults: always stale, no retry, no refetch on focus, 5 minutes of cache. */
export const QUERY_STALE_TIME_MS = 0;
export const QUERY_RETRY = false;
export const QUERY_REFETCH_ON_WINDOW_FOCUS = false;
export const QUERY_GC_TIME_MS = 5 * MINUTE_MS;

/** Local-storage key of the cookie-consent choice ("true" or "false"). */
export const CONSENT_STORAGE_KEY = "gdpr_accept";

/** The documentation links the portal offers (URLs come from runtime configuration). */
export const DOCUMENTATION_TOPICS = [
  "user_management",
  "service_desk_escalation",
  "sla",
  "port_creation",
  "cloud_connect",
  "smart_ethernet",
] as const;
export type DocumentationTopic = (typeof DOCUMENTATION_TOPICS)[number];

/** Default product name, and therefore the default page-title prefix "Conduit Portal". */
export const DEFAULT_PRODUCT_NAME = "Conduit";
export const DEFAULT_PRODUCT_SLUG = "conduit";
