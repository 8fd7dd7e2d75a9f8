import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { grid } from "#styled-system/patterns/index.js";
import { text, textLink } from "#styled-system/recipes/index.js";
import { useRuntimeConfig } from "../../adapters/react/runtime-config-context.tsx";
import type { DocumentationLinks } from "../../core/config/runtime-config.ts";

const LABELS: Readonly<Record<keyof DocumentationLinks, string>> = {
  user_management: "How user management works",
  service_desk_escalation: "Service desk escalation",
  sla: "Service level agreement",
  port_creation: "Creating a port",
  cloud_connect: "Cloud connect",
  smart_ethernet: "Smart ethernet",
};

/**
 * A link to documentation: the portal's own help page (/docs/..., the default) opens in place,
 * like any page of the portal; a provider's external documentation opens in a new tab.
 */
function HelpAnchor({ href, children }: { readonly href: string; readonly children: ReactNode }) {
  if (href.startsWith("/")) {
    return (
      <Link className={textLink()} to={href}>
        {children}
      </Link>
    );
  }
  return (
    <a className={textLink()} href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

/**
 * A documentation link of spec section 9, from the runtime configuration. A deployment that
 * configures none for this topic (an empty value) gets no link at all.
 */
export function DocumentationLink({ topic }: { readonly topic: keyof DocumentationLinks }) {
  const href = useRuntimeConfig().documentationLinks[topic];
  if (href === "") return null;
  return (
    <p className={cx(text({ size: "sm" }), css({ mb: "4" }))}>
      <HelpAnchor href={href}>{LABELS[topic]} (documentation)</HelpAnchor>
    </p>
  );
}

/**
 * Several documentation links as a list (the support desk's SLA and escalation), or nothing
 * when the deployment configures none of them.
 */
export function DocumentationLinkList({
  topics,
  label,
}: {
  readonly topics: ReadonlyArray<keyof DocumentationLinks>;
  readonly label: string;
}) {
  const links = useRuntimeConfig().documentationLinks;
  const shown = topics.filter((topic) => links[topic] !== "");
  if (shown.length === 0) return null;
  return (
    <ul aria-label={label} className={grid({ gap: "1", fontSize: "sm" })}>
      {shown.map((topic) => (
        <li key={topic}>
          <HelpAnchor href={links[topic]}>{LABELS[topic]}</HelpAnchor>
        </li>
      ))}
    </ul>
  );
}
