import { Schema } from "effect";
import { Paginated } from "../paginated.ts";
import { CurrencyCode, Id, NonEmptyString } from "../primitives.ts";

/** A currency the customer may pick as default (GET /currencies). */
export const Currency = Schema.Struct({
  id: Id,
  code: CurrencyCode,
  name: NonEmptyString,
  symbol: Schema.optionalKey(Schema.String),
});

/** GET /currencies: a short list, paged like every list. */
export const CurrencyList = Paginated(Currency);
export type CurrencyList = typeof CurrencyList.Type;
