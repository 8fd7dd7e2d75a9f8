import { badge } from "../../../../../styled-system/recipes/index.js";
import {
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
} from "../../../../core/api/billing/invoice-vocabulary.ts";

type Tone = "neutral" | "info" | "success" | "warning" | "danger";

/** Where an invoice stands; the words say it, the tone only helps the eye. */
const STATUS_TONES: Readonly<Record<InvoiceStatus, Tone>> = {
  open: "info",
  overdue: "danger",
  paid: "success",
  disputed: "warning",
};

export function InvoiceStatusBadge({ status }: { readonly status: InvoiceStatus }) {
  return (
    <span className={badge({ tone: STATUS_TONES[status] })}>{INVOICE_STATUS_LABELS[status]}</span>
  );
}
