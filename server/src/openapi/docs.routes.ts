import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.ts";
import type { CatalogueEntry } from "../http/routes.ts";

/** /v2/openapi.json and /v2/docs: filled in by the OpenAPI work. */
export function registerApiDocs(
  _api: FastifyInstance,
  _ctx: ServerContext,
  _catalogue: CatalogueEntry[],
): void {}
