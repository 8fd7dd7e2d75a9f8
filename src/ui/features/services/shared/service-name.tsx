import { Link } from "react-router-dom";
import { textLink } from "#styled-system/recipes/index.js";
import { serviceDisplayName } from "../../../../core/api/services/service.ts";
import { tableCell } from "../../../components/records/table-cells.ts";
import { servicePath } from "../../../components/service-link.tsx";

/**
 * A service in a list: the name the customer reads first (their custom name when they gave
 * one) as a link to its page, and under it the provider's name, when renamed, and the id.
 */
export function ServiceNameCell({
  service,
}: {
  readonly service: {
    readonly id: string;
    readonly name: string;
    readonly custom_name: string | null;
  };
}) {
  const renamed = service.custom_name !== null && service.custom_name !== service.name;
  return (
    <>
      <Link to={servicePath(service.id)} className={textLink()}>
        {serviceDisplayName(service)}
      </Link>
      <span className={tableCell.muted}>
        {renamed ? `${service.name} · ${service.id}` : service.id}
      </span>
    </>
  );
}
