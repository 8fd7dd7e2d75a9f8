import type { FastifyRequest } from "fastify";
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from "../../../src/core/api/page-window.ts";
import { ApiError } from "./api-error.ts";

export interface PageWindow {
  readonly offset: number;
  readonly limit: number;
}

function whole(value: unknown, field: string, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const number = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number)) {
    throw new ApiError(400, { [field]: ["A valid non-negative integer is required."] });
  }
  return number;
}

/** `?offset=&limit=` (DRF's LimitOffsetPagination): limit 1 to 100, default 20. */
export function pageWindow(query: unknown, defaultLimit = DEFAULT_PAGE_LIMIT): PageWindow {
  const params = (typeof query === "object" && query !== null ? query : {}) as Record<
    string,
    unknown
  >;
  const offset = whole(params.offset, "offset", 0);
  const limit = Math.min(Math.max(whole(params.limit, "limit", defaultLimit), 1), MAX_PAGE_LIMIT);
  return { offset, limit };
}

/** Root-relative link to the same list at another offset, keeping every filter. */
function linkTo(request: FastifyRequest, offset: number, limit: number): string {
  const url = new URL(request.url, "http://api.invalid");
  url.searchParams.set("offset", String(offset));
  url.searchParams.set("limit", String(limit));
  return `${url.pathname}${url.search}`;
}

/** The `{count, next, previous, results}` envelope of every list. */
export function paginated<T>(
  request: FastifyRequest,
  window: PageWindow,
  count: number,
  results: T[],
) {
  const { offset, limit } = window;
  return {
    count,
    next: offset + limit < count ? linkTo(request, offset + limit, limit) : null,
    previous: offset > 0 ? linkTo(request, Math.max(offset - limit, 0), limit) : null,
    results,
  };
}

/** One page of rows and how many rows the whole list has. */
export interface CountedPage<T> {
  readonly count: number;
  readonly results: T[];
}

/**
 * A paged answer for rows read by the route's own query (not a list declaration, see
 * list-route.ts): the window from `?offset=&limit=`, the page read for it, and the links.
 */
export async function pageAnswer<T>(
  request: FastifyRequest,
  read: (window: PageWindow) => Promise<CountedPage<T>>,
  defaultLimit = DEFAULT_PAGE_LIMIT,
) {
  const window = pageWindow(request.query, defaultLimit);
  const page = await read(window);
  return paginated(request, window, page.count, page.results);
}
