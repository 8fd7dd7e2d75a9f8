import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { textLink } from "../../../styled-system/recipes/index.js";
import { useSession } from "../../adapters/react/index.ts";
import { routeAccess } from "../../core/permissions/index.ts";

/** The address of a service's page. */
export function servicePath(id: string): string {
  return `/services/${encodeURIComponent(id)}`;
}

/**
 * A service named on another module's page (a ticket, a maintenance, an outage): a link to the
 * service's page for someone who may open it, its name alone for someone who may not (a
 * support-only user), so no link ever leads to "no permissions".
 */
export function ServiceLink({
  id,
  children,
}: {
  readonly id: string;
  /** What the link says; the service's name. */
  readonly children: ReactNode;
}) {
  const { permissions } = useSession();
  const path = servicePath(id);
  if (routeAccess(path, permissions) !== "allowed") return <>{children}</>;
  return (
    <Link to={path} className={textLink()}>
      {children}
    </Link>
  );
}
