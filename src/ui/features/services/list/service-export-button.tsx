import { type ServiceQuery, useServiceExport } from "../../../../adapters/react/index.ts";
import { CsvExportButton } from "../../../components/records/csv-export-button.tsx";

/**
 * The services list's export: GET /services with export=true, the last export from
 * GET /services/export-status.
 */
export function ServiceExportButton({
  query,
}: {
  readonly query: Omit<ServiceQuery, "offset" | "limit">;
}) {
  const exporting = useServiceExport();
  return (
    <CsvExportButton
      exporting={exporting}
      onExport={() => exporting.exportServices(query)}
      rows={["service", "services"]}
    />
  );
}
