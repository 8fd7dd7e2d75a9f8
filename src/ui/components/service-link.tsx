import type { ReactNode } from "react";
import { PermittedLink } from "./permitted-link.tsx";

/** The address of a service's page. */
export function servicePath(id: string): string {
  return `/services/${encodeURIComponent(id)}`;
}

/**
 * A service named on another module's page (a ticket, a maintenance, an outage): a link to the
 * service's page for someone who may open it, its name alone for someone who may not (a
 * support-only user).
 */
export function ServiceLink({
  id,
  children,
}: {
  readonly id: string;
  /** What the link says; the service's name. */
  readonly children: ReactNode;
}) {
  return <PermittedLink to={servicePath(id)}>{children}</PermittedLink>;
}
