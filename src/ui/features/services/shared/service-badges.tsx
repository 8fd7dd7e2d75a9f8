import { badge } from "#styled-system/recipes/index.js";
import {
  CEASE_ORDER_STATUS_LABELS,
  type CeaseOrderStatus,
  CONTRACT_LINE_STATUS_LABELS,
  type ContractLineStatus,
  LINK_STATE_LABELS,
  type LinkState,
  SERVICE_STATUS_LABELS,
  type ServiceStatus,
} from "../../../../core/api/services/service-vocabulary.ts";
import { type BadgeTone, VocabularyBadge } from "../../../components/vocabulary-badge.tsx";

/** Where a service is in its life; the words say it, the tone only helps the eye. */
const STATUS_TONES: Readonly<Record<ServiceStatus, BadgeTone>> = {
  pending: "info",
  provisioning: "info",
  active: "success",
  cancelling: "warning",
  ceased: "neutral",
  failed: "danger",
};

const LINK_TONES: Readonly<Record<LinkState, BadgeTone>> = {
  up: "success",
  down: "danger",
  unknown: "neutral",
};

const CEASE_TONES: Readonly<Record<CeaseOrderStatus, BadgeTone>> = {
  pending: "warning",
  completed: "neutral",
  cancelled: "neutral",
};

const CONTRACT_TONES: Readonly<Record<ContractLineStatus, BadgeTone>> = {
  active: "success",
  expiring: "warning",
  ended: "neutral",
};

export function ServiceStatusBadge({ status }: { readonly status: ServiceStatus }) {
  return <VocabularyBadge value={status} labels={SERVICE_STATUS_LABELS} tones={STATUS_TONES} />;
}

/** A link state with what it is ("Admin up", "Oper down"), since the two sit side by side. */
export function LinkStateBadge({
  label,
  state,
}: {
  readonly label: string;
  readonly state: LinkState;
}) {
  return (
    <span className={badge({ tone: LINK_TONES[state] })}>
      {label} {LINK_STATE_LABELS[state].toLowerCase()}
    </span>
  );
}

export function CeaseOrderStatusBadge({ status }: { readonly status: CeaseOrderStatus }) {
  return <VocabularyBadge value={status} labels={CEASE_ORDER_STATUS_LABELS} tones={CEASE_TONES} />;
}

export function ContractLineStatusBadge({ status }: { readonly status: ContractLineStatus }) {
  return (
    <VocabularyBadge value={status} labels={CONTRACT_LINE_STATUS_LABELS} tones={CONTRACT_TONES} />
  );
}
