import { render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "./harness/dom-stubs.ts";
import { RuntimeConfigProvider } from "../../../src/adapters/react/runtime-config-context.tsx";
import { defaultConfig } from "../../../src/core/config/index.ts";
import { UnknownPathRoute } from "../../../src/ui/app/unknown-path-route.tsx";
import { memoryRouting, RouteTable } from "../harness/memory-routing.tsx";
import { fake, PERMISSION_SETS, resetFake, signedInAs } from "./harness/fake-adapters.ts";

// The hooks the fakes replace, in each adapter module that defines them (FAKED_MODULES).
vi.mock("../../../src/adapters/react/auth/use-session.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/notifications/notifications.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/account/statistics.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/account/account-manager.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock(
  "../../../src/adapters/resources/users/impersonation-candidates.ts",
  async (importOriginal) =>
    (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/services/service-monitoring.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/services/service.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/billing/billing-summary.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/billing/billing-estimate.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/content/banner-alert.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/content/changelog.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/content/feature-request.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);
vi.mock("../../../src/adapters/resources/events/current-incidents.ts", async (importOriginal) =>
  (await import("./harness/fake-adapters.ts")).fakeModule(await importOriginal()),
);

beforeEach(() => resetFake());

function renderUnknown(path: string) {
  const { element } = memoryRouting(
    path,
    <RouteTable routes={[{ path: "*", element: <UnknownPathRoute /> }]} />,
  );
  return render(<RuntimeConfigProvider config={defaultConfig()}>{element}</RuntimeConfigProvider>);
}

describe("a path no route claims", () => {
  it("is not found inside the private frame, top bar and all, for a signed-in user", async () => {
    signedInAs(PERMISSION_SETS.admin);
    renderUnknown("/services/ports/new-module");
    const heading = await screen.findByRole("heading", { level: 1, name: "Page not found" });
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(within(banner).getByRole("button", { name: /Account menu of/ })).toBeTruthy();
    expect(screen.getByRole("main").contains(heading)).toBe(true);
    await waitFor(() => expect(document.title).toBe("Conduit Portal | Page not found"));
  });

  it("is not found in the public frame, without the private top bar, for a visitor", async () => {
    fake.session = { ...fake.session, phase: "signedOut", user: null };
    renderUnknown("/services/ports/new-module");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Account menu of/ })).toBeNull();
  });
});
