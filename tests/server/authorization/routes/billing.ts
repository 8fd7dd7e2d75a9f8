import { holding, type ModuleRoutes, reads, type Samples, writes } from "../route-rules.ts";

const invoice = async (samples: Samples) => ({ id: await samples.firstId("/v2/invoices") });
const service = async (samples: Samples) => ({ id: await samples.firstId("/v2/services") });

/** server/src/modules/billing: invoices, their PDFs and disputes, the overview's figures. */
export const BILLING_ROUTES: ModuleRoutes = {
  "GET /invoices": { access: reads("billing") },
  "GET /billing/summary": { access: reads("billing") },
  "GET /billing/estimate": { access: reads("billing") },
  // Whoever manages the service or its bills keeps its cost centre and purchase order.
  "PUT /services/:id/billing-references": {
    access: holding("write_service_module", "write_billing_module"),
    tenantScoped: true,
    params: service,
    body: { cost_centre: "Matrix", purchase_order: "PO-MATRIX" },
  },
  "GET /invoices/:id": { access: reads("billing"), tenantScoped: true, params: invoice },
  "GET /invoices/:id/pdf": { access: writes("billing"), tenantScoped: true, params: invoice },
  // The first caller through disputes the invoice; later ones get 400 (already disputed).
  "POST /invoices/:id/dispute": {
    access: writes("billing"),
    tenantScoped: true,
    params: invoice,
    body: { reason: "Authorization matrix" },
  },
  "POST /invoices/attachments": { access: writes("billing") },
  // Provider staff resolve any company's dispute (issue 47); customers, even administrators,
  // never do. An invoice without a dispute answers staff 400, past the guard.
  "POST /invoices/:id/dispute/resolution": {
    access: holding("can_impersonate_module"),
    params: invoice,
    body: { outcome: "rejected", note: "Authorization matrix" },
  },
  "GET /credit-notes": { access: reads("billing") },
  // The seed has no credit note: past the guard the name is 404 for everyone (the server
  // tests print one and show another company 404).
  "GET /credit-notes/:id/pdf": {
    access: writes("billing"),
    params: async () => ({ id: "CN-1900-0001" }),
  },
  "GET /services/order_status/:id/order-form": {
    access: writes("billing"),
    tenantScoped: true,
    params: service,
  },
};
