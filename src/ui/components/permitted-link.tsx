import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { textLink } from "#styled-system/recipes/index.js";
import { useSession } from "../../adapters/react/auth/use-session.ts";
import { routeAccess } from "../../core/permissions/index.ts";

/**
 * A record of another module named on a page (a service on a ticket, an invoice on a ticket,
 * a ticket on an invoice): a link for someone who may open its page, its text alone for
 * someone who may not, so no link ever leads to "no permissions".
 */
export function PermittedLink({
  to,
  children,
}: {
  /** The page, a path the route table knows. */
  readonly to: string;
  readonly children: ReactNode;
}) {
  const { permissions } = useSession();
  if (routeAccess(to, permissions) !== "allowed") return <>{children}</>;
  return (
    <Link to={to} className={textLink()}>
      {children}
    </Link>
  );
}
