/**
 * The billing module's /v2 contract (issue 15; spec sections 6 and 7, Billing). Reading needs
 * view_billing_module or write_billing_module; the calls marked (write) need
 * write_billing_module, which the spec gives "disputing and downloading an invoice".
 * Read-only impersonation reads only (403 on writes). Another company's invoice is 404.
 *   GET  /invoices?INVOICE_LIST filters&offset&limit  -> INVOICE_LIST (export=true: text/csv)
 *   GET  /invoices/{id}                           -> InvoiceDetail
 *   GET  /invoices/{id}/pdf                       -> application/pdf invoice (write)
 *   POST /invoices/{id}/dispute  DisputeInvoiceRequest -> 201 InvoiceDetail (write; opens a
 *                                                    "Billing question" ticket atomically)
 *   POST /invoices/attachments (multipart, one file) -> 201 TempAttachment (write)
 *   POST /invoices/{id}/dispute/resolution  DisputeResolutionRequest -> InvoiceDetail
 *                                                    (provider staff with can_impersonate_module;
 *                                                    a credit issues a credit note)
 *   GET  /credit-notes?offset&limit               -> CREDIT_NOTE_LIST (newest first)
 *   GET  /credit-notes/{id}/pdf                   -> application/pdf credit note (write)
 *   GET  /billing/summary                         -> BillingSummary
 *   GET  /billing/estimate                        -> BillingEstimate (the next invoice today)
 *   PUT  /services/{id}/billing-references  BillingReferencesRequest -> ServiceDetail
 *                                                    (write_service_module or write_billing_module)
 *   GET  /services/order_status/{id}/order-form    -> application/pdf order form of the
 *                                                    order that created service {id} (write)
 */
export * from "./billing-estimate.ts";
export * from "./billing-references.ts";
export * from "./billing-summary.ts";
export * from "./credit-note.ts";
export * from "./dispute.ts";
export * from "./invoice.ts";
export * from "./invoice-amounts.ts";
export * from "./invoice-estimate.ts";
export * from "./invoice-list-query.ts";
export * from "./invoice-vocabulary.ts";
export * from "./order-form.ts";
