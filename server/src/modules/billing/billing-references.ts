import { eq } from "drizzle-orm";
import {
  type BillingReferencesRequest,
  normaliseBillingReference,
} from "../../../../src/core/api/billing/index.ts";
import type { ServiceDetail } from "../../../../src/core/api/services/index.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { serviceTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { billingReferenceLog, services } from "../../db/schema.ts";
import { serviceDetail } from "../services/service-detail.ts";
import { findService } from "../services/service-lookup.ts";

/**
 * PUT /services/{id}/billing-references: the service's cost centre and purchase order, with
 * a row of the billing reference log naming who changed them from what, in one transaction.
 * A lock does not refuse it: the references are the customer's bookkeeping, not the network's.
 * Lines already billed keep the references they were billed with.
 */
export async function setBillingReferences(
  ctx: ServerContext,
  user: CurrentUser,
  publicId: string,
  body: BillingReferencesRequest,
): Promise<ServiceDetail> {
  const service = await findService(ctx, user.companyId, publicId);
  const costCentre = normaliseBillingReference(body.cost_centre);
  const purchaseOrder = normaliseBillingReference(body.purchase_order);
  if (costCentre !== service.costCentre || purchaseOrder !== service.purchaseOrder) {
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(services)
        .set({ costCentre, purchaseOrder, updatedAt: now })
        .where(eq(services.id, service.id));
      await tx.insert(billingReferenceLog).values({
        companyId: user.companyId,
        serviceId: service.id,
        changedById: user.id,
        fromCostCentre: service.costCentre,
        toCostCentre: costCentre,
        fromPurchaseOrder: service.purchaseOrder,
        toPurchaseOrder: purchaseOrder,
        createdAt: now,
      });
      await recordActivity(tx, {
        ...activityBy(ctx, user),
        action: "billing_reference.changed",
        target: serviceTarget(service),
        before: { cost_centre: service.costCentre, purchase_order: service.purchaseOrder },
        after: { cost_centre: costCentre, purchase_order: purchaseOrder },
      });
    });
  }
  return serviceDetail(ctx, user.companyId, service.publicId);
}
