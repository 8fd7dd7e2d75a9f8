import { Schema } from "effect";
import { FilterText, orEmpty } from "../list-query.ts";
import { Paginated } from "../paginated.ts";
import {
  Count,
  CurrencyCode,
  Id,
  labelledOption,
  NamedRecordFields,
  NonEmptyString,
} from "../primitives.ts";
import { ServiceLink } from "../services/service.ts";
import { ServiceType } from "../services/service-vocabulary.ts";

/**
 * Reference data (spec section 7), readable by any signed-in user: the provider's network
 * (POPs, data centres), its catalogue (products, speeds, bandwidths, service types) and the
 * company's own records (sites, CNIs, the customer record). Every list is paged.
 */

/** GET /countries: code, label, phone prefix, suggested flag (spec section 3). */
export const CountryRecord = Schema.Struct({
  code: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Z]{2}$/u))),
  label: NonEmptyString,
  phone_prefix: Schema.String.pipe(Schema.check(Schema.isPattern(/^\+\d{1,4}$/u))),
  suggested: Schema.optionalKey(Schema.Boolean),
});
export const CountryList = Paginated(CountryRecord);

/** GET /pops: the provider's points of presence, one or more per metro. */
export const Pop = Schema.Struct({
  id: Id,
  code: NonEmptyString,
  name: NonEmptyString,
  metro: NonEmptyString,
  country: NonEmptyString,
});
export const PopList = Paginated(Pop);

/** GET /locations: data centres where a port can be ordered, with their POP. */
export const Location = Schema.Struct({
  ...NamedRecordFields,
  operator: NonEmptyString,
  address: NonEmptyString,
  metro: NonEmptyString,
  country: NonEmptyString,
  latitude: Schema.Number.pipe(Schema.check(Schema.isBetween({ minimum: -90, maximum: 90 }))),
  longitude: Schema.Number.pipe(Schema.check(Schema.isBetween({ minimum: -180, maximum: 180 }))),
  pop: Id,
});
export type Location = typeof Location.Type;
export const LocationList = Paginated(Location);
export type LocationList = typeof LocationList.Type;

const ShortFilter = FilterText(100);

/** GET /locations and /pops filters: `metro` and `country` exact, `search` in name or address. */
export const LocationListQuery = Schema.Struct({
  metro: orEmpty(ShortFilter),
  country: orEmpty(ShortFilter),
  search: orEmpty(ShortFilter),
});
export type LocationListQuery = typeof LocationListQuery.Type;

/** GET /sites: the company's own premises, where a service's far end may be delivered. */
export const Site = Schema.Struct({
  ...NamedRecordFields,
  address: NonEmptyString,
  country: NonEmptyString,
});
export const SiteList = Paginated(Site);

/** GET /products: the catalogue; `category` is a GET /product-category id. */
export const Product = Schema.Struct({
  ...NamedRecordFields,
  category: Id,
  service_type: ServiceType,
  description: Schema.String,
});
export const ProductList = Paginated(Product);

/** GET /port-speeds and GET /bandwidths: what can be ordered, in Mbps with a label. */
export const SpeedOption = Schema.Struct({ id: Id, mbps: Count, label: NonEmptyString });
export type SpeedOption = typeof SpeedOption.Type;
export const SpeedOptionList = Paginated(SpeedOption);

/** GET /service-types: the SERVICE_TYPES with their labels. */
export const ServiceTypeRecord = labelledOption(ServiceType);
export const ServiceTypeList = Paginated(ServiceTypeRecord);

/**
 * GET /cnis: the company's customer network interfaces, a VLAN hand-off on one of its ports
 * that software-defined connections attach to.
 */
export const Cni = Schema.Struct({
  ...NamedRecordFields,
  port: ServiceLink,
  vlan: Count,
});
export const CniList = Paginated(Cni);

/** GET /customers, /customers/{id}: the caller's own company as the provider bills it. */
export const Customer = Schema.Struct({
  ...NamedRecordFields,
  account_number: NonEmptyString,
  country: NonEmptyString,
  currency: CurrencyCode,
});
export const CustomerList = Paginated(Customer);
