import { type ModuleRoutes, reads, type Samples, writes } from "../route-rules.ts";

const service = async (samples: Samples) => ({ id: await samples.firstId("/v2/services") });
const networkService = async (samples: Samples) => ({
  id: await samples.firstId("/v2/network-services"),
});
const device = async (samples: Samples) => ({ id: await samples.firstId("/v2/rf-devices") });
const radio = async (samples: Samples) => ({
  id: await samples.firstId("/v2/rf-device-interfaces"),
});

/** server/src/modules/monitoring: metrics and the radio-frequency devices. */
export const MONITORING_ROUTES: ModuleRoutes = {
  "GET /services/:id/metrics": { access: reads("service"), tenantScoped: true, params: service },
  "GET /network-services/:id/metrics": {
    access: reads("service"),
    tenantScoped: true,
    params: networkService,
  },
  "GET /rf-devices": { access: reads("service") },
  "GET /rf-devices/:id": { access: reads("service"), tenantScoped: true, params: device },
  "POST /rf-devices/:id/set_status": {
    access: writes("service"),
    tenantScoped: true,
    params: device,
    body: { status: "enabled" },
  },
  "GET /rf-device-interfaces": { access: reads("service") },
  "GET /rf-device-interfaces/:id/get_additional_info": {
    access: reads("service"),
    tenantScoped: true,
    params: radio,
  },
  "GET /rf-device-interfaces/:id/metrics": {
    access: reads("service"),
    tenantScoped: true,
    params: radio,
  },
  "POST /rf-device-interfaces/:id/set_description": {
    access: writes("service"),
    tenantScoped: true,
    params: radio,
    body: { description: "Checked by the authorization matrix" },
  },
  "GET /rf-device-thresholds": { access: reads("service") },
  "GET /rf-logs": { access: reads("service") },
};
