import { css } from "#styled-system/css/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useLoaDownload } from "../../../../adapters/resources/services/service.ts";
import { Button } from "../../../components/button.tsx";

/**
 * "Download LOA": the port's letter of authorisation, a PDF the server writes on request with
 * today's date, fetched with the token and saved by the browser. When no letter can be valid
 * yet (`refusal`, the core rule's reason), the reason stands where the button would.
 */
export function LoaDownload({
  serviceId,
  refusal,
}: {
  readonly serviceId: string;
  readonly refusal: string | null;
}) {
  const loa = useLoaDownload(serviceId);
  if (refusal !== null) {
    return (
      <div className={css({ mb: "4" })}>
        <p className={text({ size: "sm", weight: "semibold" })}>Letter of authorisation</p>
        <p className={text({ tone: "muted", size: "sm" })}>{refusal}</p>
      </div>
    );
  }
  return (
    <div className={css({ mb: "4" })}>
      <Button variant="outline" busy={loa.isDownloading} onClick={loa.download}>
        {loa.isDownloading ? "Preparing the LOA…" : "Download LOA"}
      </Button>
      <p aria-live="polite" className={text({ tone: "muted", size: "xs" })}>
        {loa.error !== null ? (
          <span role="alert" className={text({ tone: "danger" })}>
            The letter could not be downloaded: {loa.error}
          </span>
        ) : loa.savedAs !== null ? (
          `Saved as ${loa.savedAs}.`
        ) : (
          "The letter of authorisation your data centre asks for to run the cross connect."
        )}
      </p>
    </div>
  );
}
