import { Schema } from "effect";
import { NonEmptyString } from "../primitives.ts";

/** The company's account manager, shown in the contact widget: every field present. */
export const AccountManager = Schema.Struct({
  name: NonEmptyString,
  phone: NonEmptyString,
  email: NonEmptyString,
});
export type AccountManager = typeof AccountManager.Type;

/**
 * GET /account-manager: the caller's company's account manager, or null for a company without
 * one (the provider's own staff). Having none is an answer, not a missing resource: a 404 here
 * logged an error in the console of every staff dashboard (issue 40).
 */
export const CurrentAccountManager = Schema.NullOr(AccountManager);
