import { Schema } from "effect";
import { CurrencyCode, Id, NonEmptyString } from "../primitives.ts";

/**
 * The default currency as /me embeds it: the id is what PUT /me sends back; code and name
 * are there for display when the backend includes them.
 */
export const DefaultCurrency = Schema.Struct({
  id: Id,
  code: Schema.optionalKey(CurrencyCode),
  name: Schema.optionalKey(Schema.String),
});

/** Who a person is, as /me and the user lists show them. */
export const PersonFields = {
  id: Id,
  firstname: Schema.String,
  lastname: Schema.String,
  email: NonEmptyString,
  company_name: Schema.String,
};

/** GET /me: who is signed in, for which company, and what they may do (spec section 3). */
export const UserInfo = Schema.Struct({
  ...PersonFields,
  default_currency: DefaultCurrency,
  /** Permission names such as "view_billing_module"; unknown names are kept, not refused. */
  permissions: Schema.Array(Schema.String),
});
export type UserInfo = typeof UserInfo.Type;

/** PUT /me: the only thing users change about themselves here is their default currency. */
export const UpdateMeRequest = Schema.Struct({ default_currency: Id });
