/**
 * The services module's /v2 contract (issue 14; spec section 7, Services, Network and
 * Contracts). Reading needs view_service_module or write_service_module; the calls marked
 * (write) need write_service_module. Read-only impersonation reads only (403 on writes).
 * Another company's service, cease order, network service or contract line is 404.
 *   GET  /services?SERVICE_LIST filters&offset&limit -> SERVICE_LIST (export=true: text/csv)
 *   GET  /services/export-status                   -> ServiceExportStatus
 *   GET  /services/monitoring                      -> ServiceMonitoring
 *   GET  /services/cc_types                        -> CloudConnectTypeList
 *   GET  /services/order_status/{id}               -> OrderStatusView
 *   GET  /services/path_status/{id}                -> PathStatusView
 *   GET  /services/{id}                            -> ServiceDetail
 *   GET  /services/{id}/child?offset&limit         -> SERVICE_CHILD_LIST (its children, by name)
 *   GET  /services/{id}/status                     -> ServiceStatusView
 *   GET  /services/{id}/azure_provisioning_state   -> AzureProvisioningStateView (404 unless Azure)
 *   POST /services/{id}/update_custom_name  UpdateCustomNameRequest -> ServiceDetail (write)
 *   GET  /services/{id}/loa                        -> application/pdf letter of authorisation
 *                                                     (write; ports only, else 404)
 *   GET  /cease-reasons                            -> CeaseReasonList
 *   GET  /cease_orders?CEASE_ORDER_LIST filters   -> CEASE_ORDER_LIST (newest first)
 *   POST /cease_orders  CreateCeaseOrderRequest    -> 201 CeaseOrder (write)
 *   GET  /cease_orders/{id}                        -> CeaseOrder
 *   POST /cease_orders/{id}/cancel                 -> CeaseOrder (write; 409 unless pending)
 *   GET  /product-category                         -> ProductCategoryList
 *   GET  /network-services?offset&limit            -> NETWORK_SERVICE_LIST
 *   GET  /network-services/{id}                    -> NetworkServiceDetail
 *   GET  /contracts/lines?CONTRACT_LINE_LIST filters -> CONTRACT_LINE_LIST
 *   GET  /contracts/lines/{id}                     -> ContractLineDetail
 *   POST /services/{id}/changes/quote, /changes, GET /changes, PUT /lock: service-changes.ts
 * Reference data (/countries, /locations, ...) is in ../reference.
 */
export * from "./catalogue.ts";
export * from "./cease-orders.ts";
export * from "./change-form.ts";
export * from "./change-rules.ts";
export * from "./contract-lines.ts";
export * from "./custom-name.ts";
export * from "./monitoring.ts";
export * from "./network-services.ts";
export * from "./service.ts";
export * from "./service-changes.ts";
export * from "./service-list-query.ts";
export * from "./service-states.ts";
export * from "./service-vocabulary.ts";
