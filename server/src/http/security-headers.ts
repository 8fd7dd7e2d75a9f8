import type { FastifyReply, FastifyRequest } from "fastify";

/** One year, as browsers' preload lists expect. */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/**
 * Browser features the portal never uses, switched off for its pages and every frame in them,
 * so an injected script or a hostile embed cannot ask for them (the portal calls none of
 * these APIs: no clipboard, media, location, payment or device access; files are downloaded,
 * never shown full screen). Only features Chromium knows: an unknown name is a console error.
 * Sign-in features (identity-credentials-get, publickey-credentials-get) stay at the browser's
 * default, as Google's sign-in may use them when it is configured.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "clipboard-read",
  "clipboard-write",
  "display-capture",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * onRequest hook: `X-Content-Type-Options: nosniff` and `Permissions-Policy` on every response (API, portal, files,
 * errors alike), and `Strict-Transport-Security` when the request came over TLS, directly or
 * through a proxy that says so with X-Forwarded-Proto (the server trusts its proxy). CONDUIT_HSTS=off
 * leaves HSTS to the proxy. Set at the start so that every answer, even a refusal, carries them.
 */
export function securityHeaders(options: { readonly hsts: boolean }) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (options.hsts && request.protocol === "https") {
      reply.header("strict-transport-security", HSTS_VALUE);
    }
  };
}
