import type { Page, Route } from "@playwright/test";
import type { AnyMachineSnapshot } from "xstate";
import { CHANGE_MESSAGES } from "../../src/core/api/services/change-rules.ts";
import type { WizardEvent, WizardSnapshot } from "../../src/machines/wizard/index.ts";
import {
  type InvitedAccount,
  inviteAccount,
  setPermissionsByApi,
  signInByApi,
  type TokenPair,
} from "../harness/api.ts";
import { expect, test } from "../harness/fixtures.ts";
import { userMenuButton } from "../harness/portal.ts";
import { serviceChangeModel } from "./service-change.model.ts";
import { pathTitle, type UiPath, uiPaths } from "./ui-model.ts";
import { type UiDriver, walkPath } from "./walk-path.ts";

/**
 * The wizard machine walked through a service page's change dialog
 * (e2e/models/service-change.model.ts) by an Acme user of this worker's own who may change
 * services and lock them. The change's POST is held until the path says how it ends: the real
 * server places it, or refuses it because the service was locked behind the browser's back.
 *
 * A placed change holds its service (no quote, no other change) until it is done about 15 s
 * later, and a lock refuses everything: so the path that places a change, the path that is
 * refused and the others each walk a live 10G port of their own, ports no other spec changes
 * (server/src/db/seed/services-acme.ts), and the paths can run side by side.
 */
const PORTS = { walked: "SVC-10006", placed: "SVC-10007", locked: "SVC-10008" } as const;

function portFor(path: UiPath): string {
  if (path.taken.includes("wizard.submitting|xstate.done.actor.submit|0")) return PORTS.placed;
  if (path.taken.includes("wizard.submitting|xstate.error.actor.submit|0")) return PORTS.locked;
  return PORTS.walked;
}

let changer: Promise<InvitedAccount> | undefined;

/** One account per worker: invited, then allowed to change services and to lock them. */
function changerFor(page: Page): Promise<InvitedAccount> {
  changer ??= (async () => {
    const account = await inviteAccount(page.request, "model-change");
    await setPermissionsByApi(page.request, account.email, [
      "view_service_module",
      "write_service_module",
      "view_admin_module",
      "write_admin_module",
    ]);
    return account;
  })();
  return changer;
}

function driverFor(page: Page, serviceId: string): UiDriver {
  const changes = `/v2/services/${serviceId}/changes`;
  const held: Route[] = [];
  let tokens: TokenPair | undefined;
  void page.route(
    (url) => url.pathname === changes,
    (route) => (route.request().method() === "POST" ? held.push(route) : route.continue()),
  );
  /** PUT .../lock behind the browser's back, as another administrator would. */
  const lock = async (locked: boolean) => {
    const response = await page.request.put(`/v2/services/${serviceId}/lock`, {
      headers: { Authorization: `Bearer ${tokens?.access ?? ""}` },
      data: { locked },
    });
    expect(response.status(), `locked: ${locked}`).toBe(200);
  };
  const release = async (how: "server" | "locked") => {
    const routes = held.splice(0);
    expect(routes, "one change waiting").toHaveLength(1);
    const [route] = routes;
    if (route === undefined) return;
    if (how === "locked") await lock(true);
    const answered = page.waitForResponse((r) => r.request() === route.request());
    await route.continue();
    expect((await answered).status(), "the server's answer").toBe(how === "server" ? 201 : 409);
    if (how === "locked") await lock(false);
  };
  const dialog = page.getByRole("dialog");
  const button = (name: string) => dialog.getByRole("button", { name, exact: true });
  const opener = page.getByRole("button", { name: "Change speed or term" });

  const shows = async (_: Page, model: AnyMachineSnapshot) => {
    const wizard = model as WizardSnapshot;
    const { context } = wizard;
    await expect
      .poll(() => held.length, "changes under way")
      .toBe(wizard.matches("submitting") ? 1 : 0);
    if (wizard.matches("closed")) {
      await expect(dialog).toHaveCount(0);
      await expect(opener).toHaveAttribute("aria-expanded", "false");
      return;
    }
    if (wizard.matches("submitted")) {
      await expect(dialog.getByText(/Change CHG-\d{5} received/u)).toBeVisible();
      await expect(dialog).toContainText("Your change is under way.");
      return;
    }
    const title = context.formConfig.steps[context.activeStep]?.title ?? "";
    await expect(dialog).toContainText(`Step ${context.activeStep + 1} of 2: ${title}`);
    if (context.activeStep === 0) {
      await expect(dialog.getByLabel("Term", { exact: true })).toHaveValue(
        context.form.term_months ?? "",
      );
      await expect(dialog.getByText(CHANGE_MESSAGES.nothingChanges)).toHaveCount(
        context.error?.fields.mbps === undefined ? 0 : 1,
      );
      await expect(button("See the price")).toBeEnabled();
      return;
    }
    await expect(dialog).toContainText("New monthly charge");
    const refusal = dialog.getByRole("alert").filter({ hasText: "This change cannot be made" });
    if (context.status === "failed" && context.error !== null) {
      await expect(refusal).toContainText(context.error.message);
    } else {
      await expect(refusal).toHaveCount(0);
    }
    if (wizard.matches("submitting")) await expect(button("Sending…")).toBeDisabled();
    else await expect(button("Confirm change")).toBeEnabled();
  };

  return {
    start: async () => {
      const account = await changerFor(page);
      tokens = await signInByApi(page.request, account.email, account.password);
      // A lock left by a walk that stopped half-way would refuse every step.
      await lock(false);
      await page.addInitScript((pair) => {
        if (sessionStorage.getItem("model-started") !== null) return;
        sessionStorage.setItem("model-started", "1");
        localStorage.setItem("access_token", pair.access);
        localStorage.setItem("refresh_token", pair.refresh);
      }, tokens);
      await page.goto(`/services/${serviceId}`);
      await expect(userMenuButton(page)).toBeVisible();
      await expect(opener).toBeVisible();
    },
    actions: {
      OPEN: () => opener.click(),
      UPDATE: async (_, event) => {
        const { values } = event as WizardEvent & { type: "UPDATE" };
        await dialog.getByLabel("Term", { exact: true }).selectOption(values.term_months ?? "");
      },
      "ui.seeThePrice": () => button("See the price").click(),
      "ui.confirm": () => button("Confirm change").click(),
      "ui.closePlaced": () => button("Close").click(),
      BACK: () => button("Back to speed and term").click(),
      CLOSE: () => button("Keep the service as it is").click(),
      "xstate.done.actor.submit": () => release("server"),
      "xstate.error.actor.submit": () => release("locked"),
    },
    stateKey: () => "dialog",
    states: { dialog: shows },
  };
}

const paths = await uiPaths(serviceChangeModel);

for (const [index, path] of paths.entries()) {
  test(`service change ${index + 1}: ${pathTitle(path)}`, async ({ page }) => {
    await walkPath(page, path, driverFor(page, portFor(path)));
  });
}
