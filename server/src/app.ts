import Fastify, { type FastifyInstance } from "fastify";
import { API_VERSION_PREFIX } from "../../src/core/constants.ts";
import type { ServerConfig } from "./config.ts";
import { NOT_FOUND_DETAIL, sendDetail } from "./http/problem.ts";
import { registerInfoRoutes } from "./modules/info/info.routes.ts";
import { registerPortalRoutes } from "./portal/portal.routes.ts";

export interface AppOptions {
  readonly config: ServerConfig;
  readonly logger?: boolean;
}

/**
 * Builds the API server: the /v2 API, /config.json and the portal itself. Tests build it with
 * `app.inject()` or listen on port 0; main.ts listens on the configured port.
 */
export async function buildApp({ config, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: true });

  await app.register(
    async (api) => {
      registerInfoRoutes(api, config.version);
    },
    { prefix: API_VERSION_PREFIX },
  );

  const { serveIndex } = await registerPortalRoutes(app, config.portalDir, config.portal);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isApi = path === API_VERSION_PREFIX || path.startsWith(`${API_VERSION_PREFIX}/`);
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    // Client-side routes: any other GET gets the single-page app, which shows its own
    // not-found page for paths it does not know.
    if (!isApi && wantsPage && serveIndex && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    return sendDetail(reply, 404, NOT_FOUND_DETAIL);
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    const detail = status >= 500 ? "A server error occurred." : error.message;
    return sendDetail(reply, status, detail);
  });

  return app;
}
