import { type ModuleRoutes, reads } from "../route-rules.ts";

/** The activity log (issue 44): administrators only, each reads their own company's chain. */
export const ACTIVITY_LOG_ROUTES: ModuleRoutes = {
  "GET /activity-log": { access: reads("admin") },
  "GET /activity-log/verify": { access: reads("admin") },
};
