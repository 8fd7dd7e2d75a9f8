import { flex, wrap } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { Button } from "../button.tsx";

/** The 1-based page number of a `?page=` value; anything unreadable is page 1. */
export function pageNumberOf(value: string | null): number {
  const page = value === null ? Number.NaN : Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export interface PagerProps {
  /** How many items the whole list has. */
  readonly count: number;
  /** The page shown, from 1. */
  readonly page: number;
  readonly pageSize: number;
  readonly onPageChange: (page: number) => void;
  /** What the items are, for the summary ("notifications", "users"). */
  readonly noun: string;
}

/** Previous / Next through a paged list, with "Showing 21–40 of 57 notifications". */
export function Pager({ count, page, pageSize, onPageChange, noun }: PagerProps) {
  if (count === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, count);
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return (
    <nav
      aria-label="Pagination"
      className={wrap({
        align: "center",
        justify: "space-between",
        gap: "3",
        mt: "4",
      })}
    >
      <p aria-live="polite" className={text({ tone: "muted", size: "sm" })}>
        {first > count
          ? `Page ${page} is past the end of the list`
          : `Showing ${first}–${last} of ${count} ${noun}`}
      </p>
      <div className={flex({ gap: "2" })}>
        <Button variant="ghost" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button variant="ghost" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
