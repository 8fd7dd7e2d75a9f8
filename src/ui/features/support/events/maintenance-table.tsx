import { Link } from "react-router-dom";
import { css, cx } from "../../../../../styled-system/css/index.js";
import { dataTable, textLink } from "../../../../../styled-system/recipes/index.js";
import type { MaintenanceSummary } from "../../../../core/api/events/maintenance.ts";
import { DisplayTime } from "../shared/display-time.tsx";
import {
  ImpactBadge,
  MaintenanceStateBadge,
  MaintenanceTypeBadge,
} from "../shared/event-badges.tsx";
import { AffectedServices } from "./affected-services.tsx";

const mutedClass = css({ display: "block", color: "text.muted", fontSize: "xs" });

/** Maintenances as rows: the reference (a link to the maintenance) heads each row. */
export function MaintenanceTable({
  maintenances,
  caption,
  hideServices = false,
  now,
}: {
  readonly maintenances: ReadonlyArray<MaintenanceSummary>;
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
              Maintenance
            </th>
            <th scope="col" className={classes.head}>
              State
            </th>
            <th scope="col" className={classes.head}>
              Window
            </th>
            <th scope="col" className={classes.head}>
              Impact
            </th>
            {!hideServices && (
              <th scope="col" className={classes.head}>
                Services
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {maintenances.map((maintenance) => (
            <tr key={maintenance.id} className={classes.row}>
              <th scope="row" className={classes.rowHeader}>
                <Link
                  to={`/support/maintenances/${encodeURIComponent(maintenance.id)}`}
                  className={textLink()}
                >
                  {maintenance.reference}
                </Link>
              </th>
              <td className={cx(classes.cell, css({ minW: "56" }))}>
                {maintenance.title}
                <span className={mutedClass}>{maintenance.location}</span>
              </td>
              <td className={classes.cell}>
                <span className={css({ display: "flex", flexWrap: "wrap", gap: "1" })}>
                  <MaintenanceStateBadge state={maintenance.state} />
                  <MaintenanceTypeBadge type={maintenance.type} />
                </span>
              </td>
              <td className={cx(classes.cell, css({ whiteSpace: "nowrap" }))}>
                <DisplayTime value={maintenance.window_start} now={now} />
                <span className={mutedClass}>
                  until <DisplayTime value={maintenance.window_end} now={now} />
                </span>
              </td>
              <td className={classes.cell}>
                <ImpactBadge level={maintenance.impact_level} />
              </td>
              {!hideServices && (
                <td className={cx(classes.cell, css({ minW: "48" }))}>
                  <AffectedServices
                    services={maintenance.services}
                    label={`Services of ${maintenance.reference}`}
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
