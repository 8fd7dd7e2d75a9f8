import { useSyncExternalStore } from "react";

const noChange = () => () => {};

/**
 * False while React hydrates markup the server rendered (the sign-in page, src/prerender.tsx),
 * true once the page's handlers are attached, and from the start of a page rendered in the
 * browser. Until then a form's own submission is the browser's: a GET to the page's address
 * with every field in the query string.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
