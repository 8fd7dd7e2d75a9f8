import { Link } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { panel, srOnly, text } from "#styled-system/recipes/index.js";
import type { QueryView } from "../../../adapters/react/result-views.ts";
import type { Statistics } from "../../../core/api/account/statistics.ts";
import { ErrorState } from "../../components/records/query-states.tsx";

interface Tile {
  readonly label: string;
  readonly value: number;
  readonly to?: string;
}

const gridClass = grid({
  gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
  gap: "4",
});

/**
 * The counts of GET /statistics, one tile each. A group the server leaves out (users, for
 * someone who may not see administration) has no tile at all. The dashboard hands over its
 * own read of the query rather than this component reading it again (see DashboardPage).
 */
export function StatisticsTiles({ statistics }: { readonly statistics: QueryView<Statistics> }) {
  if (statistics.isPending) {
    return (
      <p role="status" className={text({ tone: "muted" })}>
        Loading your figures…
      </p>
    );
  }
  if (statistics.isError || statistics.data === undefined) {
    return (
      <ErrorState
        message={statistics.error ?? "Your figures could not be loaded."}
        onRetry={statistics.refetch}
      />
    );
  }
  const { notifications, users } = statistics.data;
  const tiles: Tile[] = [
    { label: "Unread notifications", value: notifications.unread, to: "/notifications" },
    { label: "All notifications", value: notifications.total, to: "/notifications" },
    ...(users === undefined
      ? []
      : [
          { label: "Active users", value: users.active },
          { label: "Invited users", value: users.invited },
        ]),
  ];
  return (
    <dl aria-label="Figures" className={gridClass}>
      {tiles.map((tile) => (
        <div key={tile.label} className={panel()}>
          <dt className={text({ tone: "muted", size: "sm" })}>{tile.label}</dt>
          <dd className={css({ fontSize: "3xl", fontWeight: "bold", mt: "1" })}>{tile.value}</dd>
          {tile.to !== undefined && (
            <dd>
              <Link to={tile.to} className={text({ tone: "brand", size: "sm", weight: "medium" })}>
                View <span className={srOnly()}>{tile.label.toLowerCase()}</span>
              </Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
