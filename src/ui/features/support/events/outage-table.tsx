import { Link } from "react-router-dom";
import { css, cx } from "../../../../../styled-system/css/index.js";
import { dataTable, textLink } from "../../../../../styled-system/recipes/index.js";
import type { OutageSummary } from "../../../../core/api/events/outage.ts";
import { DisplayTime } from "../shared/display-time.tsx";
import { OutageStateBadge } from "../shared/event-badges.tsx";
import { AffectedServices } from "./affected-services.tsx";

const mutedClass = css({ display: "block", color: "text.muted", fontSize: "xs" });

/** Outages as rows: the incident reference (a link to the outage) heads each row. */
export function OutageTable({
  outages,
  caption,
  hideServices = false,
  now,
}: {
  readonly outages: ReadonlyArray<OutageSummary>;
  readonly caption: string;
  readonly hideServices?: boolean;
  readonly now: Date;
}) {
  const classes = dataTable();
  return (
    <div className={classes.root}>
      <table className={classes.table}>
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={classes.head}>
              Reference
            </th>
            <th scope="col" className={classes.head}>
              Outage
            </th>
            <th scope="col" className={classes.head}>
              State
            </th>
            <th scope="col" className={classes.head}>
              Started
            </th>
            <th scope="col" className={classes.head}>
              Resolved
            </th>
            {!hideServices && (
              <th scope="col" className={classes.head}>
                Services
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {outages.map((outage) => (
            <tr key={outage.id} className={classes.row}>
              <th scope="row" className={classes.rowHeader}>
                <Link
                  to={`/support/outages/${encodeURIComponent(outage.id)}`}
                  className={textLink()}
                >
                  {outage.reference}
                </Link>
              </th>
              <td className={cx(classes.cell, css({ minW: "56" }))}>
                {outage.title}
                <span className={mutedClass}>{outage.location}</span>
              </td>
              <td className={classes.cell}>
                <OutageStateBadge state={outage.state} />
              </td>
              <td className={cx(classes.cell, css({ whiteSpace: "nowrap" }))}>
                <DisplayTime value={outage.started_at} now={now} />
              </td>
              <td className={cx(classes.cell, css({ whiteSpace: "nowrap" }))}>
                {outage.resolved_at === null ? (
                  <span className={css({ color: "text.muted" })}>Not yet</span>
                ) : (
                  <DisplayTime value={outage.resolved_at} now={now} />
                )}
              </td>
              {!hideServices && (
                <td className={cx(classes.cell, css({ minW: "48" }))}>
                  <AffectedServices
                    services={outage.services}
                    label={`Services of ${outage.reference}`}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
