import { Schema } from "effect";
import {
  Count,
  Id,
  IsoDateTime,
  NamedRecordFields,
  NonEmptyString,
  RecordTimes,
} from "../primitives.ts";
import { AffectedService, EventNotice, OutageReference, OutageState } from "./event-vocabulary.ts";

/**
 * An outage as the lists show it (GET /outages). `resolved_at` is null while it is ongoing;
 * `expected_end_at` when the provider expects service back (null until it can say);
 * `location` is where the fault was (a site, a POP, a cable route).
 */
export const OutageSummaryFields = {
  id: Id,
  reference: OutageReference,
  title: NonEmptyString,
  state: OutageState,
  started_at: IsoDateTime,
  resolved_at: Schema.NullOr(IsoDateTime),
  expected_end_at: Schema.NullOr(IsoDateTime),
  location: Schema.String,
  services: Schema.Array(AffectedService),
  ...RecordTimes,
};
export const OutageSummary = Schema.Struct(OutageSummaryFields);
export type OutageSummary = typeof OutageSummary.Type;

/**
 * A Reason For Outage report: a PDF downloaded from GET /outages/{id}/rfo/{fileId}, where
 * `fileId` is this `id`. `size` is in bytes.
 */
export const RfoDocument = Schema.Struct({
  ...NamedRecordFields,
  size: Count,
  published_at: IsoDateTime,
});
export type RfoDocument = typeof RfoDocument.Type;

/**
 * GET /outages/{id}: the summary plus the notices (oldest first), the root cause and the
 * resolution (null until the provider has established them) and the RFO documents.
 */
export const OutageDetail = Schema.Struct({
  ...OutageSummaryFields,
  notices: Schema.Array(EventNotice),
  root_cause: Schema.NullOr(Schema.String),
  resolution: Schema.NullOr(Schema.String),
  rfo_documents: Schema.Array(RfoDocument),
});
export type OutageDetail = typeof OutageDetail.Type;

/** The path of an RFO document's download, under the API's version prefix. */
export function rfoDocumentPath(outageId: string, documentId: string): string {
  return `/outages/${encodeURIComponent(outageId)}/rfo/${encodeURIComponent(documentId)}`;
}
