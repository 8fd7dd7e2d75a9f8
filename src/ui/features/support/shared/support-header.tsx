import { Link } from "react-router-dom";
import { button } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { canCreateTicket } from "../../../../core/permissions/index.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { SupportNav } from "./support-nav.tsx";

/**
 * The head of the desk's overview and ticket list: the title, "New ticket" for those who may
 * open one, and the desk's sections.
 */
export function SupportHeader({
  title,
  subtitle,
}: {
  readonly title: string;
  readonly subtitle: string;
}) {
  const { permissions } = useSession();
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          canCreateTicket(permissions) ? (
            <Link to="/support/tickets/create" className={button({ variant: "primary" })}>
              New ticket
            </Link>
          ) : undefined
        }
      />
      <SupportNav />
    </>
  );
}
