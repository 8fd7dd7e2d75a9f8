/**
 * The ordering module's /v2 contract (issue 18). Prices and the catalogue need a session;
 * the calls marked (write) need write_service_module, the rest view or write of the service
 * module. Read-only impersonation cannot order (403 on every write).
 *   GET    /services/pricing?type&mbps[&location]   -> PricingAnswer
 *   GET    /services/price-list[?location]          -> PriceList (any signed-in user)
 *   POST   /services/orders  OrderRequest            -> 201 PlacedOrder (200 for a repeat of
 *                                                     its idempotency key) (write)
 *   GET    /services/order-draft                     -> OrderDraftAnswer (write)
 *   PUT    /services/order-draft  OrderDraft         -> OrderDraftAnswer (write)
 *   DELETE /services/order-draft                     -> 204 (write)
 *   GET    /services/order_status/{id}               -> OrderStatusView (services contract)
 *   GET    /cloud-providers                          -> CloudProviderList
 *   GET    /cloud-regions?provider                   -> CloudRegionList
 *   GET    /sdn/cni-id                               -> OrderablePortList
 *   GET    /sdn/aer/validate_key/{key}               -> AzureKeyCheck, 400 {service_key}
 *   POST   /sdn/aws  AwsAccountRequest               -> AwsAccountCheck, 400 {account_id, asn}
 *   GET    /sdn/aws/{id}                             -> AwsConnectionView (404 unless AWS)
 */
export * from "./chosen-price-book.ts";
export * from "./order.ts";
export * from "./order-next-step.ts";
export * from "./order-rules.ts";
export * from "./ordering-vocabulary.ts";
export * from "./price-books.ts";
export * from "./pricing.ts";
