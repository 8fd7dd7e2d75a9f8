/**
 * The /v2 contract as Effect Schemas, one folder per domain (account, auth, content,
 * notifications, users, support, events; each folder's index.ts lists its endpoints). The files
 * at this level are the shared kit every domain builds on: wire primitives, DRF paging, the
 * error body, decoding.
 */
export * from "./account/index.ts";
export * from "./auth/index.ts";
export * from "./content/index.ts";
export { type DecodeIssue, type DecodeResult, decode, formatPath } from "./decode.ts";
export * from "./detail-message.ts";
export { ErrorBody, errorBodyFromIssues, errorCode } from "./error-body.ts";
export { EXPORT_STATES, type ExportState, ExportStatus } from "./export-status.ts";
export * from "./notifications/index.ts";
export {
  decodePaginated,
  type Page,
  type PageWindow,
  Paginated,
  pageWindowOfLink,
} from "./paginated.ts";
export * from "./plain-text.ts";
export {
  Count,
  CurrencyCode,
  DECIMAL_STRING_PATTERN,
  DecimalString,
  Id,
  IsoDateTime,
  LabelledOption,
  labelledOption,
  Money,
  NonEmptyString,
} from "./primitives.ts";
export * from "./users/index.ts";
