import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { activityLog, activityLogHeads } from "../db/schema.ts";
import { entryHash, GENESIS_HASH } from "./activity-hash.ts";

/** Entries read per round trip while walking a chain. */
const BATCH = 500;

export interface ChainCheck {
  readonly intact: boolean;
  /** Entries whose hash was recomputed (up to and including a broken one). */
  readonly checked: number;
  /** The position of the first entry that does not fit the chain, or null. */
  readonly brokenAt: number | null;
}

/**
 * Walks a company's chain from its first entry: every position must follow the previous one
 * (a gap is a removed entry), every entry must name the previous entry's hash and its own
 * hash must be the one its content gives (activity-hash.ts); the last one must be the head
 * (entries cut from the end). Any edit made around the append-only trigger fails one of these.
 */
export async function verifyChain(db: Db, companyId: number): Promise<ChainCheck> {
  let previousHash = GENESIS_HASH;
  let expectedSeq = 1;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.companyId, companyId), gt(activityLog.seq, expectedSeq - 1)))
      .orderBy(asc(activityLog.seq))
      .limit(BATCH);
    for (const row of rows) {
      checked += 1;
      const hash = entryHash(previousHash, {
        company_id: row.companyId,
        seq: Number(row.seq),
        occurred_at: row.occurredAt.toISOString(),
        actor: row.actor,
        address: row.address,
        action: row.action,
        target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
        summary: row.summary,
      });
      if (Number(row.seq) !== expectedSeq || row.prevHash !== previousHash || row.hash !== hash) {
        return { intact: false, checked, brokenAt: expectedSeq };
      }
      previousHash = row.hash;
      expectedSeq += 1;
    }
    if (rows.length < BATCH) break;
  }
  const [head] = await db
    .select({ seq: activityLogHeads.seq, hash: activityLogHeads.hash })
    .from(activityLogHeads)
    .where(eq(activityLogHeads.companyId, companyId));
  const lastSeq = expectedSeq - 1;
  const headFits = head
    ? Number(head.seq) === lastSeq && head.hash === previousHash
    : lastSeq === 0;
  return headFits
    ? { intact: true, checked, brokenAt: null }
    : { intact: false, checked, brokenAt: lastSeq + 1 };
}
