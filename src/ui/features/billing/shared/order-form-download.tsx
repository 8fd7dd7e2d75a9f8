import { text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { useOrderFormDownload } from "../../../../adapters/resources/billing/order-form.ts";
import { canDownloadOrderForm } from "../../../../core/permissions/index.ts";
import { PdfDownload } from "./pdf-download.tsx";

/** Why someone who sees the service gets no order form (spec section 6: billing write). */
export const ORDER_FORM_NEEDS_BILLING_WRITE =
  "Downloading the order form needs the billing write permission. Ask an administrator of your company.";

/**
 * "Download order form" where an order is shown (the service page): the order that created
 * the service as a PDF, through the PDF download machine. Without billing write it says
 * why instead of offering a control the server would refuse.
 */
export function OrderFormDownload({ serviceId }: { readonly serviceId: string }) {
  const { permissions } = useSession();
  if (!canDownloadOrderForm(permissions))
    return <p className={text({ tone: "muted", size: "sm" })}>{ORDER_FORM_NEEDS_BILLING_WRITE}</p>;
  return <OrderFormControl serviceId={serviceId} />;
}

function OrderFormControl({ serviceId }: { readonly serviceId: string }) {
  return (
    <PdfDownload
      pdf={useOrderFormDownload(serviceId)}
      label="Download order form"
      noun="order form"
      hint="The order with its configuration, term and charges, as a PDF."
    />
  );
}
