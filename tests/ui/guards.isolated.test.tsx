import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RequirePermissions } from "../../src/ui/app/require-permissions.tsx";
import { RequireSession } from "../../src/ui/app/require-session.tsx";
import { fake } from "./harness/fake-adapters.tsx";
import { renderRoutes } from "./render-app.tsx";

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

// The enrolment's own screen is tested with its calls elsewhere (e2e/two-factor.spec.ts); here
// only whether the guard shows it.
vi.mock("../../src/ui/features/account/security/two-factor-enrolment-page.tsx", () => ({
  TwoFactorEnrolmentPage: () => <h1>Two-factor enrolment</h1>,
}));

beforeEach(() => fake.resetAll());

const guardedArea = [
  {
    element: <RequireSession />,
    children: [
      {
        element: <RequirePermissions />,
        children: [
          { path: "/dashboard", element: <h1>Dashboard</h1> },
          { path: "/billing/invoices", element: <h1>Invoices</h1> },
        ],
      },
    ],
  },
  { path: "/sign-in", element: <h1>Sign in page</h1> },
  { path: "/no-permissions", element: <h1>No permissions page</h1> },
];

function signedInWith(permissions: string[]) {
  fake.session.set({ phase: "signedIn", isSignedIn: true, permissions });
}

describe("RequireSession", () => {
  it("sends a signed-out visitor to sign-in with the way back", () => {
    const { router } = renderRoutes(guardedArea, "/billing/invoices?page=2#top");
    expect(router.state.location.pathname).toBe("/sign-in");
    expect(new URLSearchParams(router.state.location.search).get("returnPath")).toBe(
      "/billing/invoices?page=2#top",
    );
    expect(screen.getByRole("heading", { name: "Sign in page" })).toBeTruthy();
  });

  it("leaves the navigation after a sign-out to the session, which knows where to go", () => {
    fake.session.set({ phase: "signingOut" });
    const { router } = renderRoutes(guardedArea, "/dashboard");
    expect(screen.getByRole("status").textContent).toContain("Signing out…");
    act(() => fake.session.set({ phase: "signedOut" }));
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(screen.getByRole("status").textContent).toContain("Signing out…");
  });

  it("adds no return path for the home page", () => {
    const { router } = renderRoutes(
      [{ path: "/", element: <RequireSession>home</RequireSession> }, ...guardedArea],
      "/",
    );
    expect(router.state.location.pathname).toBe("/sign-in");
    expect(router.state.location.search).toBe("");
  });

  it("holds a user whose company requires two-factor at the enrolment, whatever the page", async () => {
    fake.session.set({
      phase: "enrolling",
      isSignedIn: true,
      permissions: ["view_billing_module"],
    });
    const { router } = renderRoutes(guardedArea, "/billing/invoices");
    expect(await screen.findByRole("heading", { name: "Two-factor enrolment" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Invoices" })).toBeNull();
    expect(router.state.location.pathname).toBe("/billing/invoices");
    // Enrolled: the page asked for, where the user is.
    act(() => fake.session.set({ phase: "signedIn" }));
    expect(await screen.findByRole("heading", { name: "Invoices" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Two-factor enrolment" })).toBeNull();
  });

  it("shows a loading state while the session gets ready", () => {
    fake.session.set({ phase: "booting" });
    const { router } = renderRoutes(guardedArea, "/dashboard");
    expect(screen.getByRole("status").textContent).toContain("Checking your session…");
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("holds the page until the banner alert above it has answered, so nothing jumps", () => {
    signedInWith([]);
    fake.bannerAlert.set({ isPending: true, data: undefined });
    renderRoutes(guardedArea, "/dashboard");
    expect(screen.getByRole("status").textContent).toContain("Loading…");
    expect(screen.queryByRole("heading")).toBeNull();
    act(() => fake.bannerAlert.set({ isPending: false, isError: true, error: "Bad Gateway" }));
    // An alert that cannot be read does not keep the user out.
    expect(screen.getByRole("heading")).toBeTruthy();
  });

  it("shows the page to a signed-in user", () => {
    signedInWith([]);
    renderRoutes(guardedArea, "/dashboard");
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });

  it("renders its children when given some", () => {
    signedInWith([]);
    renderRoutes([{ path: "/x", element: <RequireSession>inside the gate</RequireSession> }], "/x");
    expect(screen.getByText("inside the gate")).toBeTruthy();
  });
});

describe("RequirePermissions", () => {
  it("sends a user without any billing permission to /no-permissions", () => {
    signedInWith(["view_support_module"]);
    const { router } = renderRoutes(guardedArea, "/billing/invoices");
    expect(router.state.location.pathname).toBe("/no-permissions");
    expect(screen.getByRole("heading", { name: "No permissions page" })).toBeTruthy();
  });

  it.each([["view_billing_module"], ["write_billing_module"]])(
    "lets a holder of %s in",
    (permission) => {
      signedInWith([permission]);
      renderRoutes(guardedArea, "/billing/invoices");
      expect(screen.getByRole("heading", { name: "Invoices" })).toBeTruthy();
    },
  );

  it("needs no permission for the dashboard", () => {
    signedInWith([]);
    renderRoutes(guardedArea, "/dashboard");
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });
});
