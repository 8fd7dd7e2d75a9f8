import type { ListExportCall } from "../../../adapters/lists/list-resource.ts";
import { useListExport } from "../../../adapters/react/use-list.ts";
import type { AnyList } from "../../../core/api/define-list.ts";
import { CsvExportButton } from "./csv-export-button.tsx";

/**
 * "Export CSV" of a declared list: GET <path>?export=true with the list's filters, and, for a
 * list whose exports are recorded, how the last one went (its `exportStatusPath`).
 */
export function ListExportButton<List extends AnyList>({
  list,
  query,
  rows,
}: {
  readonly list: List;
  readonly query: ListExportCall<List>;
  /** A row in the singular and the plural: ["ticket", "tickets"]. */
  readonly rows: readonly [string, string];
}) {
  const exporting = useListExport(list);
  return (
    <CsvExportButton
      exporting={exporting}
      onExport={() => exporting.exportCsv(query)}
      rows={rows}
    />
  );
}
