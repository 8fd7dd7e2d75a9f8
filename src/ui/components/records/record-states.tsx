import { Link } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { textLink } from "#styled-system/recipes/index.js";
import type { QueryView } from "../../../adapters/react/result-views.ts";
import { PageHeader } from "../../layouts/page-header.tsx";
import { ErrorState, LoadingState } from "./query-states.tsx";

/**
 * A record's page (a ticket, a maintenance, an outage) while its record is not there: under the
 * page's heading, the loading state, or the failure (another company's record is "Not found.")
 * with a retry and the way back to the list.
 */
export function RecordStates({
  view,
  title,
  noun,
  back,
}: {
  readonly view: Pick<QueryView<unknown>, "isPending" | "error" | "refetch">;
  readonly title: string;
  /** The record in the singular, lower case: "ticket". */
  readonly noun: string;
  readonly back: { readonly to: string; readonly label: string };
}) {
  return (
    <>
      <PageHeader title={title} />
      {view.isPending ? (
        <LoadingState label={`Loading the ${noun}…`} />
      ) : (
        <>
          <ErrorState
            message={view.error ?? `The ${noun} could not be loaded.`}
            onRetry={view.refetch}
          />
          <p className={css({ mt: "4" })}>
            <Link to={back.to} className={textLink()}>
              {back.label}
            </Link>
          </p>
        </>
      )}
    </>
  );
}
