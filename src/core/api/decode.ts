import type { SchemaAST } from "effect";
import { Result, Schema, SchemaIssue } from "effect";

/** One reason a payload was rejected, located by its path inside the payload. */
export interface DecodeIssue {
  /** Keys and indexes from the payload root, e.g. ["default_currency", "id"]. */
  readonly path: ReadonlyArray<string | number>;
  readonly message: string;
}

/**
 * The outcome of decoding a payload. The failure carries a readable message for logs and
 * notices, plus the individual issues so that the server can answer with a DRF-style
 * `{ "<field>": ["..."] }` body.
 */
export type DecodeResult<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly error: string;
      readonly issues: ReadonlyArray<DecodeIssue>;
    };

const toIssues = SchemaIssue.makeFormatterStandardSchemaV1();

/** Renders a path the way a developer writes it: `default_currency.id`, `permissions[1]`. */
export function formatPath(path: ReadonlyArray<string | number>): string {
  let text = "";
  for (const key of path) {
    text += typeof key === "number" ? `[${key}]` : text === "" ? key : `.${key}`;
  }
  return text;
}

function describe(issue: DecodeIssue): string {
  return issue.path.length === 0 ? issue.message : `${formatPath(issue.path)}: ${issue.message}`;
}

function toKey(segment: PropertyKey | { readonly key: PropertyKey }): string | number {
  const key = typeof segment === "object" ? segment.key : segment;
  return typeof key === "number" ? key : String(key);
}

/**
 * Decodes an unknown value (a parsed JSON body) with one of the contract schemas. All
 * problems are reported, not just the first; keys the schema does not know are dropped
 * unless `options.onExcessProperty` is "error".
 */
export function decode<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  input: unknown,
  options?: SchemaAST.ParseOptions,
): DecodeResult<S["Type"]> {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all", ...options });
  if (Result.isSuccess(result)) return { ok: true, value: result.success };
  const issues = toIssues(result.failure.issue).issues.map((issue) => ({
    path: (issue.path ?? []).map(toKey),
    message: issue.message,
  }));
  return { ok: false, error: issues.map(describe).join("; "), issues };
}
