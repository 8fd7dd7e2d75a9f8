/**
 * Consent-gated analytics (spec section 4). The consent machine decides whether analytics may
 * run (consent given, not a local host, not the demo portal); this only starts them, once.
 *
 * The provider is Google Analytics 4: `analyticsId` in the runtime configuration is a GA4
 * measurement id ("G-XXXXXXX") and the tag loader is injected from Google's tag host. Nothing
 * is requested before this runs, and nothing at all without an id. The portal's
 * Content-Security-Policy must allow ANALYTICS_SCRIPT_URL's host for scripts and
 * connections where analytics are used.
 */

export const ANALYTICS_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js";

/** Marks the injected tag; its presence is the "analytics initialised" flag of spec section 3. */
const MARKER = "data-portal-analytics";

type AnalyticsWindow = Window & { dataLayer?: unknown[] };

/** Starts analytics in `document`; answers whether this call started them. */
export function startAnalytics(analyticsId: string | null, document: Document): boolean {
  if (analyticsId === null || analyticsId.trim() === "") return false;
  if (document.querySelector(`script[${MARKER}]`) !== null) return false;
  const view = document.defaultView as AnalyticsWindow | null;
  if (view === null) return false;
  const dataLayer = view.dataLayer ?? [];
  view.dataLayer = dataLayer;
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  function gtag(..._args: unknown[]): void {
    // biome-ignore lint/complexity/noArguments: gtag.js only understands Arguments objects.
    dataLayer.push(arguments);
  }
  gtag("js", new Date());
  gtag("config", analyticsId, { anonymize_ip: true });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${ANALYTICS_SCRIPT_URL}?id=${encodeURIComponent(analyticsId)}`;
  script.setAttribute(MARKER, "");
  document.head.append(script);
  return true;
}
