import { eq } from "drizzle-orm";
import { CHANGE_MESSAGES } from "../../../../src/core/api/services/change-rules.ts";
import type { ServiceDetail } from "../../../../src/core/api/services/index.ts";
import { activityBy } from "../../activity/activity-entry.ts";
import { serviceTarget } from "../../activity/activity-targets.ts";
import { recordActivity } from "../../activity/record-activity.ts";
import type { CurrentUser } from "../../auth/caller.ts";
import type { ServerContext } from "../../context.ts";
import { services } from "../../db/schema.ts";
import { conflict } from "../../http/api-error.ts";
import { serviceDetail } from "./service-detail.ts";
import { findService } from "./service-lookup.ts";

/**
 * Service locks (issue 42, Megaport's service locking): an administrator locks a service so
 * that nobody changes, renames or ceases it until it is unlocked. Every such write asks
 * refuseLocked first; the answer is 409 with a detail that says why.
 */
export function refuseLocked(service: { readonly lockedAt: Date | null }): void {
  if (service.lockedAt !== null) throw conflict(CHANGE_MESSAGES.locked);
}

/** PUT /services/{id}/lock: lock (who and when recorded) or unlock; the service as it is now. */
export async function setServiceLock(
  ctx: ServerContext,
  user: CurrentUser,
  publicId: string,
  locked: boolean,
): Promise<ServiceDetail> {
  const service = await findService(ctx, user.companyId, publicId);
  // Locking a locked service keeps who locked it first and when.
  if (locked !== (service.lockedAt !== null)) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(services)
        .set(
          locked
            ? { lockedById: user.id, lockedAt: ctx.now(), updatedAt: ctx.now() }
            : { lockedById: null, lockedAt: null, updatedAt: ctx.now() },
        )
        .where(eq(services.id, service.id));
      await recordActivity(tx, {
        ...activityBy(ctx, user),
        action: locked ? "service.locked" : "service.unlocked",
        target: serviceTarget(service),
        before: { locked: !locked },
        after: { locked },
      });
    });
  }
  return serviceDetail(ctx, user.companyId, service.publicId);
}
