import type { FastifyInstance } from "fastify";
import { API_VERSION_PREFIX } from "../../../src/core/constants.ts";

export interface ServedRoute {
  readonly method: string;
  /** Under the version prefix, Fastify style, as the catalogue writes it: "/users/:id". */
  readonly path: string;
}

const LINE = /^(.*?)[├└]── (\S+)(?: \(([^)]*)\))?$/;

/**
 * Every /v2 route Fastify serves, read from its route tree (`printRoutes`), HEAD left out
 * (Fastify adds one to every GET). Routes registered on Fastify directly, not through the
 * router and so not in the catalogue (the API docs), are found here too.
 */
export function servedApiRoutes(app: FastifyInstance): ServedRoute[] {
  const stack: string[] = [];
  const routes: ServedRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, indent = "", segment = "", methods = ""] = match;
    const depth = Math.round(indent.length / 4);
    stack.length = depth;
    const path = `${stack[depth - 1] ?? ""}${segment}`;
    stack.push(path);
    if (!path.startsWith(`${API_VERSION_PREFIX}/`)) continue;
    for (const method of methods.split(",").map((name) => name.trim())) {
      if (method !== "" && method !== "HEAD") {
        routes.push({ method, path: path.slice(API_VERSION_PREFIX.length) });
      }
    }
  }
  return routes;
}
