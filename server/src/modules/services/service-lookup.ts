import { and, eq } from "drizzle-orm";
import type { ServerContext } from "../../context.ts";
import { services } from "../../db/schema.ts";
import type { ApiError } from "../../http/api-error.ts";
import { missingRecord } from "../../http/foreign-records.ts";

export type ServiceRecord = typeof services.$inferSelect;

/**
 * The company's service with that public id ("SVC-10001"), or 404: an id that names no
 * service and another company's service answer the same.
 */
export async function findService(
  ctx: ServerContext,
  companyId: number,
  publicId: string,
): Promise<ServiceRecord> {
  const [row] = await ctx.db
    .select()
    .from(services)
    .where(and(eq(services.companyId, companyId), eq(services.publicId, publicId)));
  if (!row) throw await missingService(ctx, companyId, publicId);
  return row;
}

/**
 * The 404 for a service the company does not have: a security event (ForeignRecordError)
 * when another company's service has that public id.
 */
export function missingService(
  ctx: ServerContext,
  companyId: number,
  publicId: string,
): Promise<ApiError> {
  return missingRecord(companyId, "service", publicId, async () => {
    const [owner] = await ctx.db
      .select({ companyId: services.companyId })
      .from(services)
      .where(eq(services.publicId, publicId));
    return owner?.companyId;
  });
}
