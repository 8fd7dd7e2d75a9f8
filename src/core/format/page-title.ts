/**
 * The document title (spec section 1): "{product} Portal | {title}", or "{product} Portal"
 * on a page without a title of its own.
 */
export function pageTitle(product: string, title?: string | null): string {
  const portal = `${product.trim()} Portal`;
  const page = title?.trim() ?? "";
  return page === "" ? portal : `${portal} | ${page}`;
}
