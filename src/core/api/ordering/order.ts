import { Schema } from "effect";
import { orEmpty } from "../list-query.ts";
import { Paginated } from "../paginated.ts";
import { boundedText, Id, IsoDateTime, Money, NonEmptyString } from "../primitives.ts";
import { CloudProvider, ServiceStatus } from "../services/service-vocabulary.ts";
import { EvplBEnd, OrderFlow, OrderStage } from "./ordering-vocabulary.ts";

/** A field of an order as typed: text of at most 200 characters. */
const FormText = boundedText(200);

/**
 * POST /services/orders: the form the customer filled in the wizard, field name to text
 * (speeds, terms and VLANs as digits), checked by `orderProblems` on both sides. The
 * `idempotency_key` (made once per wizard) makes a repeated submission answer the order the
 * first one created instead of creating another. Answers 201 (200 for a repeat) PlacedOrder.
 */
export const OrderRequest = Schema.Struct({
  idempotency_key: Schema.String.pipe(
    Schema.check(
      Schema.isPattern(/^[A-Za-z0-9-]{8,64}$/u, {
        message: "Expected 8 to 64 letters, digits or hyphens",
      }),
    ),
  ),
  type: OrderFlow,
  form: Schema.Record(Schema.String, FormText),
});
export type OrderRequest = typeof OrderRequest.Type;

/** The service an order created, and where the order stands. */
export const PlacedOrder = Schema.Struct({
  id: Id,
  service: Id,
  type: OrderFlow,
  name: NonEmptyString,
  status: ServiceStatus,
  stage: OrderStage,
  created: IsoDateTime,
});
export type PlacedOrder = typeof PlacedOrder.Type;

/** A term's price: monthly (MRC) and one-off (NRC). */
export const TermPriceView = Schema.Struct({
  term_months: Schema.Number,
  mrc: Money,
  nrc: Money,
});
export type TermPriceView = typeof TermPriceView.Type;

/**
 * GET /services/pricing?type&mbps[&location][&b_end]: the price of a configuration for every
 * term, in the company's billing currency (`b_end=cni`: an EVPL to a CNI). 400 on `mbps` (or
 * `location`) for something not sold there.
 */
export const PricingQuery = Schema.Struct({
  type: OrderFlow,
  mbps: Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{1,7}$/u))),
  location: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(64)))),
  b_end: orEmpty(EvplBEnd),
});

export const PricingAnswer = Schema.Struct({
  type: OrderFlow,
  mbps: Schema.Number,
  currency: Schema.String,
  terms: Schema.Array(TermPriceView),
});
export type PricingAnswer = typeof PricingAnswer.Type;

/** GET /services/price-list[?location]: what is sold, by speed or bandwidth, by term. */
export const PriceListRow = Schema.Struct({
  type: OrderFlow,
  mbps: Schema.Number,
  label: NonEmptyString,
  terms: Schema.Array(TermPriceView),
});
export type PriceListRow = typeof PriceListRow.Type;
export const PriceList = Schema.Struct({
  currency: Schema.String,
  /** The location the port rows are filtered by, null for the whole catalogue. */
  location: Schema.NullOr(Id),
  results: Schema.Array(PriceListRow),
});
export type PriceList = typeof PriceList.Type;
export const PriceListQuery = Schema.Struct({
  location: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(64)))),
  /** Another book to look at (an offered currency); the caller's own by default (issue 40). */
  currency: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(8)))),
});

/** GET /cloud-providers. */
export const CloudProviderRecord = Schema.Struct({
  id: CloudProvider,
  name: NonEmptyString,
  key_label: NonEmptyString,
});
export type CloudProviderRecord = typeof CloudProviderRecord.Type;
export const CloudProviderList = Paginated(CloudProviderRecord);

/** GET /cloud-regions?provider: where each cloud meets the network. */
export const CloudRegion = Schema.Struct({
  id: NonEmptyString,
  provider: CloudProvider,
  name: NonEmptyString,
  metro: NonEmptyString,
});
export type CloudRegion = typeof CloudRegion.Type;
export const CloudRegionList = Paginated(CloudRegion);
export type CloudRegionList = typeof CloudRegionList.Type;
export const CloudRegionQuery = Schema.Struct({
  provider: orEmpty(CloudProvider),
});

/** GET /sdn/aer/validate_key/{key}: the ExpressRoute circuit the key names. */
export const AzureKeyCheck = Schema.Struct({
  service_key: NonEmptyString,
  bandwidth_mbps: Schema.Number,
  peering_location: NonEmptyString,
});
export type AzureKeyCheck = typeof AzureKeyCheck.Type;

/** POST /sdn/aws: an AWS account and the customer's ASN, checked before ordering. */
export const AwsAccountRequest = Schema.Struct({
  account_id: FormText,
  asn: FormText,
});
export const AwsAccountCheck = Schema.Struct({
  account_id: NonEmptyString,
  asn: Schema.Number,
  /** How many of the company's connects already reach this account. */
  connections: Schema.Number,
});

/** GET /sdn/aws/{id}: the AWS side of one of the company's AWS cloud connects. */
export const AwsConnectionView = Schema.Struct({
  service: Id,
  account_id: NonEmptyString,
  region: Schema.NullOr(Schema.String),
  bandwidth_mbps: Schema.Number,
});

/**
 * One of the company's CNIs (cross-network interfaces: a VLAN hand-off on one of its ports)
 * an EVPL's B end can reach. `in_use`: a connection that is not ceased or failed already
 * ends on its VLAN, so it takes no other.
 */
export const OrderableCni = Schema.Struct({
  id: Id,
  name: NonEmptyString,
  vlan: Schema.Number,
  in_use: Schema.Boolean,
});
export type OrderableCni = typeof OrderableCni.Type;

/**
 * A port the company may connect from, with its free capacity, the VLANs in use and the
 * CNIs on it (whose VLANs are among those in use).
 */
export const OrderablePort = Schema.Struct({
  id: Id,
  name: NonEmptyString,
  location: Id,
  location_name: NonEmptyString,
  metro: NonEmptyString,
  speed_mbps: Schema.Number,
  free_mbps: Schema.Number,
  used_vlans: Schema.Array(Schema.Number),
  next_free_vlan: Schema.NullOr(Schema.Number),
  status: ServiceStatus,
  cnis: Schema.Array(OrderableCni),
});
export type OrderablePort = typeof OrderablePort.Type;
/**
 * GET /sdn/cni-id: the company's ports a connection can use (A end, B end) with the CNIs on
 * them (an EVPL's B end may be a CNI instead of a port).
 */
export const OrderablePortList = Paginated(OrderablePort);
export type OrderablePortList = typeof OrderablePortList.Type;

/**
 * GET/PUT/DELETE /services/order-draft: the service-creation draft (spec section 3), one per
 * user, kept on the server so it survives a reload, another device and signing in again.
 */
export const OrderDraft = Schema.Struct({
  type: OrderFlow,
  form: Schema.Record(Schema.String, FormText),
  active_step: Schema.Number.pipe(
    Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 20 })),
  ),
  steps_done: Schema.Array(Schema.Boolean).pipe(Schema.check(Schema.isMaxLength(20))),
  // Set by the server; a PUT may echo it back, so it is bounded like every text of a body.
  updated_at: Schema.optionalKey(IsoDateTime.pipe(Schema.check(Schema.isMaxLength(40)))),
});
export type OrderDraft = typeof OrderDraft.Type;
export const OrderDraftAnswer = Schema.Struct({ draft: Schema.NullOr(OrderDraft) });
export type OrderDraftAnswer = typeof OrderDraftAnswer.Type;
