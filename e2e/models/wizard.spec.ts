import type { Page, Route } from "@playwright/test";
import type { AnyMachineSnapshot } from "xstate";
import type { WizardEvent, WizardSnapshot } from "../../src/machines/wizard/index.ts";
import {
  type InvitedAccount,
  inviteAccount,
  setPermissionsByApi,
  signInByApi,
} from "../harness/api.ts";
import { expect, test } from "../harness/fixtures.ts";
import { userMenuButton } from "../harness/portal.ts";
import { pathTitle, uiPaths } from "./ui-model.ts";
import { type UiDriver, walkPath } from "./walk-path.ts";
import { wizardModel } from "./wizard.model.ts";

/**
 * The wizard machine walked through /services/create (e2e/models/wizard.model.ts) by an Acme
 * user of this worker's own who may order (so no other test's draft opens in the wizard). The
 * order's POST is held until the path says how it ends: the real server places it, or it is
 * refused on the wire. Orders placed here are services named "E2E model port".
 */

let orderer: Promise<InvitedAccount> | undefined;

/** One account per worker: invited, then allowed to order. */
function ordererFor(page: Page): Promise<InvitedAccount> {
  orderer ??= (async () => {
    const account = await inviteAccount(page.request, "model-order");
    await setPermissionsByApi(page.request, account.email, [
      "view_service_module",
      "write_service_module",
    ]);
    return account;
  })();
  return orderer;
}

const ORDERS = "/v2/services/orders";

function driverFor(page: Page): UiDriver {
  const held: Route[] = [];
  /** While set, an order is refused on the wire: the client sends it again (its key makes it safe). */
  let refusing = false;
  void page.route(
    (url) => url.pathname === ORDERS,
    (route) => {
      if (route.request().method() !== "POST") return route.continue();
      if (refusing) return route.abort("connectionrefused");
      held.push(route);
    },
  );
  const failure = page.getByRole("alert").filter({ hasText: "The order was not placed" });
  const release = async (how: "server" | "refused") => {
    const routes = held.splice(0);
    expect(routes, "one order waiting").toHaveLength(1);
    const [route] = routes;
    if (route === undefined) return;
    if (how === "server") {
      const answered = page.waitForResponse((r) => r.request() === route.request());
      await route.continue();
      await answered;
    } else {
      refusing = true;
      await route.abort("connectionrefused");
      // The retries come after their pauses (spec section 7): the clock moves them on.
      await expect
        .poll(async () => {
          await page.clock.fastForward(4000);
          return failure.count();
        }, "the order refused after its retries")
        .toBe(1);
      refusing = false;
    }
  };
  const button = (name: string) => page.getByRole("button", { name, exact: true });

  const shows = async (_: Page, model: AnyMachineSnapshot) => {
    const wizard = model as WizardSnapshot;
    const { context } = wizard;
    await expect
      .poll(() => held.length, "orders under way")
      .toBe(wizard.matches("submitting") ? 1 : 0);
    const steps = page.getByRole("list", { name: "Steps" });
    if (wizard.matches("closed")) {
      await expect(page).toHaveURL(/\/services$/);
      await expect(steps).toHaveCount(0);
      return;
    }
    await expect(page).toHaveURL(/\/services\/create$/);
    if (wizard.matches("submitted")) {
      await expect(page.getByRole("heading", { name: "Order placed" })).toBeVisible();
      return;
    }
    const title = context.formConfig.steps[context.activeStep]?.title ?? "";
    await expect(page.getByRole("heading", { level: 2, name: `Port: ${title}` })).toBeVisible();
    const items = steps.getByRole("listitem");
    await expect(items).toHaveCount(context.totalSteps);
    for (const [index, step] of context.steps.entries()) {
      const item = items.nth(index);
      if (step.isStepDone) await expect(item).toContainText("✓");
      else await expect(item).not.toContainText("✓");
      if (index === context.activeStep) await expect(item).toHaveAttribute("aria-current", "step");
    }
    await expect(failure).toHaveCount(context.status === "failed" ? 1 : 0);
    if (wizard.matches("submitting")) {
      await expect(button("Placing order…")).toBeDisabled();
    }
  };

  return {
    start: async () => {
      const account = await ordererFor(page);
      const pair = await signInByApi(page.request, account.email, account.password);
      // No draft left by this worker's previous walk.
      await page.request.delete("/v2/services/order-draft", {
        headers: { Authorization: `Bearer ${pair.access}` },
      });
      await page.addInitScript((tokens) => {
        if (sessionStorage.getItem("model-started") !== null) return;
        sessionStorage.setItem("model-started", "1");
        localStorage.setItem("access_token", tokens.access);
        localStorage.setItem("refresh_token", tokens.refresh);
      }, pair);
      await page.clock.install();
      await page.goto("/services");
      await expect(userMenuButton(page)).toBeVisible();
    },
    actions: {
      OPEN: () => page.getByRole("link", { name: "Order a service" }).click(),
      UPDATE: async (_, event) => {
        const { values } = event as WizardEvent & { type: "UPDATE" };
        if ("location" in values) {
          const centre = page.getByLabel("Data centre", { exact: true });
          if (values.location === "") await centre.selectOption("");
          else await centre.selectOption({ index: 1 });
        } else if ("speed_mbps" in values) {
          await page.getByLabel("Speed").selectOption(values.speed_mbps ?? "");
          if (values.diversity_zone !== undefined)
            await page.getByLabel("Diversity zone").selectOption(values.diversity_zone);
        } else {
          if (values.term_months !== undefined)
            await page.getByLabel("Term", { exact: true }).selectOption(values.term_months);
          await page.getByLabel("Service name").fill(values.name ?? "");
        }
      },
      "ui.continue": () => button("Continue").click(),
      "ui.placeOrder": () => button("Place order").click(),
      "ui.discard": () => button("Discard draft").click(),
      BACK: () => button("Back").click(),
      RESET: () => button("Order another service").click(),
      "xstate.done.actor.submit": () => release("server"),
      "xstate.error.actor.submit": () => release("refused"),
    },
    stateKey: () => "wizard",
    states: { wizard: shows },
  };
}

const paths = await uiPaths(wizardModel);

for (const [index, path] of paths.entries()) {
  test(`wizard ${index + 1}: ${pathTitle(path)}`, async ({ page }) => {
    await walkPath(page, path, driverFor(page));
  });
}
