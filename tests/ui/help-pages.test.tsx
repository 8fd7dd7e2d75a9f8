import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { RuntimeConfigProvider } from "../../src/adapters/react/runtime-config-context.tsx";
import { decodeConfig } from "../../src/core/config/decode-config.ts";
import { HelpPage } from "../../src/ui/features/help/help-page.tsx";
import { LegalPage } from "../../src/ui/features/help/legal-page.tsx";

/**
 * The legal and help pages the configuration links to by default (issue 40: the footer's,
 * the cookie banner's and the help links ended on "Page not found"): each says something of
 * its own, in the deployment's words (product name, NOC line).
 */
function renderAt(path: string) {
  const decoded = decodeConfig({ productName: "Northwind", nocPhone: "+31 20 555 0100" });
  if (!decoded.ok) throw new Error(decoded.message);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RuntimeConfigProvider config={decoded.config}>
        <Routes>
          <Route path="/legal/:topic" element={<LegalPage />} />
          <Route path="/docs/:topic" element={<HelpPage />} />
        </Routes>
      </RuntimeConfigProvider>
    </MemoryRouter>,
  );
}

describe("the portal's own legal and help pages", () => {
  it.each([
    ["/legal/terms", "Terms of use"],
    ["/legal/privacy", "Privacy policy"],
    ["/legal/cookies", "Cookie policy"],
  ])("%s is the %s of the configured product", (path, title) => {
    renderAt(path);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole("article").textContent).toContain("Northwind");
  });

  it.each([
    ["/docs/sla", "Service level agreement", "What the SLA covers"],
    ["/docs/service-desk-escalation", "Service desk escalation", "Levels"],
    ["/docs/port-creation", "Creating a port", "Steps"],
    ["/docs/cloud-connect", "Cloud connect", "Ordering"],
    ["/docs/smart-ethernet", "Smart ethernet", "How it works"],
    ["/docs/user-management", "How user management works", "Permissions"],
  ])("%s explains %s", (path, title, section) => {
    renderAt(path);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole("heading", { level: 2, name: section })).toBeTruthy();
  });

  it("gives the configured NOC line where a customer must call", () => {
    renderAt("/docs/service-desk-escalation");
    expect(screen.getByRole("article").textContent).toContain("+31 20 555 0100");
  });

  it("answers an unknown topic with Page not found", () => {
    renderAt("/docs/no-such-topic");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
  });
});
