import { windowOfPage } from "../../../core/api/page-window.ts";
import type { FilterValues } from "./use-url-filters.ts";

/**
 * What a list's filters ask of its list call. The address and the call name the filters the
 * same (`?status=open&text=fibre` is GET /support/tickets?status=open&text=fibre), so a list
 * turns its filters into a query the same way whichever list it is: each filter that has a
 * value, trimmed, under its own name. An empty one stays out: the server would read
 * `status=` as a filter on nothing, not as "any status".
 *
 * useUrlFilters has already dropped a value its list's checks refuse (an unknown status, a
 * malformed date), so what is left is one the call accepts.
 */
export function filledFilters<K extends string>(
  filters: FilterValues<K>,
): Partial<Record<K, string>> {
  const query: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries<string>(filters) as [K, string][]) {
    const text = value.trim();
    if (text !== "") query[key] = text;
  }
  return query;
}

/** One page of the list: the filled filters and the page's window (1-based pages). */
export function pageQuery<K extends string>(
  filters: FilterValues<K>,
  page: number,
  pageSize: number,
): Partial<Record<K, string>> & { readonly offset: number; readonly limit: number } {
  return { ...filledFilters(filters), ...windowOfPage(page, pageSize) };
}
