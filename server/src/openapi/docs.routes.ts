import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { ErrorBody } from "../../../src/core/api/index.ts";
import { API_VERSION_PREFIX } from "../../../src/core/constants.ts";
import type { ServerContext } from "../context.ts";
import type { CatalogueEntry } from "../http/routes.ts";
import { buildOpenApiDocument } from "./openapi-document.ts";

const swaggerUiDir = join(
  createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"),
  "..",
);

/** The files of Swagger UI the docs page needs, served from the package (no CDN). */
const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui-standalone-preset.js": "text/javascript; charset=utf-8",
};

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Conduit API</title>
<link rel="stylesheet" href="${API_VERSION_PREFIX}/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="${API_VERSION_PREFIX}/docs/assets/swagger-ui-bundle.js"></script>
<script src="${API_VERSION_PREFIX}/docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="${API_VERSION_PREFIX}/docs/init.js"></script></body></html>`;

// A separate file, so the page runs under a CSP without 'unsafe-inline' scripts.
const INIT = `window.ui = SwaggerUIBundle({ url: "${API_VERSION_PREFIX}/openapi.json", dom_id: "#swagger-ui", deepLinking: true, presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: "StandaloneLayout" });`;

/**
 * GET /v2/openapi.json (generated once, after every module registered its routes) and
 * GET /v2/docs, Swagger UI browsing it.
 */
export function registerApiDocs(
  api: FastifyInstance,
  ctx: ServerContext,
  catalogue: CatalogueEntry[],
): void {
  let document: Record<string, unknown> | undefined;
  api.get("/openapi.json", async () => {
    document ??= buildOpenApiDocument(catalogue, ErrorBody, ctx.config.version);
    return document;
  });
  api.get("/docs", async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header(
        "Content-Security-Policy",
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
      )
      .send(PAGE),
  );
  api.get("/docs/init.js", async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").send(INIT),
  );
  const cache = new Map<string, Buffer>();
  api.get<{ Params: { file: string } }>("/docs/assets/:file", async (request, reply) => {
    const type = ASSETS[request.params.file];
    if (!type) return reply.code(404).send({ detail: "Not found." });
    let content = cache.get(request.params.file);
    if (!content) {
      content = readFileSync(join(swaggerUiDir, request.params.file));
      cache.set(request.params.file, content);
    }
    return reply.type(type).header("Cache-Control", "public, max-age=86400").send(content);
  });
}
