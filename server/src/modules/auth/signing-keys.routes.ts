import { PublicSigningKeySet } from "../../../../src/core/api/auth/signing-keys.ts";
import { RECHECK_MS } from "../../auth/key-ring.ts";
import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";

/**
 * GET /.well-known/jwks.json: the public keys that verify the API's tokens, so that another
 * service can check a token without any secret. A rotation (npm run keys:rotate) shows here
 * within RECHECK_MS; a cache may keep the document no longer than that.
 */
export function registerSigningKeyRoutes(router: Router, ctx: ServerContext): void {
  router.publicRoute(
    {
      method: "GET",
      path: "/.well-known/jwks.json",
      summary: "Public keys that verify the API's tokens (JWK Set, by kid)",
      tag: "Authentication",
      response: PublicSigningKeySet,
    },
    async ({ reply }) => {
      reply.header("Cache-Control", `public, max-age=${RECHECK_MS / 1000}`);
      return ctx.keys.publicKeys();
    },
  );
}
