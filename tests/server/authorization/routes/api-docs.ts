import { type ModuleRoutes, PUBLIC } from "../route-rules.ts";

/**
 * server/src/openapi/docs.routes.ts: the OpenAPI document and its browser, registered on
 * Fastify directly (they describe the catalogue, they are not in it).
 */
export const API_DOCS_ROUTES: ModuleRoutes = {
  "GET /openapi.json": { access: PUBLIC },
  "GET /docs": { access: PUBLIC },
  "GET /docs/init.js": { access: PUBLIC },
  "GET /docs/assets/:file": { access: PUBLIC, params: async () => ({ file: "swagger-ui.css" }) },
};
