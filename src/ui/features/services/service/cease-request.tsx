import { lazy, useCallback, useState } from "react";
import { text } from "#styled-system/recipes/index.js";
import type { ServiceDetail } from "../../../../core/api/services/service.ts";
import { LazyDialogButton } from "../../../components/lazy-dialog-button.tsx";

const loadDialog = () => import("./cease-dialog.tsx");
const CeaseDialog = lazy(loadDialog);

/**
 * "Request cease": the dialog (Ark UI's dialog and the form, cease-dialog.tsx) is its own
 * chunk, fetched as the button is reached (LazyDialogButton), as the invoice's dispute is.
 * Every service page (the network service's and the metrics tab's too) shares the services
 * chunk, and the dialog was a third of what they loaded beyond the dashboard (issue 19's
 * 50 kB per route). A service already going says so instead.
 */
export function CeaseRequest({
  service,
  ceasable,
}: {
  readonly service: ServiceDetail;
  readonly ceasable: boolean;
}) {
  const [requested, setRequested] = useState(false);
  const markRequested = useCallback(() => setRequested(true), []);

  if (!ceasable) {
    return (
      <p className={text({ tone: "muted", size: "sm" })}>
        {requested
          ? "Your request to cease this service is recorded."
          : service.pending_cease_order !== null
            ? "A request to cease this service is pending."
            : "This service cannot be ceased in its current state."}
      </p>
    );
  }

  return (
    <LazyDialogButton label="Request cease" load={loadDialog}>
      {(controls) => <CeaseDialog service={service} onRequested={markRequested} {...controls} />}
    </LazyDialogButton>
  );
}
