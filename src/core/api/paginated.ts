import { Schema } from "effect";
import { type DecodeResult, decode } from "./decode.ts";
import { Count } from "./primitives.ts";

/**
 * DRF limit/offset pagination (DESIGN.md section 5): `?offset=&limit=` answers
 * `{ count, next, previous, results }`, where `next` and `previous` are absolute or
 * root-relative URLs, or null at either end.
 */
export function Paginated<Item extends Schema.Constraint>(item: Item) {
  return Schema.Struct({
    count: Count,
    next: Schema.NullOr(Schema.String),
    previous: Schema.NullOr(Schema.String),
    results: Schema.Array(item),
  });
}

/** The decoded shape of one page of `Item`. */
export interface Page<Item> {
  readonly count: number;
  readonly next: string | null;
  readonly previous: string | null;
  readonly results: ReadonlyArray<Item>;
}

/** Decodes one page of a list with the schema of its items. */
export function decodePaginated<Item extends Schema.ConstraintDecoder<unknown>>(
  item: Item,
  input: unknown,
): DecodeResult<Page<Item["Type"]>> {
  return decode(Paginated(item), input);
}

/** Where a page starts and how long it is, as sent in `?offset=&limit=`. */
export interface PageWindow {
  readonly offset: number;
  readonly limit: number | undefined;
}

function nonNegativeInt(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  return Number(text);
}

/**
 * Reads the window of a `next` or `previous` link, so a feed paged by links (ticket
 * activity) can ask for the following page. A link without an offset starts at 0; null or
 * an unreadable link gives undefined.
 */
export function pageWindowOfLink(link: string | null): PageWindow | undefined {
  if (link === null) return undefined;
  let url: URL;
  try {
    // The base only lets root-relative links parse; its host is never used.
    url = new URL(link, "http://link.invalid");
  } catch {
    return undefined;
  }
  return {
    offset: nonNegativeInt(url.searchParams.get("offset")) ?? 0,
    limit: nonNegativeInt(url.searchParams.get("limit")),
  };
}
