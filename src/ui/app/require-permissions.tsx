import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { useSession } from "../../adapters/react/auth/use-session.ts";
import { ERROR_ROUTES } from "../../core/errors/index.ts";
import { routeAccess } from "../../core/permissions/index.ts";

/**
 * Sends a user who holds none of the permissions the current path needs to /no-permissions
 * (spec section 6). The rule itself lives in core (routeAccess); this only applies it. Used
 * inside RequireSession, so the user's permissions are known.
 */
export function RequirePermissions({ children }: { readonly children?: ReactNode }) {
  const { permissions } = useSession();
  const { pathname } = useLocation();
  if (routeAccess(pathname, permissions) === "no-permissions") {
    return <Navigate to={ERROR_ROUTES.NO_PERMISSIONS} replace />;
  }
  return children ?? <Outlet />;
}
