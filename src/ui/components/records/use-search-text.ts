import { useCallback, useEffect, useState } from "react";

/** Typing pauses this long before the list is asked for again. */
export const SEARCH_DELAY_MS = 300;

/**
 * A search field over a filter kept in the address: what the user types goes to the address
 * once they pause, and a change of the address (Back, a link, "Clear filters") comes back to
 * the field, without losing a space the user has just typed.
 */
export function useSearchText(
  committed: string,
  commit: (text: string) => void,
): readonly [string, (text: string) => void] {
  const [typed, setTyped] = useState(committed);
  useEffect(
    () => setTyped((current) => (current.trim() === committed ? current : committed)),
    [committed],
  );
  useEffect(() => {
    if (typed.trim() === committed) return;
    const timer = setTimeout(() => commit(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, committed, commit]);
  return [typed, setTyped];
}

/**
 * What puts typed text in the address under one filter's key, stable while `change` is (the
 * typing waits on it): `change` is a filter form's (RecordFilters).
 */
export function useFilterCommit<Key extends string>(
  change: (patch: Partial<Record<Key, string>>) => void,
  key: Key,
): (text: string) => void {
  return useCallback(
    (text: string) => change({ [key]: text } as Partial<Record<Key, string>>),
    [change, key],
  );
}

/**
 * useSearchText over one text filter of a list's filter form (RecordFilters): the field starts
 * from the filter's value and what the user types goes to the address under the filter's key.
 */
export function useSearchFilter<Key extends string>(
  filters: Readonly<Record<Key, string>>,
  change: (patch: Partial<Record<Key, string>>) => void,
  key: Key,
): readonly [string, (text: string) => void] {
  return useSearchText(filters[key], useFilterCommit(change, key));
}
