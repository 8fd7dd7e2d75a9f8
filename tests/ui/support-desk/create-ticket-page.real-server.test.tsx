import "../private/harness/dom-stubs.ts";
import { act, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHOOSE_SERVICE } from "../../../src/ui/features/support/create/ticket-form-checks.ts";
import { borrowRealServer } from "../../adapters/harness/api-server.ts";
import { stopPortals } from "../../adapters/harness/portal-harness.tsx";
import {
  accessOf,
  callApi,
  preloadSupportRoutes,
  renderSupportAt,
  SERVER_WAIT,
} from "./support-desk-harness.tsx";

// /support/tickets/create on the real adapters against the real API server: the request
// types, templates and classifications the server has, and the ticket it makes.
const server = borrowRealServer({ at: "/support" });

beforeAll(preloadSupportRoutes, 60_000);
beforeEach(() => localStorage.clear());
afterEach(() => stopPortals());

/** A control of the new-ticket form by its label. */
function field(name: string | RegExp): HTMLInputElement {
  return within(screen.getByRole("form", { name: "New ticket" })).getByLabelText(
    name,
  ) as HTMLInputElement;
}

/** The error message a control is described by (Ark UI's Field.ErrorText). */
function errorOf(control: HTMLElement): string {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids
    .filter((id) => id.endsWith("-error"))
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

async function chooseType(user: UserEvent, name: string) {
  const picker = await screen.findByRole("group", { name: "Request type" }, SERVER_WAIT);
  await user.click(within(picker).getByRole("radio", { name: new RegExp(`^${name}`) }));
  return screen.findByRole("form", { name: "New ticket" }, SERVER_WAIT);
}

describe("creating a ticket", () => {
  it("offers the request types, then the chosen type's form with its own fields", async () => {
    const { user } = await renderSupportAt(server, "admin@acme.test", "/support/tickets/create");
    expect(await screen.findByText("Loading request types…", {}, SERVER_WAIT)).toBeTruthy();
    const picker = await screen.findByRole("group", { name: "Request type" }, SERVER_WAIT);
    const radios = within(picker).getAllByRole("radio");
    expect(
      radios.map((radio) => radio.closest("label")?.querySelector("span span")?.textContent),
    ).toEqual(["Technical issue", "Service request", "Billing question", "Maintenance query"]);
    expect(picker.textContent).toContain("A service is down, degraded or behaving unexpectedly.");
    expect(screen.queryByRole("form", { name: "New ticket" })).toBeNull();

    const form = await chooseType(user, "Technical issue");
    // The template of "Technical issue": a required service and its own fields.
    for (const label of [
      "Classification",
      /^Service/,
      /^Summary/,
      /^Description/,
      "Priority",
      /^Business impact/,
      /^Started on/,
      /^What have you checked\?/,
      "On-site contact",
    ]) {
      expect(within(form).getByLabelText(label)).toBeTruthy();
    }
    expect((field(/^Started on/) as HTMLInputElement).type).toBe("date");
    expect(
      Array.from((field(/^Business impact/) as unknown as HTMLSelectElement).options).map(
        (option) => option.textContent,
      ),
    ).toEqual(["Choose one", "Service down", "Degraded", "Intermittent", "No impact yet"]);
    await waitFor(() =>
      expect(
        Array.from((field("Classification") as unknown as HTMLSelectElement).options).map(
          (option) => option.textContent,
        ),
      ).toContain("Packet loss"),
    );

    // Another type, another form.
    const billing = await chooseType(user, "Billing question");
    await waitFor(() => expect(within(billing).queryByLabelText(/^Business impact/)).toBeNull());
    expect(within(billing).getByLabelText("Invoice number")).toBeTruthy();
  });

  it("shows what is missing next to each field and keeps what the user typed", async () => {
    const { user } = await renderSupportAt(server, "admin@acme.test", "/support/tickets/create");
    const form = await chooseType(user, "Technical issue");
    await user.type(within(form).getByLabelText(/^Summary/), "BGP session keeps dropping");
    await user.type(within(form).getByLabelText("On-site contact"), "Sam at the LD8 cage");
    await user.click(within(form).getByRole("button", { name: "Create ticket" }));

    expect(errorOf(field(/^Description/))).toBe("Please fill in this field.");
    expect(errorOf(field(/^Service/))).toBe(CHOOSE_SERVICE);
    expect(errorOf(field(/^Business impact/))).toBe("Please fill in this field.");
    expect(errorOf(field(/^Started on/))).toBe("Please fill in this field.");
    expect(errorOf(field(/^Summary/))).toBe("");
    // What was typed is all still there, and the first field to fix has the focus.
    expect(field(/^Summary/).value).toBe("BGP session keeps dropping");
    expect(field("On-site contact").value).toBe("Sam at the LD8 cage");
    await waitFor(() => expect(document.activeElement).toBe(field(/^Service/)));
    expect(screen.getByRole("form", { name: "New ticket" })).toBe(form);
  });

  it("keeps the draft while the user goes elsewhere and back, until it is discarded", async () => {
    const { user, router } = await renderSupportAt(
      server,
      "admin@acme.test",
      "/support/tickets/create",
    );
    await chooseType(user, "Service request");
    await user.type(field(/^Summary/), "Cross-connect in LD8");
    await user.type(field(/^Description/), "From our cage to the AWS router.");
    await user.selectOptions(field(/^Change window/), "Out of hours");
    expect(
      screen.getByText("Your draft is kept until you create the ticket or sign out."),
    ).toBeTruthy();

    act(() => router.navigate("/support/tickets"));
    expect(await screen.findByRole("heading", { level: 1, name: "Tickets" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "New ticket" })).toBeNull();
    act(() => router.navigate("/support/tickets/create"));

    const form = await screen.findByRole("form", { name: "New ticket" }, SERVER_WAIT);
    expect(
      (
        within(screen.getByRole("group", { name: "Request type" })).getByRole("radio", {
          name: /^Service request/,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect((within(form).getByLabelText(/^Summary/) as HTMLInputElement).value).toBe(
      "Cross-connect in LD8",
    );
    expect((within(form).getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe(
      "From our cage to the AWS router.",
    );
    expect(
      (within(form).getByLabelText(/^Change window/) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe("Out of hours");

    await user.click(screen.getByRole("button", { name: "Discard draft" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "New ticket" })).toBeNull());
    expect(
      within(screen.getByRole("group", { name: "Request type" }))
        .getAllByRole("radio")
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });

  it("creates the ticket, opens it and starts the next one afresh", async () => {
    const { user, router } = await renderSupportAt(
      server,
      "admin@acme.test",
      "/support/tickets/create",
    );
    const form = await chooseType(user, "Technical issue");
    await user.selectOptions(within(form).getByLabelText(/^Service/), "LON1-LD8 Port 10G");
    await waitFor(() =>
      expect(
        Array.from((field("Classification") as unknown as HTMLSelectElement).options).map(
          (option) => option.textContent,
        ),
      ).toContain("BGP session issue"),
    );
    await user.selectOptions(field("Classification"), "BGP session issue");
    await user.type(field(/^Summary/), "BGP flaps on the LD8 port");
    await user.type(field(/^Description/), "The session drops every few minutes.");
    await user.selectOptions(field("Priority"), "High");
    await user.selectOptions(field(/^Business impact/), "Degraded");
    await user.type(field(/^Started on/), "2026-11-20");
    await user.click(within(form).getByRole("button", { name: "Create ticket" }));

    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/support\/tickets\/SUP-\d+$/),
      SERVER_WAIT,
    );
    const id = router.state.location.pathname.split("/").at(-1) ?? "";
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: `${id}: BGP flaps on the LD8 port` },
        SERVER_WAIT,
      ),
    ).toBeTruthy();
    const access = await accessOf(server, "admin@acme.test");
    const created = await callApi<{
      summary: string;
      priority: string;
      service: { id: string } | null;
      classification: { name: string } | null;
      fields: ReadonlyArray<{ name: string; value: string }>;
    }>(server, access, `/support/tickets/${id}`);
    expect(created.priority).toBe("high");
    expect(created.service?.id).toBe("SVC-10001");
    expect(created.classification?.name).toBe("BGP session issue");
    expect(created.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "impact", value: "Degraded" }),
        expect.objectContaining({ name: "started_on", value: "2026-11-20" }),
      ]),
    );

    // The draft went with the ticket.
    act(() => router.navigate("/support/tickets/create"));
    const picker = await screen.findByRole("group", { name: "Request type" }, SERVER_WAIT);
    expect(
      within(picker)
        .getAllByRole("radio")
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    expect(screen.queryByText(/Your draft is kept/)).toBeNull();
  });

  it("tells a view-only user that they cannot open tickets", async () => {
    await renderSupportAt(server, "viewer@acme.test", "/support/tickets/create");
    expect(
      await screen.findByText("You can read tickets but not open them", {}, SERVER_WAIT),
    ).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Request type" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the tickets" })).toBeTruthy();
  });
});
