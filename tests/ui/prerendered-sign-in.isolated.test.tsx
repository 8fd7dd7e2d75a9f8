import { act, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPortal, type Portal } from "../../src/adapters/portal.ts";
import { showsPrerenderedState } from "../../src/adapters/prerendered.ts";
import { decodeConfig, type RuntimeConfig } from "../../src/core/config/index.ts";
import { renderSignInPage } from "../../src/prerender.tsx";
import { createPortalNavigator } from "../../src/ui/app/portal-navigator.ts";
import { PortalTree } from "../../src/ui/app/portal-tree.tsx";
import { createToastOutlet } from "../../src/ui/components/toast-outlet.ts";

// The sign-in page as the API server renders it (src/prerender.tsx), hydrated by the tree
// main.tsx renders. Vitest runs React's development build, which reports every difference
// between the server's markup and the browser's first render (text, attributes, the label
// ids of useId) with console.error: none may appear.

const config = (() => {
  const decoded = decodeConfig({ productName: "Northwind" });
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.config;
})();

const never = new Promise<never>(() => {});
const signInButton = () => screen.getByRole("button", { name: /^Sign in$/ }) as HTMLButtonElement;
let portal: Portal | undefined;
let root: Root | undefined;

function browserPortal(runtime: RuntimeConfig): Portal {
  portal = createPortal({
    config: runtime,
    notify: () => {},
    navigate: () => {},
    storage: localStorage,
    location: window.location,
    locks: undefined,
    rotationLog: undefined,
    firstPaint: never,
    fetch: () => never,
    isDev: false,
  });
  return portal;
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/sign-in");
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  portal?.stop();
  portal = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const consentButton = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("the sign-in page rendered on the server", () => {
  it("is the sign-in form with the cookie banner, the configured product name and title", () => {
    const page = renderSignInPage(config);
    expect(page.path).toBe("/sign-in");
    expect(page.title).toBe("Northwind Portal | Sign in");
    document.body.innerHTML = `<div id="root">${page.markup}</div>`;
    expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(screen.getByText("Welcome to the Northwind customer portal.")).toBeTruthy();
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Cookies on this portal" })).toBeTruthy();
    // Before the scripts run, submitting would be the browser's GET with the password in it.
    expect(signInButton().disabled).toBe(true);
    expect((screen.getByLabelText("Email") as HTMLInputElement).readOnly).toBe(true);
    // A consent choice clicked then would be lost: the banner's buttons wait for the scripts.
    expect(consentButton("Accept").disabled).toBe(true);
    expect(consentButton("Decline").disabled).toBe(true);
  });

  async function hydrate(markup: string) {
    const container = document.createElement("div");
    container.innerHTML = markup;
    document.body.append(container);
    const heading = screen.getByRole("heading", { level: 1, name: "Sign in" });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const client = browserPortal(config);
    expect(showsPrerenderedState(client)).toBe(true);
    await act(async () => {
      root = hydrateRoot(
        container,
        <PortalTree
          portal={client}
          navigator={createPortalNavigator()}
          toasts={createToastOutlet()}
          router={BrowserRouter}
        />,
      );
    });
    return { heading, errors };
  }

  it("reports a difference between the markup and the browser's render (the check below can fail)", async () => {
    const { markup } = renderSignInPage(config);
    const { errors } = await hydrate(markup.replace('id="sign-in-heading"', 'id="other"'));
    expect(errors).toHaveBeenCalled();
  });

  it("is hydrated by the browser's tree without a single difference, keeping its elements", async () => {
    const { heading, errors } = await hydrate(renderSignInPage(config).markup);

    expect(errors).not.toHaveBeenCalled();
    // The same element: hydrated, not rendered anew.
    expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBe(heading);
    expect((screen.getByLabelText("Email") as HTMLInputElement).name).toBe("username");
    expect(document.title).toBe("Northwind Portal | Sign in");
    expect(signInButton().disabled).toBe(false);
    expect((screen.getByLabelText("Password") as HTMLInputElement).readOnly).toBe(false);
    expect(consentButton("Accept").disabled).toBe(false);
  });

  it("is not hydrated by a browser whose first render differs: a stored consent or session", () => {
    localStorage.setItem("gdpr_accept", "true");
    expect(showsPrerenderedState(browserPortal(config))).toBe(false);
    portal?.stop();

    localStorage.clear();
    expect(showsPrerenderedState(browserPortal(config))).toBe(true);
  });
});
