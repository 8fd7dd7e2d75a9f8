import { type ModuleRoutes, reads, type Samples, writes } from "../route-rules.ts";

const invoice = async (samples: Samples) => ({ id: await samples.firstId("/v2/invoices") });
const service = async (samples: Samples) => ({ id: await samples.firstId("/v2/services") });

/** server/src/modules/billing: invoices, their PDFs and disputes, the overview's figures. */
export const BILLING_ROUTES: ModuleRoutes = {
  "GET /invoices": { access: reads("billing") },
  "GET /billing/summary": { access: reads("billing") },
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
  "GET /services/order_status/:id/order-form": {
    access: writes("billing"),
    tenantScoped: true,
    params: service,
  },
};
