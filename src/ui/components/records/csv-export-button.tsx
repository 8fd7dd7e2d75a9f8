import { flex } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { portalNow } from "../../../core/clock.ts";
import { Button } from "../button.tsx";
import { DisplayTime } from "./display-time.tsx";

/** What a list's export hook tells the button: the export running now and the last one. */
export interface CsvExportView {
  readonly isExporting: boolean;
  readonly error: string | null;
  readonly savedAs: string | null;
  readonly status:
    | {
        readonly status: string;
        readonly last_export_at: string | null;
        readonly row_count: number | null;
      }
    | undefined;
}

/**
 * "Export CSV": the whole filtered list as a spreadsheet file, saved by the browser. Under it,
 * how the last export went (the list's export-status call), and why this one failed if it did.
 * `rows` names a row in the singular and the plural ("ticket", "tickets").
 */
export function CsvExportButton({
  exporting,
  onExport,
  rows,
}: {
  readonly exporting: CsvExportView;
  readonly onExport: () => void;
  readonly rows: readonly [string, string];
}) {
  const { status } = exporting;
  const now = portalNow();
  return (
    <div className={flex({ direction: "column", align: "flex-end", gap: "1" })}>
      <Button variant="outline" busy={exporting.isExporting} onClick={onExport}>
        {exporting.isExporting ? "Exporting…" : "Export CSV"}
      </Button>
      <p aria-live="polite" className={text({ tone: "muted", size: "xs" })}>
        {exporting.error !== null ? (
          <span role="alert" className={text({ tone: "danger" })}>
            The export failed: {exporting.error}
          </span>
        ) : exporting.savedAs !== null ? (
          `Saved as ${exporting.savedAs}.`
        ) : status !== undefined && status.status !== "none" && status.last_export_at !== null ? (
          <>
            Last export <DisplayTime value={status.last_export_at} now={now} />
            {status.status === "ready" && status.row_count !== null
              ? ` · ${status.row_count} ${status.row_count === 1 ? rows[0] : rows[1]}`
              : status.status === "failed"
                ? " · failed"
                : status.status === "running"
                  ? " · still running"
                  : ""}
          </>
        ) : null}
      </p>
    </div>
  );
}
