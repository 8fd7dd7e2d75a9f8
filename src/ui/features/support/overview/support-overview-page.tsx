import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { flex, grid, stack, wrap } from "#styled-system/patterns/index.js";
import { heading, panel, srOnly, text, textLink } from "#styled-system/recipes/index.js";
import type { QueryView } from "../../../../adapters/react/result-views.ts";
import { useList } from "../../../../adapters/react/use-list.ts";
import { MAINTENANCE_LIST, OUTAGE_LIST } from "../../../../core/api/events/event-list-query.ts";
import { maintenancePath, outagePath } from "../../../../core/api/events/event-paths.ts";
import { OPEN_MAINTENANCE_STATES } from "../../../../core/api/events/event-vocabulary.ts";
import { TICKET_LIST } from "../../../../core/api/support/ticket-list-query.ts";
import { UNRESOLVED_TICKET_STATUSES } from "../../../../core/api/support/ticket-vocabulary.ts";
import { portalNow } from "../../../../core/clock.ts";
import { Button } from "../../../components/button.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ImpactBadge, MaintenanceStateBadge, OutageStateBadge } from "../shared/event-badges.tsx";
import { SupportHeader } from "../shared/support-header.tsx";
import { TicketStatusBadge } from "../shared/ticket-badges.tsx";

/** How many of each the overview lists. */
export const GLANCE_SIZE = 5;
const UNRESOLVED = UNRESOLVED_TICKET_STATUSES.join(",");
const UPCOMING = OPEN_MAINTENANCE_STATES.join(",");

const itemClass = stack({
  gap: "1",
  py: "3",
  borderTopWidth: "1px",
  borderColor: "border.default",
});
const metaClass = wrap({ align: "center", gap: "2", fontSize: "xs", color: "text.muted" });

/** One line of a card: a link to the record and what to know about it at a glance. */
interface GlanceEntry {
  readonly to: string;
  readonly label: string;
  readonly meta: ReactNode;
}

/** One card: title with its count, the first few items, and a link to all of them. */
function Glance<R extends { readonly id: string }>({
  id,
  title,
  noun,
  view,
  viewAll,
  empty,
  entry,
}: {
  readonly id: string;
  readonly title: string;
  readonly noun: string;
  readonly view: QueryView<{ readonly count: number; readonly results: ReadonlyArray<R> }>;
  readonly viewAll: string;
  readonly empty: string;
  readonly entry: (record: R) => GlanceEntry;
}) {
  return (
    <section aria-labelledby={id} className={panel()}>
      <div
        className={flex({
          align: "baseline",
          justify: "space-between",
          gap: "2",
          mb: "2",
        })}
      >
        <h2 id={id} className={heading({ size: "section", flush: true })}>
          {title}
          {/* A real space, so a screen reader says "Upcoming maintenances (4)". */}
          {view.data !== undefined && " "}
          {view.data !== undefined && (
            <span className={css({ ms: "1", color: "text.muted", fontWeight: "normal" })}>
              ({view.data.count})
            </span>
          )}
        </h2>
        <Link to={viewAll} className={cx(textLink(), css({ flexShrink: 0, whiteSpace: "nowrap" }))}>
          View all <span className={srOnly()}>{noun}</span>
        </Link>
      </div>
      {view.isPending ? (
        <p role="status" className={text({ tone: "muted", size: "sm" })}>
          Loading {noun}…
        </p>
      ) : view.isError || view.data === undefined ? (
        <div role="alert">
          <p className={cx(text({ tone: "danger", size: "sm" }), css({ mb: "2" }))}>
            {view.error ?? `The ${noun} could not be loaded.`}
          </p>
          <Button variant="ghost" size="sm" onClick={view.refetch}>
            Try again
          </Button>
        </div>
      ) : view.data.count === 0 ? (
        <p className={text({ tone: "muted", size: "sm" })}>{empty}</p>
      ) : (
        <ul aria-label={title}>
          {view.data.results.map((record) => {
            const { to, label, meta } = entry(record);
            return (
              <li key={record.id} className={itemClass}>
                <Link to={to} className={textLink()}>
                  {label}
                </Link>
                <span className={metaClass}>{meta}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** /support: open tickets, upcoming maintenances and ongoing outages at a glance. */
export function SupportOverviewPage() {
  usePageTitle("Support");
  const tickets = useList(TICKET_LIST, { status: UNRESOLVED, offset: 0, limit: GLANCE_SIZE });
  const maintenances = useList(MAINTENANCE_LIST, {
    state: UPCOMING,
    offset: 0,
    limit: GLANCE_SIZE,
  });
  const outages = useList(OUTAGE_LIST, { state: "ongoing", offset: 0, limit: GLANCE_SIZE });
  const now = portalNow();
  return (
    <>
      <SupportHeader
        title="Support"
        subtitle="Your open tickets, planned work and current faults."
      />
      <div
        className={grid({
          gridTemplateColumns: { base: "1fr", lg: "repeat(3, minmax(0, 1fr))" },
          gap: "6",
          alignItems: "start",
        })}
      >
        <Glance
          id="glance-tickets"
          title="Open tickets"
          noun="open tickets"
          view={tickets}
          viewAll={`/support/tickets?status=${encodeURIComponent(UNRESOLVED)}`}
          empty="No open tickets."
          entry={(ticket) => ({
            to: `/support/tickets/${encodeURIComponent(ticket.id)}`,
            label: `${ticket.id}: ${ticket.summary}`,
            meta: (
              <>
                <TicketStatusBadge status={ticket.status} />
                <span>
                  updated <DisplayTime value={ticket.updated} now={now} />
                </span>
              </>
            ),
          })}
        />
        <Glance
          id="glance-maintenances"
          title="Upcoming maintenances"
          noun="upcoming maintenances"
          view={maintenances}
          viewAll={`/support/maintenances?state=${encodeURIComponent(UPCOMING)}`}
          empty="No maintenance is planned."
          entry={(maintenance) => ({
            to: maintenancePath(maintenance.id),
            label: `${maintenance.reference}: ${maintenance.title}`,
            meta: (
              <>
                <MaintenanceStateBadge state={maintenance.state} />
                <ImpactBadge level={maintenance.impact_level} />
                <span>
                  starts <DisplayTime value={maintenance.window_start} now={now} />
                </span>
              </>
            ),
          })}
        />
        <Glance
          id="glance-outages"
          title="Ongoing outages"
          noun="ongoing outages"
          view={outages}
          viewAll="/support/outages?state=ongoing"
          empty="No outage affects your services."
          entry={(outage) => ({
            to: outagePath(outage.id),
            label: `${outage.reference}: ${outage.title}`,
            meta: (
              <>
                <OutageStateBadge state={outage.state} />
                <span>
                  since <DisplayTime value={outage.started_at} now={now} />
                </span>
              </>
            ),
          })}
        />
      </div>
    </>
  );
}
