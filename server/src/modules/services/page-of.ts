import type { FastifyRequest } from "fastify";
import { pageWindow, paginated } from "../../http/pagination.ts";

/**
 * A page of a short list held whole (reference data: tens of rows), with the same
 * `{count, next, previous, results}` and `offset`/`limit` rules as every list.
 */
export function pageOf<T>(request: FastifyRequest, items: ReadonlyArray<T>) {
  const window = pageWindow(request.query);
  return paginated(
    request,
    window,
    items.length,
    items.slice(window.offset, window.offset + window.limit),
  );
}
