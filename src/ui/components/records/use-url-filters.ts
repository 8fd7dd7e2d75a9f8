import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { pageNumberOf } from "../nav/pager.tsx";
import { AddressChanges } from "./address-changes.ts";

/**
 * A list's filters and page kept in the address (`?status=open&text=fibre&page=2`), so a
 * link reproduces the view, Back undoes a filter, and a reload keeps it. Only the named
 * keys are read; empty values are left out of the address; changing a filter returns to the
 * first page. Parameters the list does not own are kept as they are.
 *
 * A value the list cannot use (a status that does not exist, a malformed date: an old or
 * hand-edited link) is not sent to the server, which would refuse the whole list; it is
 * dropped from the address and named in `dropped`, for the list to say so.
 */

/** Whether a value of one filter is one the list knows. */
export type FilterCheck = (value: string) => boolean;

/** A value made of known choices, one or several separated by commas ("open,pending"). */
export function oneOf(choices: ReadonlyArray<string>): FilterCheck {
  const known = new Set(choices);
  return (value) => value.split(",").every((part) => known.has(part.trim()));
}

/** Exactly one of the known choices, for a filter the server reads as one value. */
export function oneValueOf(choices: ReadonlyArray<string>): FilterCheck {
  return (value) => choices.includes(value);
}

/** A filter value dropped from the address because the list does not know it. */
export interface DroppedFilter {
  readonly key: string;
  readonly value: string;
}

export type FilterValues<K extends string> = Readonly<Record<K, string>>;

export interface UrlFilters<K extends string> {
  readonly filters: FilterValues<K>;
  /** The 1-based page (`?page=`). */
  readonly page: number;
  /** Whether any filter is set. */
  readonly isFiltered: boolean;
  /** Values of the address the list did not know, left out of `filters`. */
  readonly dropped: ReadonlyArray<DroppedFilter>;
  setFilters(patch: Partial<Record<K, string>>): void;
  setPage(page: number): void;
  clearFilters(): void;
}

const PAGE = "page";

export function useUrlFilters<K extends string>(
  keys: ReadonlyArray<K>,
  checks: Partial<Record<K, FilterCheck>> = {},
): UrlFilters<K> {
  const [params, setParams] = useSearchParams();
  const signature = keys.join(",");

  // Each change starts from the newest address this list set, not from the last render's
  // (address-changes.ts): changes can come faster than the router renders them.
  const [changes] = useState(() => new AddressChanges(params));
  changes.observe(params);
  const change = useCallback(
    (edit: (next: URLSearchParams) => void, replace = false) =>
      setParams(changes.change(edit), { replace }),
    [changes, setParams],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `keys`, which callers often build inline; checks are module constants.
  const { filters, dropped } = useMemo(() => {
    const values = {} as Record<K, string>;
    const unknown: DroppedFilter[] = [];
    for (const key of keys) {
      const value = params.get(key)?.trim() ?? "";
      const check = checks[key];
      if (value !== "" && check !== undefined && !check(value)) {
        unknown.push({ key, value });
        values[key] = "";
      } else values[key] = value;
    }
    return { filters: values as FilterValues<K>, dropped: unknown };
  }, [params, signature]);

  // What was dropped is said until the user changes a filter; the address then says what the
  // list shows, and Back does not return to the broken link.
  const [noticed, setNoticed] = useState<ReadonlyArray<DroppedFilter>>([]);
  useEffect(() => {
    if (dropped.length === 0) return;
    setNoticed(dropped);
    change((next) => {
      for (const { key } of dropped) next.delete(key);
    }, true);
  }, [dropped, change]);

  const setFilters = useCallback(
    (patch: Partial<Record<K, string>>) => {
      setNoticed([]);
      change((next) => {
        for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
          const text = value?.trim() ?? "";
          if (text === "") next.delete(key);
          else next.set(key, text);
        }
        next.delete(PAGE);
      });
    },
    [change],
  );

  const setPage = useCallback(
    (page: number) =>
      change((next) => {
        if (page > 1) next.set(PAGE, String(page));
        else next.delete(PAGE);
      }),
    [change],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `keys`.
  const clearFilters = useCallback(() => {
    setNoticed([]);
    change((next) => {
      for (const key of keys) next.delete(key);
      next.delete(PAGE);
    });
  }, [change, signature]);

  return {
    filters,
    page: pageNumberOf(params.get(PAGE)),
    isFiltered: Object.values<string>(filters).some((value) => value !== ""),
    dropped: dropped.length > 0 ? dropped : noticed,
    setFilters,
    setPage,
    clearFilters,
  };
}
