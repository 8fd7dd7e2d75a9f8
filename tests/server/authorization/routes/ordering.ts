import { type ModuleRoutes, reads, type Samples, SIGNED_IN, writes } from "../route-rules.ts";

/** An AWS connect of Acme's: the text search finds one. */
const awsConnect = async (samples: Samples) => ({
  id: await samples.firstId("/v2/services?type=cloud_connect&text=aws"),
});

/** server/src/modules/ordering: prices, the clouds, the draft and placing an order. */
export const ORDERING_ROUTES: ModuleRoutes = {
  // Without a query: 400 for whoever passes the guard.
  "GET /services/pricing": { access: reads("service") },
  "GET /services/price-list": { access: SIGNED_IN },
  // An order with nothing filled in: 400 for whoever passes the guard, nothing is created.
  "POST /services/orders": {
    access: writes("service"),
    body: { idempotency_key: "authorization-matrix", type: "port", form: {} },
  },
  "GET /services/order-draft": { access: writes("service") },
  "PUT /services/order-draft": {
    access: writes("service"),
    body: { type: "port", form: { name: "Matrix" }, active_step: 0, steps_done: [false] },
  },
  "DELETE /services/order-draft": { access: writes("service") },
  "GET /cloud-providers": { access: SIGNED_IN },
  "GET /cloud-regions": { access: SIGNED_IN },
  "GET /sdn/cni-id": { access: reads("service") },
  "GET /sdn/aer/validate_key/:id": {
    access: reads("service"),
    params: async () => ({ id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b" }),
  },
  "POST /sdn/aws": {
    access: writes("service"),
    body: { account_id: "123456789012", asn: "64512" },
  },
  "GET /sdn/aws/:id": { access: reads("service"), tenantScoped: true, params: awsConnect },
};
