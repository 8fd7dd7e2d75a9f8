import { createBrowserRouter } from "react-router-dom";
import { routes } from "./routes.tsx";

export type PortalRouter = ReturnType<typeof createBrowserRouter>;

/** The portal's router over the browser's address bar (main.tsx creates it once). */
export function createPortalRouter(): PortalRouter {
  return createBrowserRouter(routes);
}
