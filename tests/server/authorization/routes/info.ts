import { type ModuleRoutes, PUBLIC } from "../route-rules.ts";

/** server/src/modules/info: the status the portal polls, before and after signing in. */
export const INFO_ROUTES: ModuleRoutes = {
  "GET /info": { access: PUBLIC },
};
