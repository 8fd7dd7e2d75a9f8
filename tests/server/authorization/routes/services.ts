import { type ModuleRoutes, reads, type Samples, SIGNED_IN, writes } from "../route-rules.ts";

const service = async (samples: Samples) => ({ id: await samples.firstId("/v2/services") });
const port = async (samples: Samples) => ({
  id: await samples.firstId("/v2/services?type=port"),
});
/** Only an Azure cloud connect has a provisioning state: the text search finds one. */
const azureConnect = async (samples: Samples) => ({
  id: await samples.firstId("/v2/services?type=cloud_connect&text=azure"),
});
const ceaseOrder = async (samples: Samples) => ({
  id: await samples.firstId("/v2/cease_orders"),
});
const networkService = async (samples: Samples) => ({
  id: await samples.firstId("/v2/network-services"),
});
const contractLine = async (samples: Samples) => ({
  id: await samples.firstId("/v2/contracts/lines"),
});
const location = async (samples: Samples) => ({ id: await samples.firstId("/v2/locations") });
const customer = async (samples: Samples) => ({ id: await samples.firstId("/v2/customers") });
const contact = async (samples: Samples) => ({ id: await samples.firstId("/v2/contacts") });
const contactBody = {
  kind: "noc",
  name: "Authorization Matrix",
  email: "matrix@acme.test",
  phone: "+44 20 7946 0000",
  role: "Distribution list",
  notices: ["maintenances", "outages"],
  all_services: false,
  services: ["SVC-10001"],
};
/** DELETE consumes its record: Acme's admin adds a contact for every call. */
const newContact = async (samples: Samples) => {
  const created = await samples.adminCall("POST", "/v2/contacts", contactBody);
  return { id: String(created.id) };
};

/** server/src/modules/services: services, network services, contracts and reference data. */
export const SERVICES_ROUTES: ModuleRoutes = {
  "GET /services": { access: reads("service") },
  "GET /services/export-status": { access: reads("service") },
  "GET /services/monitoring": { access: reads("service") },
  "GET /services/:id": { access: reads("service"), tenantScoped: true, params: service },
  "GET /services/:id/child": { access: reads("service"), tenantScoped: true, params: service },
  "GET /services/:id/status": { access: reads("service"), tenantScoped: true, params: service },
  "GET /services/:id/azure_provisioning_state": {
    access: reads("service"),
    tenantScoped: true,
    params: azureConnect,
  },
  "GET /services/order_status/:id": {
    access: reads("service"),
    tenantScoped: true,
    params: service,
  },
  "GET /services/path_status/:id": {
    access: reads("service"),
    tenantScoped: true,
    params: service,
  },
  "POST /services/:id/update_custom_name": {
    access: writes("service"),
    tenantScoped: true,
    params: service,
    body: { custom_name: "Checked by the authorization matrix" },
  },
  "GET /services/:id/loa": { access: writes("service"), tenantScoped: true, params: port },
  // A quote writes nothing: readers may price a change. An empty ask is refused (400) after
  // the guard and the tenant's lookup, so the matrix changes nothing.
  "POST /services/:id/changes/quote": {
    access: reads("service"),
    tenantScoped: true,
    params: service,
    body: {},
  },
  "POST /services/:id/changes": {
    access: writes("service"),
    tenantScoped: true,
    params: service,
    body: {},
  },
  "GET /services/:id/changes": { access: reads("service"), tenantScoped: true, params: service },
  // Unlocking an unlocked service leaves it as it is.
  "PUT /services/:id/lock": {
    access: writes("admin"),
    tenantScoped: true,
    params: service,
    body: { locked: false },
  },
  "GET /cease_orders": { access: reads("service") },
  // The body names no real service: the guard answers before the order is looked at.
  "POST /cease_orders": {
    access: writes("service"),
    body: { service: "SVC-00000", reason: "0", cease_date: "2099-01-01" },
  },
  "GET /cease_orders/:id": { access: reads("service"), tenantScoped: true, params: ceaseOrder },
  // Cancelling changes the seeded order: a caller that passes the guard gets 404 from the id.
  "POST /cease_orders/:id/cancel": {
    access: writes("service"),
    params: async () => ({ id: "999999" }),
  },
  "GET /network-services": { access: reads("service") },
  "GET /network-services/:id": {
    access: reads("service"),
    tenantScoped: true,
    params: networkService,
  },
  "GET /contracts/lines": { access: reads("service") },
  "GET /contracts/lines/:id": {
    access: reads("service"),
    tenantScoped: true,
    params: contractLine,
  },
  "GET /cease-reasons": { access: reads("service") },
  "GET /countries": { access: SIGNED_IN },
  "GET /pops": { access: SIGNED_IN },
  "GET /locations": { access: SIGNED_IN },
  "GET /locations/:id": { access: SIGNED_IN, params: location },
  "GET /products": { access: SIGNED_IN },
  "GET /product-category": { access: SIGNED_IN },
  "GET /port-speeds": { access: SIGNED_IN },
  "GET /bandwidths": { access: SIGNED_IN },
  "GET /service-types": { access: SIGNED_IN },
  "GET /services/cc_types": { access: SIGNED_IN },
  "GET /sites": { access: SIGNED_IN },
  "GET /cnis": { access: SIGNED_IN },
  "GET /customers": { access: SIGNED_IN },
  "GET /customers/:id": { access: SIGNED_IN, tenantScoped: true, params: customer },
  "GET /contacts": { access: SIGNED_IN },
  "GET /contacts/:id": { access: SIGNED_IN, tenantScoped: true, params: contact },
  "POST /contacts": { access: writes("admin"), body: contactBody },
  "PUT /contacts/:id": {
    access: writes("admin"),
    tenantScoped: true,
    params: contact,
    body: contactBody,
  },
  "DELETE /contacts/:id": {
    access: writes("admin"),
    tenantScoped: true,
    params: newContact,
    consumesRecord: true,
  },
};
