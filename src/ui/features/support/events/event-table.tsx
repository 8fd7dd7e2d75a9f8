import { Link } from "react-router-dom";
import { textLink } from "#styled-system/recipes/index.js";
import type { AffectedService } from "../../../../core/api/events/event-vocabulary.ts";
import { type Column, KeyedTable } from "../../../components/data-table.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { AffectedServices } from "./affected-services.tsx";

/** What a maintenance and an outage both are in a table: a referenced event at a place. */
interface EventRow {
  readonly id: string;
  readonly reference: string;
  readonly title: string;
  readonly location: string;
  readonly services: ReadonlyArray<AffectedService>;
}

/**
 * How EventList shows a page of events: the table's caption, whether the services column is
 * left out (a list already about one service), and the moment times are told relative to.
 */
export interface EventTableShown {
  readonly caption: string;
  readonly hideServices: boolean;
  readonly now: Date;
}

/**
 * Events as rows, the same frame for maintenances and outages: the reference (a link to the
 * event's page) heads each row, the title with its place comes first and the services the
 * event touches last; between them, `columns`, the kind's own (state, window, impact...).
 */
export function EventTable<Event extends EventRow>({
  events,
  caption,
  hideServices,
  pathOf,
  titleHeader,
  columns,
}: Omit<EventTableShown, "now"> & {
  readonly events: ReadonlyArray<Event>;
  /** The address of an event's page. */
  readonly pathOf: (id: string) => string;
  /** The title column's heading: "Maintenance", "Outage". */
  readonly titleHeader: string;
  readonly columns: ReadonlyArray<Column<Event>>;
}) {
  return (
    <KeyedTable
      rows={events}
      rowKey={(event) => event.id}
      caption={caption}
      rowHeader={{
        header: "Reference",
        cell: (event) => (
          <Link to={pathOf(event.id)} className={textLink()}>
            {event.reference}
          </Link>
        ),
      }}
      columns={[
        {
          header: titleHeader,
          className: tableCell.text,
          cell: (event) => (
            <>
              {event.title}
              <span className={tableCell.muted}>{event.location}</span>
            </>
          ),
        },
        ...columns,
        {
          header: "Services",
          className: tableCell.services,
          hidden: hideServices,
          cell: (event) => (
            <AffectedServices services={event.services} label={`Services of ${event.reference}`} />
          ),
        },
      ]}
    />
  );
}
