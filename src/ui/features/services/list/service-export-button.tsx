import { css } from "../../../../../styled-system/css/index.js";
import { text } from "../../../../../styled-system/recipes/index.js";
import { type ServiceQuery, useServiceExport } from "../../../../adapters/react/index.ts";
import { Button } from "../../../components/button.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";

/**
 * "Export CSV": the whole filtered list as a spreadsheet file (GET /services with
 * export=true), saved by the browser. Under it, how the last export went
 * (GET /services/export-status), and why this one failed if it did.
 */
export function ServiceExportButton({
  query,
}: {
  readonly query: Omit<ServiceQuery, "offset" | "limit">;
}) {
  const exporting = useServiceExport();
  const { status } = exporting;
  const now = new Date();
  return (
    <div
      className={css({
        display: "flex",
        flexDirection: "column",
        alignItems: "flex-end",
        gap: "1",
      })}
    >
      <Button
        variant="outline"
        aria-busy={exporting.isExporting}
        disabled={exporting.isExporting}
        onClick={() => exporting.exportServices(query)}
      >
        {exporting.isExporting ? "Exporting…" : "Export CSV"}
      </Button>
      <p aria-live="polite" className={text({ tone: "muted", size: "xs" })}>
        {exporting.error !== null ? (
          <span role="alert" className={css({ color: "danger.500" })}>
            The export failed: {exporting.error}
          </span>
        ) : exporting.savedAs !== null ? (
          `Saved as ${exporting.savedAs}.`
        ) : status !== undefined && status.status !== "none" && status.last_export_at !== null ? (
          <>
            Last export <DisplayTime value={status.last_export_at} now={now} />
            {status.status === "ready" && status.row_count !== null
              ? ` · ${status.row_count} ${status.row_count === 1 ? "service" : "services"}`
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
