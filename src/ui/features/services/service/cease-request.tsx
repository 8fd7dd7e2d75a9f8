import { lazy, Suspense, useCallback, useId, useState } from "react";
import { text } from "../../../../../styled-system/recipes/index.js";
import type { ServiceDetail } from "../../../../core/api/services/service.ts";
import { Button } from "../../../components/button.tsx";

const loadDialog = () => import("./cease-dialog.tsx");
const CeaseDialog = lazy(loadDialog);

/** Said when the form is sent without a reason. */
export const NO_CEASE_REASON = "Choose why the service should be ceased.";

/**
 * "Request cease": the button is on the page; the dialog (Ark UI's dialog and the form,
 * cease-dialog.tsx) is its own chunk, fetched when the pointer or the focus reaches the button
 * and shown on the click, as the invoice's dispute dialog is. Every service page (the network
 * service's and the metrics tab's too) shares the services chunk, and the dialog was a third
 * of what they load beyond the dashboard (issue 19's 50 kB per route). A service already going
 * says so instead.
 */
export function CeaseRequest({
  service,
  ceasable,
}: {
  readonly service: ServiceDetail;
  readonly ceasable: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonId = useId();
  const prefetch = () => void loadDialog();
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
    <>
      <Button
        id={buttonId}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Request cease
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <CeaseDialog
            service={service}
            open={open}
            onOpenChange={setOpen}
            onRequested={markRequested}
            finalFocusEl={() => document.getElementById(buttonId)}
          />
        </Suspense>
      )}
    </>
  );
}
