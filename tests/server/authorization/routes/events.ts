import { type ModuleRoutes, reads, type Samples } from "../route-rules.ts";

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
};
