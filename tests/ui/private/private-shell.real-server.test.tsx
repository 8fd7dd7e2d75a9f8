import "./harness/dom-stubs.ts";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PortalProvider } from "../../../src/adapters/react/portal-context.tsx";
import { privateRoutes } from "../../../src/ui/app/private-routes.tsx";
import { unreadLabel } from "../../../src/ui/components/notifications/unread-label.ts";
import { borrowRealServer } from "../../adapters/harness/api-server.ts";
import { createHarness, stopPortals } from "../../adapters/harness/portal-harness.tsx";
import { memoryRouting, RouteTable } from "../harness/memory-routing.tsx";
import { preloadPrivateRoutes } from "./harness/render-private.tsx";

// The private shell on the real adapters against the real API server on a fresh demo
// database: what the server really says about the user, their figures and notifications.
const server = borrowRealServer();

beforeAll(preloadPrivateRoutes, 60_000);
beforeEach(() => localStorage.clear());
afterEach(() => stopPortals());

function Elsewhere() {
  return <h1>Elsewhere: {useLocation().pathname}</h1>;
}

/** Signs `email` in over HTTP (as another tab would) and renders the private area at `path`. */
async function renderSignedIn(email: string, path: string) {
  const { access, refresh } = await server.sessionFor(email);
  localStorage.setItem("access_token", access);
  localStorage.setItem("refresh_token", refresh);
  const harness = createHarness({ apiBaseUrl: server.url, path });
  const { element, router } = memoryRouting(
    path,
    <RouteTable routes={[...privateRoutes, { path: "*", element: <Elsewhere /> }]} />,
  );
  // The session's own navigations (home after an impersonation starts or ends) go to this router.
  harness.navigate.mockImplementation((to) => void router.navigate(to));
  render(<PortalProvider portal={harness.portal}>{element}</PortalProvider>);
  return { harness, router, access, user: userEvent.setup() };
}

async function unreadOnServer(access: string): Promise<number> {
  const response = await fetch(`${server.url}/v2/statistics`, {
    headers: { authorization: `Bearer ${access}` },
  });
  const statistics = (await response.json()) as { notifications: { unread: number } };
  return statistics.notifications.unread;
}

describe("the private shell against the server", () => {
  it("shows the admin's dashboard with the server's figures and account manager", async () => {
    const { access, harness } = await renderSignedIn("admin@acme.test", "/dashboard");
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: /^Good (morning|afternoon|evening), Alice$/ },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    const unread = await unreadOnServer(access);
    expect(unread).toBeGreaterThan(0);
    await waitFor(() =>
      expect(
        screen.getByText("Unread notifications", { selector: "dt" }).nextElementSibling
          ?.textContent,
      ).toBe(String(unread)),
    );
    expect(screen.getByText("Active users", { selector: "dt" })).toBeTruthy();
    const manager = screen.getByRole("heading", { name: "Your account manager" })
      .parentElement as HTMLElement;
    await waitFor(() => expect(within(manager).queryByRole("status")).toBeNull());
    expect(
      within(manager)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([expect.stringMatching(/^tel:\+/), expect.stringMatching(/^mailto:/)]);
    // Each of the page's and the frame's calls went out once: the cards show the page's own
    // reads and the banner bar the session gate's, so none mounts a second reader that asks
    // again (and re-renders outside the page's transition).
    const asked = (path: string) => harness.calls.filter((call) => call === `GET ${path}`).length;
    expect([
      asked("/v2/statistics"),
      asked("/v2/account-manager"),
      asked("/v2/banner-alert"),
    ]).toEqual([1, 1, 1]);
  });

  it("opens a notification from the bell: marked read on the server, followed in the portal", async () => {
    const { access, router, user } = await renderSignedIn("viewer@acme.test", "/dashboard");
    const before = await unreadOnServer(access);
    const bell = await screen.findByRole(
      "button",
      { name: `Notifications, ${unreadLabel(before)}` },
      { timeout: 10_000 },
    );
    await user.click(bell);
    const menu = await screen.findByRole("dialog", { name: "Notifications" });
    const latest = await within(menu).findByRole("link", { name: /Port LON1-LD8 LAG 2x10G/ });
    expect(latest.textContent).toContain("Unread");
    expect(latest.querySelector("[data-icon]")?.getAttribute("data-icon")).toBe("port");
    await user.click(latest);
    await waitFor(() => expect(router.state.location.pathname).toBe("/services/SVC-10039"));
    await waitFor(async () => expect(await unreadOnServer(access)).toBe(before - 1));
  });

  it("lets staff impersonate a customer, shows it, and exits", async () => {
    const { router, user } = await renderSignedIn(
      "staff@conduit.test",
      "/impersonation/user-impersonation",
    );
    const search = await screen.findByLabelText("Search users", undefined, { timeout: 10_000 });
    await user.type(search, "viewer@acme");
    await user.click(await screen.findByRole("button", { name: "Impersonate Victor Vale" }));

    const banner = await screen.findByRole(
      "region",
      { name: "Impersonation" },
      { timeout: 10_000 },
    );
    expect(banner.textContent).toMatch(/You are acting as Victor Vale of /);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    const trigger = screen.getByRole("button", { name: /Account menu of Victor Vale/ });
    expect(trigger.querySelector("[data-tone]")?.getAttribute("data-tone")).toBe("impersonating");

    await user.click(within(banner).getByRole("button", { name: "Exit impersonation" }));
    await waitFor(
      () => expect(screen.queryByRole("region", { name: "Impersonation" })).toBeNull(),
      { timeout: 10_000 },
    );
    expect(
      await screen.findByRole("button", { name: /Account menu of Sofia Santos/ }),
    ).toBeTruthy();
  });
});
