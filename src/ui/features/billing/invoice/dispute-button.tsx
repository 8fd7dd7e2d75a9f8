import { lazy, Suspense, useId, useState } from "react";
import type { InvoiceDetail } from "../../../../core/api/billing/invoice.ts";
import { Button } from "../../../components/button.tsx";

const loadDialog = () => import("./dispute-dialog.tsx");
const DisputeDialog = lazy(loadDialog);

/**
 * "Dispute this invoice": the button is on the page; the dialog (Ark UI's dialog, the form
 * and the support desk's upload field) is its own chunk, fetched when the pointer or the
 * focus reaches the button and shown on the click. This keeps the invoice page within its
 * 50 kB budget (issue 15).
 */
export function DisputeButton({ invoice }: { readonly invoice: InvoiceDetail }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // The focus goes back to the button when the dialog closes (Ark UI cannot see it).
  const buttonId = useId();
  const prefetch = () => void loadDialog();
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
        Dispute this invoice
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <DisputeDialog
            invoice={invoice}
            open={open}
            onOpenChange={setOpen}
            finalFocusEl={() => document.getElementById(buttonId)}
          />
        </Suspense>
      )}
    </>
  );
}
