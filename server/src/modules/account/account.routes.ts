import type { ServerContext } from "../../context.ts";
import type { Router } from "../../http/routes.ts";

export function registerAccountRoutes(_router: Router, _ctx: ServerContext): void {}
