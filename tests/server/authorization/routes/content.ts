import { type ModuleRoutes, SIGNED_IN } from "../route-rules.ts";

/** server/src/modules/content: provider-wide content every signed-in user reads. */
export const CONTENT_ROUTES: ModuleRoutes = {
  "GET /banner-alert": { access: SIGNED_IN },
  "GET /changelog": { access: SIGNED_IN },
  "GET /statistics": { access: SIGNED_IN },
  "GET /variables/:name": { access: SIGNED_IN, params: async () => ({ name: "noc_phone" }) },
  "POST /request-feature": { access: SIGNED_IN },
};
