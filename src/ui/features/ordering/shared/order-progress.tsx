import { css } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useOrderStatus } from "../../../../adapters/resources/ordering/order.ts";
import { orderNextStep, orderProgress } from "../../../../core/api/ordering/index.ts";
import { portalNow } from "../../../../core/clock.ts";
import { formatDisplayDate } from "../../../../core/format/display-date.ts";
import { Alert } from "../../../components/alert.tsx";

/**
 * Where a service's order stands (GET /services/order_status/{id}, polled every 5 s): each
 * stage with the time it was reached, the current one marked, what happens next and when
 * (core orderNextStep), and a failure's reason. Shown on the page of a service that is not
 * live yet.
 */
export function OrderProgress({ serviceId }: { readonly serviceId: string }) {
  const status = useOrderStatus(serviceId);
  if (status.error !== null) return <p>{status.error}</p>;
  if (status.data === undefined) return <p>Loading the order…</p>;
  const view = status.data;
  const now = portalNow();
  return (
    <div className={grid({ gap: "3" })}>
      <ol aria-label="Order stages" className={grid({ gap: "2" })}>
        {orderProgress(view).map((row) => (
          <li
            key={row.stage}
            aria-current={row.current ? "step" : undefined}
            className={css({
              fontWeight: row.current ? "bold" : "normal",
              color: row.at === null ? "text.muted" : "text.default",
            })}
          >
            {row.label}
            {row.at === null ? ": not yet" : `: ${formatDisplayDate(row.at, { now })}`}
          </li>
        ))}
      </ol>
      {view.stage !== "failed" && (
        <p className={text({ tone: "muted", size: "sm" })}>
          <strong>What happens next: </strong>
          {orderNextStep(view, now).text}
        </p>
      )}
      {view.stage === "failed" && (
        <Alert status="error" title="The order failed">
          {orderNextStep(view, now).text}
        </Alert>
      )}
    </div>
  );
}
