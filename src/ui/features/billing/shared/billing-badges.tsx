import {
  INVOICE_STATUS_LABELS,
  type InvoiceStatus,
} from "../../../../core/api/billing/invoice-vocabulary.ts";
import { type BadgeTone, VocabularyBadge } from "../../../components/vocabulary-badge.tsx";

/** Where an invoice stands; the words say it, the tone only helps the eye. */
const STATUS_TONES: Readonly<Record<InvoiceStatus, BadgeTone>> = {
  open: "info",
  overdue: "danger",
  paid: "success",
  disputed: "warning",
};

export function InvoiceStatusBadge({ status }: { readonly status: InvoiceStatus }) {
  return <VocabularyBadge value={status} labels={INVOICE_STATUS_LABELS} tones={STATUS_TONES} />;
}
