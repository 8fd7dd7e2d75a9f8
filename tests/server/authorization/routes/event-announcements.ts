import { holding, type ModuleRoutes } from "../route-rules.ts";

// A valid announcement on one of Acme's ports: the provider's staff get 201.
const window = {
  title: "Authorization matrix window",
  type: "planned",
  window_start: "2031-01-10T22:00:00Z",
  window_end: "2031-01-11T01:00:00Z",
  impact: "None expected.",
  impact_level: "none",
  location: "LD8",
  description: "A window the authorization matrix announces.",
  services: ["SVC-10001"],
};
const outage = {
  title: "Authorization matrix outage",
  started_at: "2031-01-12T08:00:00Z",
  location: "LD8",
  notice: "Declared by the authorization matrix.",
  services: ["SVC-10001"],
};

/**
 * server/src/modules/events/event-announcements.routes.ts: the provider's staff announce
 * maintenances and outages (issue 45); customers, even administrators, never do.
 */
export const EVENT_ANNOUNCEMENTS_ROUTES: ModuleRoutes = {
  "POST /maintenances": { access: holding("can_impersonate_module"), body: window },
  "POST /outages": { access: holding("can_impersonate_module"), body: outage },
  // Acme's first maintenance (in progress) moved and its description changed (issue 43).
  "PUT /maintenances/:id": {
    access: holding("can_impersonate_module"),
    body: {
      window_start: "2031-01-10T22:00:00Z",
      window_end: "2031-01-11T01:00:00Z",
      description: "A window the authorization matrix moved.",
      services: ["SVC-10001"],
      notice: "Moved by the authorization matrix.",
    },
    params: async (samples) => ({ id: await samples.firstId("/v2/maintenances") }),
  },
  // Cancelled by the first caller who may; a later one meets it cancelled: 409, not 401/403.
  "POST /maintenances/:id/cancel": {
    access: holding("can_impersonate_module"),
    body: { reason: "Cancelled by the authorization matrix." },
    params: async (samples) => ({ id: await samples.firstId("/v2/maintenances") }),
  },
  // A notice on Acme's ongoing outage (the list's first), its expected end unchanged.
  "POST /outages/:id/updates": {
    access: holding("can_impersonate_module"),
    body: { notice: "Posted by the authorization matrix." },
    params: async (samples) => ({ id: await samples.firstId("/v2/outages") }),
  },
};
