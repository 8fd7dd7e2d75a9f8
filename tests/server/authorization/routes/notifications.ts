import { type ModuleRoutes, SIGNED_IN } from "../route-rules.ts";

/** server/src/modules/notifications: each caller's own notifications and settings. */
export const NOTIFICATIONS_ROUTES: ModuleRoutes = {
  "GET /notifications": { access: SIGNED_IN },
  "PUT /notifications/read": { access: SIGNED_IN },
  "GET /notification-settings": { access: SIGNED_IN },
  "PUT /notification-settings": { access: SIGNED_IN },
};
