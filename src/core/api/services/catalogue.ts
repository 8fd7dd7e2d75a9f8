import { Schema } from "effect";
import { Paginated } from "../paginated.ts";
import { Id, NamedRecordFields, NonEmptyString } from "../primitives.ts";
import { CloudProvider, ServiceType } from "./service-vocabulary.ts";

/** GET /services/cc_types: the kinds of cloud connect on offer, one per cloud product. */
export const CloudConnectType = Schema.Struct({
  id: Id,
  provider: CloudProvider,
  /** The cloud's own product name: "AWS Direct Connect", "Azure ExpressRoute". */
  name: NonEmptyString,
  /** What the customer gives the provider to connect: "AWS account ID", "Service key". */
  key_label: NonEmptyString,
});
export type CloudConnectType = typeof CloudConnectType.Type;
export const CloudConnectTypeList = Paginated(CloudConnectType);

/** GET /product-category: how the catalogue groups products, each for one service type. */
export const ProductCategory = Schema.Struct({
  ...NamedRecordFields,
  service_type: ServiceType,
});
export const ProductCategoryList = Paginated(ProductCategory);
