import { and, eq } from "drizzle-orm";
import type { ServerContext } from "../../context.ts";
import { services } from "../../db/schema.ts";
import { notFound } from "../../http/api-error.ts";

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
  if (!row) throw notFound();
  return row;
}
