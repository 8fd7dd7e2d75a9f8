import { Link } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { panel, text, textLink } from "#styled-system/recipes/index.js";
import type { QueryView } from "../../../adapters/react/result-views.ts";
import { PageHeader } from "../../layouts/page-header.tsx";
import { ErrorState, LoadingState } from "./query-states.tsx";

/**
 * A record's page (a ticket, a maintenance, an outage, a service, an invoice) while its record
 * is not there: under the page's heading, the loading state, or the failure with the way back
 * to the list. A record the server does not know (404; another company's record answers the
 * same) says so and offers no retry, since asking again cannot find it; any other failure
 * offers one.
 */
export function RecordStates({
  view,
  title,
  noun,
  back,
}: {
  readonly view: Pick<QueryView<unknown>, "isPending" | "error" | "isNotFound" | "refetch">;
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
          {view.isNotFound ? (
            <div role="alert" className={panel()}>
              <p className={text({ weight: "semibold" })}>Not found.</p>
              <p className={css({ mt: "1", color: "text.muted" })}>
                {`There is no ${noun} with this reference in your company's account. Check the address, or find it in the list.`}
              </p>
            </div>
          ) : (
            <ErrorState
              message={view.error ?? `The ${noun} could not be loaded.`}
              onRetry={view.refetch}
            />
          )}
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
