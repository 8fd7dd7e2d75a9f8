import type { FastifyReply, FastifyRequest } from "fastify";

/** One year, as browsers' preload lists expect. */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/**
 * onRequest hook: `X-Content-Type-Options: nosniff` on every response (API, portal, files,
 * errors alike), and `Strict-Transport-Security` when the request came over TLS, directly or
 * through a proxy that says so with X-Forwarded-Proto (the server trusts its proxy). CONDUIT_HSTS=off
 * leaves HSTS to the proxy. Set at the start so that every answer, even a refusal, carries them.
 */
export function securityHeaders(options: { readonly hsts: boolean }) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header("x-content-type-options", "nosniff");
    if (options.hsts && request.protocol === "https") {
      reply.header("strict-transport-security", HSTS_VALUE);
    }
  };
}
