import { css } from "#styled-system/css/index.js";
import { stack } from "#styled-system/patterns/index.js";
import { srOnly, text } from "#styled-system/recipes/index.js";
import { useRfoDownload } from "../../../../adapters/resources/events/outage.ts";
import type { RfoDocument } from "../../../../core/api/events/outage.ts";
import { formatByteSize } from "../../../../core/uploads/byte-size.ts";
import { Button } from "../../../components/button.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";

/** The outage's RFO reports (PDF), each downloaded with the session's token. */
export function RfoDocuments({
  outageId,
  documents,
  now,
}: {
  readonly outageId: string;
  readonly documents: ReadonlyArray<RfoDocument>;
  readonly now: Date;
}) {
  const rfo = useRfoDownload(outageId);
  if (documents.length === 0) {
    return (
      <p className={text({ tone: "muted", size: "sm" })}>
        The report is published once the investigation is complete.
      </p>
    );
  }
  return (
    <div className={stack({ gap: "2" })}>
      <ul aria-label="RFO reports" className={stack({ gap: "2" })}>
        {documents.map((document) => {
          const busy = rfo.downloadingId === document.id;
          return (
            <li key={document.id} className={text({ size: "sm" })}>
              <Button
                variant="outline"
                size="sm"
                busy={busy}
                onClick={() => rfo.download(document)}
              >
                {busy ? "Downloading…" : "Download"}{" "}
                <span className={srOnly()}>{document.name}</span>
              </Button>
              <span className={css({ display: "block", mt: "1", overflowWrap: "anywhere" })}>
                {document.name}
              </span>
              <span className={css({ display: "block", fontSize: "xs", color: "text.muted" })}>
                PDF, {formatByteSize(document.size)} · published{" "}
                <DisplayTime value={document.published_at} now={now} />
              </span>
            </li>
          );
        })}
      </ul>
      {rfo.error !== null && (
        <p role="alert" className={text({ tone: "danger", size: "sm" })}>
          The report could not be downloaded: {rfo.error}
        </p>
      )}
    </div>
  );
}
