import { css } from "#styled-system/css/index.js";
import { stack } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import type { AffectedService } from "../../../../core/api/events/event-vocabulary.ts";
import { ServiceLink } from "../../../components/service-link.tsx";

/** The services an event touches: names, with their ids in small print. */
export function AffectedServices({
  services,
  label = "Affected services",
}: {
  readonly services: ReadonlyArray<AffectedService>;
  readonly label?: string;
}) {
  if (services.length === 0) return <span className={text({ tone: "muted" })}>None listed</span>;
  return (
    <ul aria-label={label} className={stack({ gap: "0.5" })}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceLink id={service.id}>{service.name}</ServiceLink>{" "}
          <span className={css({ color: "text.muted", fontSize: "xs", whiteSpace: "nowrap" })}>
            {service.id}
          </span>
        </li>
      ))}
    </ul>
  );
}
