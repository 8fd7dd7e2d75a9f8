import { Schema } from "effect";
import { boundedTrim, tooLongMessage } from "../primitives.ts";
import {
  COMPANY_NAME_MAX_LENGTH,
  OptionalCountry,
  OptionalText,
  RequiredText,
} from "../users/contact-fields.ts";

/**
 * /account-settings/company: GET /company, PUT /company/legal, PUT /company/profile. The legal
 * details are changed by administrators only (spec section 6: "change legal company info");
 * the public profile by holders of write_profile_module. Reading needs view (or write) of
 * either module.
 */

export const REGISTRATION_MAX_LENGTH = 50;
export const ADDRESS_MAX_LENGTH = 500;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const WEBSITE_MAX_LENGTH = 200;
export const INVALID_WEBSITE = "Enter a valid URL starting with http:// or https://.";

export const CompanyLegal = Schema.Struct({
  legal_name: Schema.String,
  registration_number: Schema.NullOr(Schema.String),
  vat_number: Schema.NullOr(Schema.String),
  address: Schema.NullOr(Schema.String),
  country: Schema.NullOr(Schema.String),
});
export type CompanyLegal = typeof CompanyLegal.Type;

export const CompanyProfile = Schema.Struct({
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  website: Schema.NullOr(Schema.String),
});
export type CompanyProfile = typeof CompanyProfile.Type;

export const CompanyDetails = Schema.Struct({ legal: CompanyLegal, profile: CompanyProfile });
export type CompanyDetails = typeof CompanyDetails.Type;

/** PUT /company/legal: the complete legal details. */
export const UpdateCompanyLegalRequest = Schema.Struct({
  legal_name: RequiredText(COMPANY_NAME_MAX_LENGTH),
  registration_number: OptionalText(REGISTRATION_MAX_LENGTH),
  vat_number: OptionalText(REGISTRATION_MAX_LENGTH),
  address: OptionalText(ADDRESS_MAX_LENGTH),
  country: OptionalCountry,
});
export type UpdateCompanyLegalRequest = typeof UpdateCompanyLegalRequest.Type;

const WEBSITE_SHAPE = /^https?:\/\/[^\s]+\.[^\s]+$/u;

/** PUT /company/profile: the complete public profile. */
export const UpdateCompanyProfileRequest = Schema.Struct({
  name: RequiredText(COMPANY_NAME_MAX_LENGTH),
  description: OptionalText(DESCRIPTION_MAX_LENGTH),
  website: Schema.optionalKey(
    Schema.NullOr(
      boundedTrim(WEBSITE_MAX_LENGTH).pipe(
        Schema.check(
          Schema.isMaxLength(WEBSITE_MAX_LENGTH, { message: tooLongMessage(WEBSITE_MAX_LENGTH) }),
          Schema.makeFilter(
            (url: string) => url === "" || WEBSITE_SHAPE.test(url) || INVALID_WEBSITE,
          ),
        ),
      ),
    ),
  ),
});
export type UpdateCompanyProfileRequest = typeof UpdateCompanyProfileRequest.Type;
