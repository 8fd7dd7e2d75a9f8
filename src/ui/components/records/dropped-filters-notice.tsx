import { css } from "#styled-system/css/index.js";
import { Alert } from "../alert.tsx";
import type { DroppedFilter } from "./use-url-filters.ts";

/**
 * Says that the link asked for filter values the list does not know (an old or edited
 * address) and that the list is shown without them, instead of an error in place of the list.
 */
export function DroppedFiltersNotice({
  dropped,
  labels,
}: {
  readonly dropped: ReadonlyArray<DroppedFilter>;
  /** How the filters are named on screen, by address key. */
  readonly labels: Readonly<Record<string, string>>;
}) {
  if (dropped.length === 0) return null;
  const names = dropped.map(({ key, value }) => `${labels[key] ?? key} "${value}"`);
  return (
    <Alert
      status="info"
      role="status"
      className={css({ mb: "4" })}
      title="Some filters were left out"
    >
      The link asked for {names.join(", ")}, which this list does not know. It shows the results
      without {dropped.length === 1 ? "that filter" : "those filters"}.
    </Alert>
  );
}
