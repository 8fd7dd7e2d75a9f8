import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";

export function registerNotificationsRoutes(_router: Router, _ctx: ServerContext): void {}
