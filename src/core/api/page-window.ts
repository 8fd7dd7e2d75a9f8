// No imports on purpose: list pages take this without the contract's schemas (effect) that
// paginated.ts brings, so a page's chunk carries only what it uses.

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
