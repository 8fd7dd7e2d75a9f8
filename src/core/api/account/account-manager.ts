import { Schema } from "effect";
import { NonEmptyString } from "../primitives.ts";

/**
 * GET /account-manager: the company's account manager, shown in the contact widget. A
 * company without one gets a 404, so every field here is present.
 */
export const AccountManager = Schema.Struct({
  name: NonEmptyString,
  phone: NonEmptyString,
  email: NonEmptyString,
});
export type AccountManager = typeof AccountManager.Type;
