import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  SERVER_BACK_ONLINE_MESSAGE,
  SERVER_UNREACHABLE_MESSAGE,
} from "../../src/core/errors/index.ts";
import { testNow } from "../harness/test-clock.ts";
import { fake } from "./harness/fake-adapters.tsx";
import { renderApp, renderAt } from "./render-app.tsx";

// The hooks the fakes replace, in each adapter module that defines them (FAKED_MODULES).
vi.mock("../../src/adapters/react/auth/use-session.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);
vi.mock("../../src/adapters/resources/auth/password-reset.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);
vi.mock("../../src/adapters/resources/auth/invite.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);
vi.mock("../../src/adapters/resources/auth/sign-up.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);
vi.mock("../../src/adapters/react/use-server-status.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);
vi.mock("../../src/adapters/react/use-consent.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);
vi.mock("../../src/adapters/resources/content/banner-alert.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.tsx")).fakeModule(await importOriginal()),
);

beforeEach(() => fake.resetAll());

describe("server-status banners", () => {
  it("shows nothing while the server answers", () => {
    renderApp("/sign-in");
    expect(screen.queryByText(SERVER_UNREACHABLE_MESSAGE)).toBeNull();
  });

  it("raises the persistent outage banner, then the back-online one", () => {
    renderApp("/sign-in");
    act(() =>
      fake.serverStatus.set({ banner: { variant: "error", message: SERVER_UNREACHABLE_MESSAGE } }),
    );
    expect(screen.getByRole("alert").textContent).toBe(SERVER_UNREACHABLE_MESSAGE);
    act(() =>
      fake.serverStatus.set({
        banner: { variant: "success", message: SERVER_BACK_ONLINE_MESSAGE },
      }),
    );
    expect(screen.queryByText(SERVER_UNREACHABLE_MESSAGE)).toBeNull();
    expect(screen.getByText(SERVER_BACK_ONLINE_MESSAGE).closest("[role=status]")).not.toBeNull();
    act(() => fake.serverStatus.set({ banner: null }));
    expect(screen.queryByText(SERVER_BACK_ONLINE_MESSAGE)).toBeNull();
  });
});

describe("status polling", () => {
  it.each(["/error", "/no-permissions", "/under-maintenance"])(
    "stops on %s and starts again when the user leaves",
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(fake.serverStatus.current.pause).toHaveBeenCalledOnce());
      expect(fake.serverStatus.current.resume).not.toHaveBeenCalled();
      await act(() => router.navigate("/sign-in"));
      expect(fake.serverStatus.current.resume).toHaveBeenCalledOnce();
    },
  );

  it("keeps polling on other pages", async () => {
    renderApp("/sign-in");
    await screen.findByRole("heading", { name: "Sign in" });
    expect(fake.serverStatus.current.pause).not.toHaveBeenCalled();
  });
});

describe("cookie banner", () => {
  it("is absent once a choice is stored", () => {
    renderApp("/sign-in");
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("offers Accept and Decline and links to the cookie policy", async () => {
    fake.consent.set({ isBannerVisible: true });
    renderApp("/sign-in", { config: { legalLinks: { cookies: "https://example.test/cookies" } } });
    const banner = screen.getByRole("region", { name: "Cookies on this portal" });
    expect(banner.querySelector("a[href='https://example.test/cookies']")?.textContent).toBe(
      "cookie policy",
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(fake.consent.current.accept).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(fake.consent.current.decline).toHaveBeenCalledOnce();
  });

  it("goes away when the consent says so", () => {
    fake.consent.set({ isBannerVisible: true });
    renderApp("/sign-in");
    act(() => fake.consent.set({ isBannerVisible: false }));
    expect(screen.queryByRole("region", { name: "Cookies on this portal" })).toBeNull();
  });
});

describe("public frame and system pages", () => {
  it("uses the configured product name in the title and the footer", async () => {
    renderAt("/sign-in", { productName: "Northwind" });
    await waitFor(() => expect(document.title).toBe("Northwind Portal | Sign in"));
    expect(screen.getByRole("contentinfo").textContent).toContain(
      `© ${testNow().getFullYear()} Northwind`,
    );
  });

  it("links the footer to the configured legal pages", () => {
    renderAt("/sign-in", { legalLinks: { terms: "https://example.test/terms" } });
    expect(screen.getByRole("link", { name: "Terms of use" }).getAttribute("href")).toBe(
      "https://example.test/terms",
    );
    expect(screen.getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe(
      "/legal/privacy",
    );
    expect(screen.getByRole("link", { name: "Cookie policy" }).getAttribute("href")).toBe(
      "/legal/cookies",
    );
  });

  it.each(["/not-found", "/does/not/exist", "/billingz", "/sign-in/extra"])(
    "shows not found at %s",
    async (path) => {
      renderAt(path);
      expect(screen.getByRole("heading", { name: "Page not found" })).toBeTruthy();
      expect(screen.getByRole("link", { name: "Go to the portal home" }).getAttribute("href")).toBe(
        "/",
      );
      await waitFor(() => expect(document.title).toBe("Conduit Portal | Page not found"));
    },
  );

  it.each([
    ["/error", "Something went wrong"],
    ["/no-permissions", "No access to this page"],
    ["/under-maintenance", "Down for maintenance"],
  ])("explains %s with a heading, a title and a way back", async (path, heading) => {
    renderAt(path);
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(screen.getAllByRole("link").some((link) => link.getAttribute("href") === "/")).toBe(
      true,
    );
    await waitFor(() => expect(document.title).toBe(`Conduit Portal | ${heading}`));
  });
});
