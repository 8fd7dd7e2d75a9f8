import { type TicketQuery, useTicketExport } from "../../../../adapters/react/index.ts";
import { CsvExportButton } from "../../../components/records/csv-export-button.tsx";

/**
 * The ticket list's export: GET /support/tickets with export=true, the last export from
 * GET /support/ticket-export.
 */
export function TicketExportButton({
  query,
}: {
  readonly query: Omit<TicketQuery, "offset" | "limit">;
}) {
  const exporting = useTicketExport();
  return (
    <CsvExportButton
      exporting={exporting}
      onExport={() => exporting.exportTickets(query)}
      rows={["ticket", "tickets"]}
    />
  );
}
