import type { RuntimeConfig } from "../../../src/core/config/index.ts";

/**
 * The strict Content-Security-Policy the portal is served with (DESIGN.md section 6): scripts
 * only from our origin (and Google's sign-in client when it is configured), API calls only to
 * our origin or the configured API origin, no framing, no plugins.
 */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const google = config.googleClientId ? " https://accounts.google.com" : "";
  const apiOrigin = config.apiBaseUrl ? ` ${new URL(config.apiBaseUrl).origin}` : "";
  // Google Analytics 4 (started only after cookie consent): its tag script and its beacons.
  const analytics = config.analyticsId
    ? {
        script: " https://www.googletagmanager.com",
        connect: " https://*.google-analytics.com https://www.googletagmanager.com",
      }
    : { script: "", connect: "" };
  return [
    "default-src 'self'",
    `script-src 'self'${google}${analytics.script}`,
    // Ark UI positions popovers with inline style attributes; no inline <style> or script.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${analytics.script}`,
    "font-src 'self'",
    `connect-src 'self'${apiOrigin}${google}${analytics.connect}`,
    `frame-src${google || " 'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
