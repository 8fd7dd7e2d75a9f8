import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from "../../../../core/api/support/ticket-vocabulary.ts";
import { type BadgeTone, VocabularyBadge } from "../../../components/vocabulary-badge.tsx";

const STATUS_TONES: Readonly<Record<TicketStatus, BadgeTone>> = {
  open: "info",
  in_progress: "info",
  waiting_for_customer: "warning",
  resolved: "success",
  closed: "neutral",
};

const PRIORITY_TONES: Readonly<Record<TicketPriority, BadgeTone>> = {
  critical: "danger",
  high: "warning",
  medium: "neutral",
  low: "neutral",
};

export function TicketStatusBadge({ status }: { readonly status: TicketStatus }) {
  return <VocabularyBadge value={status} labels={TICKET_STATUS_LABELS} tones={STATUS_TONES} />;
}

export function PriorityBadge({ priority }: { readonly priority: TicketPriority }) {
  return (
    <VocabularyBadge value={priority} labels={TICKET_PRIORITY_LABELS} tones={PRIORITY_TONES} />
  );
}
