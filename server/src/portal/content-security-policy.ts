import type { RuntimeConfig } from "../../../src/core/config/index.ts";

/**
 * The strict Content-Security-Policy the portal is served with (DESIGN.md section 6): scripts
 * only from our origin (and Google's sign-in client when it is configured), API calls only to
 * our origin or the configured API origin, no framing, no plugins.
 */
export function contentSecurityPolicy(config: RuntimeConfig): string {
  const google = config.googleClientId ? " https://accounts.google.com" : "";
  const apiOrigin = config.apiBaseUrl ? ` ${new URL(config.apiBaseUrl).origin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${google}`,
    // Ark UI positions popovers with inline style attributes; no inline <style> or script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin}${google}`,
    `frame-src${google || " 'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
