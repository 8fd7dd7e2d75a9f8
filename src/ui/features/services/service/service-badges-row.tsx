import type { ServiceDetail } from "../../../../core/api/services/service.ts";
import { LinkStateBadge, ServiceStatusBadge } from "../shared/service-badges.tsx";
import { ServiceTypeLabel } from "../shared/service-type-icon.tsx";

/** Under a service's title: its status, its link states and its type, with its id. */
export function ServiceBadges({ service }: { readonly service: ServiceDetail }) {
  return (
    <>
      <ServiceStatusBadge status={service.status} />
      <LinkStateBadge label="Admin" state={service.admin_state} />
      <LinkStateBadge label="Oper" state={service.oper_state} />
      <ServiceTypeLabel type={service.type} />
      <span>{service.id}</span>
    </>
  );
}
