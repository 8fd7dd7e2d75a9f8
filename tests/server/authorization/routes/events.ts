import { type ModuleRoutes, PUBLIC, reads, type Samples, SIGNED_IN } from "../route-rules.ts";

const outage = async (samples: Samples) => {
  // A resolved outage of Acme's with a Reason For Outage report.
  const list = await samples.adminRead("/v2/outages?limit=100");
  for (const item of list.results) {
    const detail = await samples.adminRead(`/v2/outages/${item.id}`);
    const [document] = detail.rfo_documents;
    if (document) return { id: String(item.id), fileId: String(document.id) };
  }
  throw new Error("no outage of Acme's has an RFO document");
};

/** A calendar address of Acme's admin, made for every call that consumes one. */
const newFeed = async (samples: Samples) => {
  const created = await samples.adminCall("POST", "/v2/calendar-feeds", { name: "Matrix" });
  return { id: String(created.id), secret: new URL(created.url).pathname.split("/")[3] ?? "" };
};

/** server/src/modules/events: maintenances and outages, read with the support module. */
export const EVENTS_ROUTES: ModuleRoutes = {
  // The caller's company's current events (issue 45): nothing of another's to name.
  "GET /incidents/current": { access: reads("support") },
  "GET /maintenances": { access: reads("support") },
  "GET /maintenances/:id": {
    access: reads("support"),
    tenantScoped: true,
    params: async (samples) => ({ id: await samples.firstId("/v2/maintenances") }),
  },
  "GET /outages": { access: reads("support") },
  "GET /outages/:id": {
    access: reads("support"),
    tenantScoped: true,
    params: async (samples) => ({ id: await samples.firstId("/v2/outages") }),
  },
  "GET /outages/:id/rfo/:fileId": {
    access: reads("support"),
    tenantScoped: true,
    params: outage,
  },
  "POST /calendar-feeds": {
    access: reads("support"),
    body: { name: "Matrix" },
    refusesImpersonation: { because: "the secret address would outlive the impersonation" },
  },
  "GET /calendar-feeds": { access: reads("support") },
  // Anyone may revoke their own addresses, even after losing the support permission.
  "DELETE /calendar-feeds/:id": {
    access: SIGNED_IN,
    tenantScoped: true,
    ownRecord: true,
    params: newFeed,
    consumesRecord: true,
  },
  // The secret address is the credential: no session is read.
  "GET /calendar/:secret/maintenances.ics": { access: PUBLIC, params: newFeed },
};
