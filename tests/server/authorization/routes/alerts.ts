import { type ModuleRoutes, reads, type Samples, writes } from "../route-rules.ts";

/** A valid rule's body: every port of the company, busy for 15 minutes. */
const ruleBody = () => ({
  name: "Matrix rule",
  scope: "kind",
  kind: "port",
  metric: "utilisation_pct",
  condition: "above",
  threshold: 90,
  for_minutes: 15,
  severity: "info",
  contacts: [],
  enabled: false,
});
const newRule = async (samples: Samples) => ({
  id: String((await samples.adminCall("POST", "/v2/alert-rules", ruleBody())).id),
});

/** server/src/modules/alerts: monitoring's rules and history, the services module's. */
export const ALERTS_ROUTES: ModuleRoutes = {
  "GET /alert-rules": { access: reads("service") },
  "POST /alert-rules": { access: writes("service"), body: ruleBody() },
  "GET /alert-rules/:id": { access: reads("service"), tenantScoped: true, params: newRule },
  "PUT /alert-rules/:id": {
    access: writes("service"),
    tenantScoped: true,
    params: newRule,
    body: ruleBody(),
  },
  "DELETE /alert-rules/:id": {
    access: writes("service"),
    tenantScoped: true,
    params: newRule,
    consumesRecord: true,
  },
  "GET /alerts": { access: reads("service") },
};
