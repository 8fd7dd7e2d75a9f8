import { and, eq } from "drizzle-orm";
import { MODULE_MATRIX } from "../../../../src/core/permissions/module-matrix.ts";
import type { ServerContext } from "../../context.ts";
import { userPermissions, users } from "../../db/schema.ts";

type Reader = Pick<ServerContext["db"], "select">;

/** Ids of the company's active users holding the administration write permission. */
export async function activeAdministratorIds(db: Reader, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userPermissions, eq(userPermissions.userId, users.id))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, "active"),
        eq(userPermissions.permission, MODULE_MATRIX.admin.write),
      ),
    );
  return rows.map((row) => String(row.id));
}
