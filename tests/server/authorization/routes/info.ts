import { type ModuleRoutes, PUBLIC } from "../route-rules.ts";

/**
 * server/src/modules/info: the status the portal polls, before and after signing in, and the
 * readiness probe a load balancer asks (it says only whether each dependency answers).
 */
export const INFO_ROUTES: ModuleRoutes = {
  "GET /info": { access: PUBLIC },
  "GET /ready": { access: PUBLIC },
};
