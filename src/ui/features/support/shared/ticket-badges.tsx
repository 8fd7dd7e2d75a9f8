import { badge } from "../../../../../styled-system/recipes/index.js";
import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from "../../../../core/api/support/ticket-vocabulary.ts";

type Tone = "neutral" | "info" | "success" | "warning" | "danger";

const STATUS_TONES: Readonly<Record<TicketStatus, Tone>> = {
  open: "info",
  in_progress: "info",
  waiting_for_customer: "warning",
  resolved: "success",
  closed: "neutral",
};

const PRIORITY_TONES: Readonly<Record<TicketPriority, Tone>> = {
  critical: "danger",
  high: "warning",
  medium: "neutral",
  low: "neutral",
};

export function TicketStatusBadge({ status }: { readonly status: TicketStatus }) {
  return (
    <span className={badge({ tone: STATUS_TONES[status] })}>{TICKET_STATUS_LABELS[status]}</span>
  );
}

export function PriorityBadge({ priority }: { readonly priority: TicketPriority }) {
  return (
    <span className={badge({ tone: PRIORITY_TONES[priority] })}>
      {TICKET_PRIORITY_LABELS[priority]}
    </span>
  );
}
