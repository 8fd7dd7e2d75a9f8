// No imports on purpose: list pages take this without the contract's schemas (effect) that
// paginated.ts brings, so a page's chunk carries only what it uses.

/**
 * `?offset=&limit=` (DRF's LimitOffsetPagination): a page holds DEFAULT_PAGE_LIMIT results
 * unless the call asks for another size, and never more than MAX_PAGE_LIMIT. A screen that
 * wants every one of a short reference list (the data centres, the company's ports) asks for
 * MAX_PAGE_LIMIT.
 */
export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;

/**
 * The window of a list's page as the portal numbers them (1-based, `pageSize` at a time):
 * page 1 starts at offset 0.
 */
export function windowOfPage(
  page: number,
  pageSize: number,
): { readonly offset: number; readonly limit: number } {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}

/**
 * What a list's filters ask of its list call. The portal's addresses name the filters as the
 * list calls do (`?status=open&text=fibre` is GET /support/tickets?status=open&text=fibre),
 * so every list turns its filters into a query the same way: each filter that has a value,
 * trimmed, under its own name. An empty one stays out: the server reads `status=` as a filter
 * on nothing, not as "any status". The caller has already dropped a value the call refuses
 * (the list's filter checks).
 */
export function filledFilters<K extends string>(
  filters: Readonly<Partial<Record<K, string>>>,
): Partial<Record<K, string>> {
  const query: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries(filters) as [K, string | undefined][]) {
    const text = value?.trim() ?? "";
    if (text !== "") query[key] = text;
  }
  return query;
}

/** One page of a list: the filled filters and the page's window (1-based pages). */
export function pageQuery<K extends string>(
  filters: Readonly<Partial<Record<K, string>>>,
  page: number,
  pageSize: number,
): Partial<Record<K, string>> & { readonly offset: number; readonly limit: number } {
  return { ...filledFilters(filters), ...windowOfPage(page, pageSize) };
}
