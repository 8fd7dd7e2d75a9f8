import { useState } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { flex, grid } from "#styled-system/patterns/index.js";
import { heading, text } from "#styled-system/recipes/index.js";
import {
  useRedeliverWebhook,
  useWebhookDeliveries,
} from "../../../../adapters/resources/account/webhooks.ts";
import { webhookEventLabel } from "../../../../core/api/webhooks/webhook-events.ts";
import {
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
  type Webhook,
  type WebhookDelivery,
} from "../../../../core/api/webhooks/webhooks.ts";
import { portalNow } from "../../../../core/clock.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { PagedTable } from "../../../components/records/paged-table.tsx";
import { timeColumn } from "../../../components/records/value-columns.tsx";
import { type BadgeTone, VocabularyBadge } from "../../../components/vocabulary-badge.tsx";

const STATUS_TONES: Readonly<Record<DeliveryStatus, BadgeTone>> = {
  pending: "warning",
  delivered: "success",
  failed: "danger",
};

/** What the latest try got: the status code, or why none came back. */
function answerOf(delivery: WebhookDelivery): string {
  if (delivery.response_code !== null) return String(delivery.response_code);
  return delivery.error ?? (delivery.attempts === 0 ? "Not tried yet" : "No answer");
}

/**
 * One endpoint's deliveries, newest first (read again while one is pending): the event, how
 * it went, the latest answer, the tries and the next one, and "Redeliver" for administrators.
 */
export function WebhookDeliveries({
  hook,
  mayChange,
  onClose,
}: {
  readonly hook: Webhook;
  readonly mayChange: boolean;
  readonly onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(hook.id, page);
  const redeliver = useRedeliverWebhook(hook.id);
  const now = portalNow();
  return (
    <section aria-label={`Deliveries to ${hook.url}`} className={grid({ gap: "3" })}>
      <div
        className={flex({
          gap: "3",
          wrap: "wrap",
          align: "baseline",
          justify: "space-between",
        })}
      >
        <h2
          className={cx(heading({ size: "section", flush: true }), css({ wordBreak: "break-all" }))}
        >
          Deliveries to {hook.url}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close deliveries
        </Button>
      </div>
      {redeliver.error !== null && <Alert status="error">{redeliver.error}</Alert>}
      {redeliver.isSuccess && (
        <p role="status" className={text({ tone: "muted", size: "sm" })}>
          The event is on its way again.
        </p>
      )}
      <PagedTable
        view={deliveries}
        url={{ page, setPage }}
        noun="deliveries"
        emptyTitle="Nothing has been sent to this endpoint yet."
        emptyHint="Send a test to see a delivery here, or wait for one of its events."
        caption={`Deliveries to ${hook.url}`}
        rowHeader={{ header: "Event", cell: (delivery) => webhookEventLabel(delivery.event) }}
        columns={[
          {
            header: "Status",
            cell: (delivery) => (
              <VocabularyBadge
                value={delivery.status}
                labels={DELIVERY_STATUS_LABELS}
                tones={STATUS_TONES}
              />
            ),
          },
          { header: "Response", cell: answerOf },
          { header: "Attempts", cell: (delivery) => String(delivery.attempts) },
          timeColumn("Next attempt", "next_attempt", now, { fallback: "None" }),
          timeColumn("Created", "created", now),
          {
            header: "Actions",
            hidden: !mayChange,
            cell: (delivery) => (
              <Button
                size="sm"
                variant="outline"
                disabled={redeliver.isPending}
                aria-label={`Redeliver ${webhookEventLabel(delivery.event)} of ${delivery.created}`}
                onClick={() => redeliver.submit(delivery.id)}
              >
                Redeliver
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
