import { and, eq, isNull, ne } from "drizzle-orm";
import type { ServerContext } from "../../context.ts";
import { tokenFamilies } from "../../db/schema.ts";

/** The database or a transaction on it: anything that can run the update. */
type Writer = Pick<ServerContext["db"], "update">;

/**
 * Ends every session (token family) of a user, impersonations of them included, except
 * `keepSessionId` when given: after a password change or reset, whoever knew the old
 * password may hold a session.
 */
export async function endSessionsOf(
  db: Writer,
  userId: number,
  at: Date,
  reason: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(tokenFamilies.userId, userId),
        isNull(tokenFamilies.revokedAt),
        keepSessionId === undefined ? undefined : ne(tokenFamilies.id, keepSessionId),
      ),
    );
}
