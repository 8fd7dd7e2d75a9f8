import type { ReactNode } from "react";
import { css } from "#styled-system/css/index.js";
import type { PageView } from "../../../adapters/react/result-views.ts";
import { Button } from "../button.tsx";
import { Pager } from "../nav/pager.tsx";
import { EmptyState, ErrorState, LoadingState } from "./query-states.tsx";
import type { UrlFilters } from "./use-url-filters.ts";

/** What PagedResults is given: the list's answer, its page, its words and its records. */
export interface PagedResultsProps<T> {
  /** The page and the window it was asked with (useList's answer). */
  readonly view: PageView<T>;
  /**
   * The page and the filters: a list's `useUrlFilters`, or the page state of a list kept on its
   * own (a list without filters leaves those out).
   */
  readonly url: Pick<UrlFilters<string>, "page" | "setPage"> &
    Partial<Pick<UrlFilters<string>, "isFiltered" | "clearFilters">>;
  /** The records in the plural, lower case: "tickets". */
  readonly noun: string;
  /** What an empty, unfiltered list says ("No tickets yet.") and where records come from. */
  readonly emptyTitle: string;
  readonly emptyHint?: string;
  readonly children: (results: ReadonlyArray<T>) => ReactNode;
}

/**
 * What a filtered, paged list shows below its filters, the same for every list: loading; the
 * failure with a retry; an empty list, saying whether the filters, a page past the end or the
 * company simply has none, each with its way out; else the records (`children`) and the pager.
 */
export function PagedResults<T>({
  view,
  url,
  noun,
  emptyTitle,
  emptyHint,
  children,
}: PagedResultsProps<T>) {
  if (view.isPending) return <LoadingState label={`Loading ${noun}…`} />;
  if (view.isError || view.data === undefined) {
    return (
      <ErrorState
        message={view.error ?? `The ${noun} could not be loaded.`}
        onRetry={view.refetch}
      />
    );
  }
  const { count, results } = view.data;
  if (results.length === 0) {
    if (url.isFiltered === true && url.clearFilters !== undefined) {
      return (
        <EmptyState title={`No ${noun} match these filters.`}>
          <Button variant="ghost" className={css({ mt: "2" })} onClick={url.clearFilters}>
            Clear filters
          </Button>
        </EmptyState>
      );
    }
    if (url.page > 1) {
      return (
        <EmptyState title="This page is past the end of the list.">
          <Button variant="ghost" className={css({ mt: "2" })} onClick={() => url.setPage(1)}>
            Back to the first page
          </Button>
        </EmptyState>
      );
    }
    return <EmptyState title={emptyTitle}>{emptyHint}</EmptyState>;
  }
  return (
    <>
      {children(results)}
      <Pager
        count={count}
        page={url.page}
        pageSize={view.pageSize}
        onPageChange={url.setPage}
        noun={noun}
      />
    </>
  );
}
