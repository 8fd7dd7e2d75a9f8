import { asc, eq, getTableColumns } from "drizzle-orm";
import type { OutageState } from "../../../../src/core/api/events/event-vocabulary.ts";
import type { OutageDetail, OutageSummary } from "../../../../src/core/api/events/index.ts";
import type { ServerContext } from "../../context.ts";
import { outageRfoDocuments, outages } from "../../db/schema.ts";
import { allOf } from "./event-filters.ts";

type OutageRow = typeof outages.$inferSelect;

function toSummary(row: Pick<OutageRow, keyof typeof summaryColumns>): OutageSummary {
  return {
    id: String(row.id),
    reference: row.reference,
    title: row.title,
    state: row.state as OutageState,
    started_at: row.startedAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    expected_end_at: row.expectedEndAt?.toISOString() ?? null,
    location: row.location,
    services: row.services,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

// The list leaves out the timeline and the long texts it does not show.
const {
  notices: _notices,
  rootCause: _rootCause,
  resolution: _resolution,
  ...summaryColumns
} = getTableColumns(outages);

/** An outage's own fields (everything but its RFO documents). */
export type OutageRecord = Omit<OutageDetail, "rfo_documents">;

/** An RFO document as stored: its PDF is rendered from the outage when asked for. */
export interface RfoRecord {
  readonly id: number;
  readonly name: string;
  readonly publishedAt: Date;
}

/** One of the company's outages with its RFO documents, or null (another company's too). */
export async function outageRecord(
  ctx: ServerContext,
  companyId: number,
  id: number,
): Promise<{ outage: OutageRecord; documents: RfoRecord[] } | null> {
  const [row] = await ctx.db
    .select()
    .from(outages)
    .where(allOf(eq(outages.companyId, companyId), [eq(outages.id, id)]));
  if (!row) return null;
  const documents = await ctx.db
    .select({
      id: outageRfoDocuments.id,
      name: outageRfoDocuments.name,
      publishedAt: outageRfoDocuments.publishedAt,
    })
    .from(outageRfoDocuments)
    .where(
      allOf(eq(outageRfoDocuments.outageId, row.id), [eq(outageRfoDocuments.companyId, companyId)]),
    )
    .orderBy(asc(outageRfoDocuments.publishedAt), asc(outageRfoDocuments.id));
  return {
    outage: {
      ...toSummary(row),
      notices: row.notices,
      root_cause: row.rootCause,
      resolution: row.resolution,
    },
    documents,
  };
}
