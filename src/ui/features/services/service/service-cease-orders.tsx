import {
  useServiceCeaseOrders,
  useWithdrawCease,
} from "../../../../adapters/resources/services/service.ts";
import { isCeaseOrderCancellable } from "../../../../core/api/services/service-vocabulary.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { DataTable } from "../../../components/data-table.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { ErrorState } from "../../../components/records/query-states.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";
import { dayColumn } from "../../../components/records/value-columns.tsx";
import { DetailCard } from "../../../layouts/detail-page.tsx";
import { CeaseOrderStatusBadge } from "../shared/service-badges.tsx";

/**
 * The requests to cease this service (GET /cease_orders?service=), newest first, and for those
 * who may cease services a way to withdraw one while it is pending. Shown only once there is
 * one: most services have none.
 */
export function ServiceCeaseOrders({
  serviceId,
  canWithdraw,
  now,
}: {
  readonly serviceId: string;
  readonly canWithdraw: boolean;
  readonly now: Date;
}) {
  const orders = useServiceCeaseOrders(serviceId);
  const withdraw = useWithdrawCease(serviceId);
  if (orders.isPending) return null;
  if (orders.isError || orders.data === undefined) {
    return (
      <DetailCard id="service-cease-orders" title="Cease requests">
        <ErrorState
          message={orders.error ?? "The cease requests could not be loaded."}
          onRetry={orders.refetch}
        />
      </DetailCard>
    );
  }
  if (orders.data.results.length === 0) return null;
  return (
    <DetailCard id="service-cease-orders" title="Cease requests">
      {withdraw.error !== null && (
        <Alert status="error" title="The request was not withdrawn">
          {withdraw.error}
        </Alert>
      )}
      <DataTable
        rows={orders.data.results}
        caption="Cease requests"
        rowHeader={dayColumn("Cease date", "cease_date")}
        columns={[
          { header: "Status", cell: (order) => <CeaseOrderStatusBadge status={order.status} /> },
          {
            header: "Reason",
            className: tableCell.text,
            cell: (order) => (
              <>
                {order.reason.label}
                {order.comment.trim() !== "" && (
                  <span className={tableCell.muted}>{order.comment}</span>
                )}
              </>
            ),
          },
          {
            header: "Requested",
            className: tableCell.date,
            cell: (order) => (
              <>
                <DisplayTime value={order.created} now={now} />
                <span className={tableCell.muted}>by {order.requested_by.name}</span>
              </>
            ),
          },
          {
            header: "Withdraw",
            hidden: !canWithdraw,
            cell: (order) =>
              isCeaseOrderCancellable(order.status) ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.submit(order.id)}
                >
                  Withdraw request
                </Button>
              ) : (
                <span className={tableCell.none}>No longer possible</span>
              ),
          },
        ]}
      />
    </DetailCard>
  );
}
