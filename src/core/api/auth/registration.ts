import { Schema } from "effect";
import {
  COMPANY_NAME_MAX_LENGTH,
  EmailField,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OptionalCountry,
  OptionalPhone,
  OptionalText,
  RequiredText,
} from "../users/contact-fields.ts";

/**
 * POST /register (public, from /sign-up): a company asks to become a customer. The request
 * is held for the provider to review; nobody can sign in until the provider sets them up.
 */
export const CompanySignUpRequest = Schema.Struct({
  company_name: RequiredText(COMPANY_NAME_MAX_LENGTH),
  firstname: RequiredText(NAME_MAX_LENGTH),
  lastname: RequiredText(NAME_MAX_LENGTH),
  email: EmailField,
  phone: OptionalPhone,
  /** ISO 3166-1 alpha-2, e.g. "GB". */
  country: OptionalCountry,
  message: OptionalText(MESSAGE_MAX_LENGTH),
});
export type CompanySignUpRequest = typeof CompanySignUpRequest.Type;

export const SIGN_UP_PENDING = "A sign-up request for this email address is already pending.";

/**
 * The answer (201): a message for the confirmation screen, in the `{detail}` shape of
 * DetailMessage. Its own name, so the portal reads it without the request's field rules
 * (and their phone-number metadata).
 */
export { DetailMessage as SignUpReceived } from "../detail-message.ts";
