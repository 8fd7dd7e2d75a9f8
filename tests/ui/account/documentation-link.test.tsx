import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { RuntimeConfigProvider } from "../../../src/adapters/react/runtime-config-context.tsx";
import { decodeConfig } from "../../../src/core/config/decode-config.ts";
import {
  DocumentationLink,
  DocumentationLinkList,
} from "../../../src/ui/components/documentation-link.tsx";

/** A configuration with these documentation links (the others keep their defaults). */
function configWith(links: Record<string, string>) {
  const decoded = decodeConfig({ documentationLinks: links });
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.config;
}

describe("documentation links of spec section 9", () => {
  it("links to the configured address", () => {
    render(
      <RuntimeConfigProvider config={configWith({ user_management: "https://docs.test/users" })}>
        <DocumentationLink topic="user_management" />
      </RuntimeConfigProvider>,
    );
    expect(
      screen.getByRole("link", { name: /How user management works/ }).getAttribute("href"),
    ).toBe("https://docs.test/users");
  });

  it("shows nothing for a link that is not configured", () => {
    const { container } = render(
      <RuntimeConfigProvider
        config={configWith({ user_management: "", sla: "", service_desk_escalation: "" })}
      >
        <DocumentationLink topic="user_management" />
        <DocumentationLinkList topics={["sla", "service_desk_escalation"]} label="Help" />
      </RuntimeConfigProvider>,
    );
    expect(container.textContent).toBe("");
  });

  it("lists only the configured ones", () => {
    render(
      <MemoryRouter>
        <RuntimeConfigProvider
          config={configWith({ sla: "/docs/sla", service_desk_escalation: "" })}
        >
          <DocumentationLinkList topics={["sla", "service_desk_escalation"]} label="Help" />
        </RuntimeConfigProvider>
      </MemoryRouter>,
    );
    const list = screen.getByRole("list", { name: "Help" });
    expect(list.textContent).toBe("Service level agreement");
  });

  it("opens the portal's own help in place and a provider's documentation in a new tab", () => {
    render(
      <MemoryRouter>
        <RuntimeConfigProvider config={configWith({ sla: "https://docs.test/sla" })}>
          <DocumentationLinkList topics={["sla", "service_desk_escalation"]} label="Help" />
        </RuntimeConfigProvider>
      </MemoryRouter>,
    );
    const own = screen.getByRole("link", { name: "Service desk escalation" });
    expect(own.getAttribute("href")).toBe("/docs/service-desk-escalation");
    expect(own.getAttribute("target")).toBeNull();
    const theirs = screen.getByRole("link", { name: "Service level agreement" });
    expect(theirs.getAttribute("target")).toBe("_blank");
  });
});
