import type { ReactNode } from "react";
import { filterBar } from "#styled-system/recipes/index.js";
import { ClearFiltersButton, FilterForm, SearchFilter } from "./filter-fields.tsx";
import { useFilterCommit, useSearchText } from "./use-search-text.ts";

export interface ListSearch {
  /** The field's label: "Search tickets". */
  readonly label: string;
  /** What the search looks in: "Issue key, summary or description". */
  readonly helperText: string;
  /** The filter's key in the address: "text", "search". */
  readonly name: string;
  /** The search the list is filtered by now. */
  readonly text: string;
  /** Puts typed text in the address; keep it stable (useCallback), typing waits on it. */
  readonly onSearch: (text: string) => void;
  /** False where the page fixes the search: the field is not shown. */
  readonly shown: boolean;
}

/**
 * A filter form's text search as ListFilterBar takes it: its words, whether it is shown, the
 * search the list is filtered by now (`filters[name]`) and typed text put in the address
 * under `name` by the form's `change`.
 */
export function useListSearch<Key extends string>(
  {
    filters,
    change,
  }: {
    readonly filters: Readonly<Partial<Record<Key, string>>>;
    readonly change: (patch: Partial<Record<Key, string>>) => void;
  },
  search: Omit<ListSearch, "name" | "text" | "onSearch"> & { readonly name: Key },
): ListSearch {
  const onSearch = useFilterCommit(change, search.name);
  return { ...search, text: filters[search.name] ?? "", onSearch };
}

/**
 * "Clear filters" below the grid, shown while the list is filtered: RecordList's own
 * `isFiltered` and `clear` (RecordFilters), passed as they are.
 */
export interface FilterBarClear {
  readonly isFiltered: boolean;
  readonly clear: () => void;
}

const styles = filterBar();

/**
 * A list's filter form in the filterBar recipe's grid: the list's fields, then what follows
 * the grid (`after`: the ticket list's "More filters"), then "Clear filters" on a row of its
 * own when the list shows it there. Enter in a search field applies what was typed at once
 * (`onSubmit`).
 */
export function FilterBar({
  label,
  onSubmit,
  clear,
  after,
  children,
}: {
  /** "Invoice filters". */
  readonly label: string;
  readonly onSubmit: () => void;
  readonly clear?: FilterBarClear;
  readonly after?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <FilterForm label={label} onSubmit={onSubmit}>
      <div className={styles.grid}>{children}</div>
      {after}
      {clear?.isFiltered && (
        <div className={styles.actions}>
          <ClearFiltersButton isFiltered={clear.isFiltered} onClear={clear.clear} />
        </div>
      )}
    </FilterForm>
  );
}

/**
 * A FilterBar whose text search comes first (typed text goes to the address after a pause,
 * or at once with Enter), then the list's own fields.
 */
export function ListFilterBar({
  label,
  search,
  clear,
  after,
  children,
}: {
  /** "Service filters". */
  readonly label: string;
  readonly search: ListSearch;
  readonly clear?: FilterBarClear;
  readonly after?: ReactNode;
  readonly children: ReactNode;
}) {
  const [typed, setTyped] = useSearchText(search.text, search.onSearch);
  return (
    <FilterBar label={label} onSubmit={() => search.onSearch(typed)} clear={clear} after={after}>
      {search.shown && (
        <SearchFilter
          label={search.label}
          helperText={search.helperText}
          name={search.name}
          value={typed}
          onChange={setTyped}
        />
      )}
      {children}
    </FilterBar>
  );
}
