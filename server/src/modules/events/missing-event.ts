import { eq } from "drizzle-orm";
import type { ServerContext } from "../../context.ts";
import { maintenances, outages } from "../../db/schema.ts";
import { missingRecord } from "../../http/foreign-records.ts";

/**
 * The 404 for a maintenance or outage the company does not have: a security event when
 * another company's record has that id.
 */
export function missingEvent(
  ctx: ServerContext,
  companyId: number,
  kind: "maintenance" | "outage",
  id: number,
) {
  return missingRecord(companyId, kind, id, async () => {
    const [owner] =
      kind === "maintenance"
        ? await ctx.db
            .select({ companyId: maintenances.companyId })
            .from(maintenances)
            .where(eq(maintenances.id, id))
        : await ctx.db
            .select({ companyId: outages.companyId })
            .from(outages)
            .where(eq(outages.id, id));
    return owner?.companyId;
  });
}
