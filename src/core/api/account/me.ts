import { Schema } from "effect";
import { NamedRecordFields, NonEmptyString } from "../primitives.ts";
import { UserInfo } from "./user-info.ts";

/** How a staff member acts as a customer: with every right, or only looking. */
export const IMPERSONATION_MODES = ["full", "read-only"] as const;
export type ImpersonationMode = (typeof IMPERSONATION_MODES)[number];

/** The provider staff member acting as the signed-in user, for an "acting as" notice. */
export const Impersonator = Schema.Struct({
  ...NamedRecordFields,
  email: NonEmptyString,
  mode: Schema.Literals(IMPERSONATION_MODES),
});

/**
 * GET and PUT /me as the reference server answers them: UserInfo plus the phone number and
 * `impersonator`, null unless a staff member is acting as the user. The key is optional because the provider's
 * backend may not send it; a portal decoding with UserInfo alone simply drops it.
 */
export const MeResponse = Schema.Struct({
  ...UserInfo.fields,
  /** The user's phone number as entered (international form when it has a "+"), or null. */
  phone: Schema.optionalKey(Schema.NullOr(Schema.String)),
  impersonator: Schema.optionalKey(Schema.NullOr(Impersonator)),
  /**
   * The company requires two-factor sign-in and the user has not set it up (issue 44): the
   * portal shows only the enrolment until they do; the server refuses everything else.
   */
  two_factor_enrolment_required: Schema.optionalKey(Schema.Boolean),
});
export type MeResponse = typeof MeResponse.Type;
