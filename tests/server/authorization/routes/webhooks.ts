import { type ModuleRoutes, reads, type Samples, writes } from "../route-rules.ts";

/**
 * A valid endpoint's body. Its address is a documentation network's (TEST-NET-3): accepted as
 * text, refused at delivery as not public, so the matrix never sends anything anywhere.
 */
const hookBody = () => ({
  url: "https://203.0.113.10/conduit",
  events: ["ticket.updated"],
  description: "Matrix",
});
const newHook = async (samples: Samples) => ({
  id: String((await samples.adminCall("POST", "/v2/webhooks", hookBody())).id),
});
/** An endpoint of Acme's with one delivery (its ping), for the delivery routes. */
const hookWithDelivery = async (samples: Samples) => {
  const { id } = await newHook(samples);
  const ping = await samples.adminCall("POST", `/v2/webhooks/${id}/test`);
  return { id, deliveryId: String(ping.id) };
};

/** server/src/modules/webhooks: user administration's, like the API keys. */
export const WEBHOOKS_ROUTES: ModuleRoutes = {
  "POST /webhooks": {
    access: writes("admin"),
    body: hookBody(),
    refusesImpersonation: { because: "the signing secret would outlive the impersonation" },
  },
  "GET /webhooks": { access: reads("admin") },
  "GET /webhooks/:id": { access: reads("admin"), tenantScoped: true, params: newHook },
  "PUT /webhooks/:id": {
    access: writes("admin"),
    tenantScoped: true,
    params: newHook,
    body: hookBody(),
  },
  "DELETE /webhooks/:id": {
    access: writes("admin"),
    tenantScoped: true,
    params: newHook,
    consumesRecord: true,
  },
  "POST /webhooks/:id/rotate-secret": {
    access: writes("admin"),
    tenantScoped: true,
    params: newHook,
    refusesImpersonation: { because: "the new secret would outlive the impersonation" },
  },
  "POST /webhooks/:id/test": { access: writes("admin"), tenantScoped: true, params: newHook },
  "GET /webhooks/:id/deliveries": { access: reads("admin"), tenantScoped: true, params: newHook },
  "POST /webhooks/:id/deliveries/:deliveryId/redeliver": {
    access: writes("admin"),
    tenantScoped: true,
    params: hookWithDelivery,
  },
};
