import { lazy } from "react";
import type { InvoiceDetail } from "../../../../core/api/billing/invoice.ts";
import { LazyDialogButton } from "../../../components/lazy-dialog-button.tsx";

const loadDialog = () => import("./dispute-dialog.tsx");
const DisputeDialog = lazy(loadDialog);

/**
 * "Dispute this invoice": the dialog (Ark UI's dialog, the form and the support desk's upload
 * field) is its own chunk, fetched as the button is reached. This keeps the invoice page
 * within its 50 kB budget (issue 15).
 */
export function DisputeButton({ invoice }: { readonly invoice: InvoiceDetail }) {
  return (
    <LazyDialogButton label="Dispute this invoice" load={loadDialog}>
      {(controls) => <DisputeDialog invoice={invoice} {...controls} />}
    </LazyDialogButton>
  );
}
