import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { pageNumberOf } from "../../../components/nav/pager.tsx";

/**
 * A list's filters and page kept in the address (`?status=open&text=fibre&page=2`), so a
 * link reproduces the view, Back undoes a filter, and a reload keeps it. Only the named
 * keys are read; empty values are left out of the address; changing a filter returns to the
 * first page. Parameters the list does not own are kept as they are.
 */

export type FilterValues<K extends string> = Readonly<Record<K, string>>;

export interface UrlFilters<K extends string> {
  readonly filters: FilterValues<K>;
  /** The 1-based page (`?page=`). */
  readonly page: number;
  /** Whether any filter is set. */
  readonly isFiltered: boolean;
  setFilters(patch: Partial<Record<K, string>>): void;
  setPage(page: number): void;
  clearFilters(): void;
}

const PAGE = "page";

export function useUrlFilters<K extends string>(keys: ReadonlyArray<K>): UrlFilters<K> {
  const [params, setParams] = useSearchParams();
  const signature = keys.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `keys`, which callers often build inline.
  const filters = useMemo(() => {
    const values = {} as Record<K, string>;
    for (const key of keys) values[key] = params.get(key)?.trim() ?? "";
    return values as FilterValues<K>;
  }, [params, signature]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );

  const setFilters = useCallback(
    (patch: Partial<Record<K, string>>) =>
      update((next) => {
        for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
          const text = value?.trim() ?? "";
          if (text === "") next.delete(key);
          else next.set(key, text);
        }
        next.delete(PAGE);
      }),
    [update],
  );

  const setPage = useCallback(
    (page: number) =>
      update((next) => {
        if (page > 1) next.set(PAGE, String(page));
        else next.delete(PAGE);
      }),
    [update],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `keys`.
  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const key of keys) next.delete(key);
        next.delete(PAGE);
      }),
    [update, signature],
  );

  return {
    filters,
    page: pageNumberOf(params.get(PAGE)),
    isFiltered: Object.values<string>(filters).some((value) => value !== ""),
    setFilters,
    setPage,
    clearFilters,
  };
}
