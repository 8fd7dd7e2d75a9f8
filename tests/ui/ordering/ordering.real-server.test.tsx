import "../private/harness/dom-stubs.ts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OrderablePort } from "../../../src/core/api/ordering/index.ts";
import { formatMoney } from "../../../src/core/format/money.ts";
import { borrowRealServer } from "../../adapters/harness/api-server.ts";
import { stopPortals } from "../../adapters/harness/portal-harness.tsx";
import {
  accessOf,
  callApi,
  preloadSupportRoutes,
  renderSupportAt,
  SERVER_WAIT,
} from "../support-desk/support-desk-harness.tsx";

// Issue 18 on the real adapters and API server: the wizard's screens at /services/create,
// and the order progress on a service's page.
// Each test walks several steps against the server: a minute each on a busy shared machine.
const WALK = 60_000;
const server = borrowRealServer({ at: "/support" });

beforeAll(preloadSupportRoutes, 60_000);
beforeEach(() => localStorage.clear());
afterEach(() => {
  stopPortals();
  cleanup();
});

/** Opens the wizard with no draft left from an earlier test. */
async function openWizard(email: string) {
  if (email !== "viewer@acme.test")
    await callApi(server, await accessOf(server, email), "/services/order-draft", {
      method: "DELETE",
    });
  await renderSupportAt(server, email, "/services/create");
  await screen.findByRole("heading", { name: /^Port: Location$/u }, SERVER_WAIT);
}

const stepHeading = (name: string) =>
  screen.findByRole("heading", { name: new RegExp(`^${name}$`, "u") }, SERVER_WAIT);
const select = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: "select" }), {
    target: { value },
  });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: "input" }), {
    target: { value },
  });
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const fieldValue = (label: string, selector = "select, input") =>
  (screen.getByLabelText(label, { exact: false, selector }) as HTMLInputElement).value;

/** The port flow's first two steps, leaving the wizard on "Term and name". */
async function portUpToTerms() {
  const centre = screen.getByLabelText("Data centre", { exact: false, selector: "select" });
  const first = centre.querySelector("optgroup option") as HTMLOptionElement;
  select("Data centre", first.value);
  press("Continue");
  await stepHeading("Port: Port");
  select("Speed", "10000");
  select("Diversity zone", "red");
  press("Continue");
  await stepHeading("Port: Term and name");
  return first.value;
}

describe("the order wizard", () => {
  it(
    "keeps what was typed when a step is refused and when moving back",
    async () => {
      await openWizard("admin@acme.test");
      press("Continue");
      // Refused: the step stays, with the field's message.
      expect(await screen.findByText("Please fill in this field.")).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Port: Location" })).toBeTruthy();
      const location = await portUpToTerms();
      type("Service name", "Typed before going back");
      press("Continue");
      await stepHeading("Port: Review");
      press("Back");
      await stepHeading("Port: Term and name");
      expect(fieldValue("Service name")).toBe("Typed before going back");
      press("Back");
      await stepHeading("Port: Port");
      expect(fieldValue("Speed")).toBe("10000");
      expect(fieldValue("Diversity zone")).toBe("red");
      press("Back");
      await stepHeading("Port: Location");
      expect(fieldValue("Data centre", "select")).toBe(location);
    },
    WALK,
  );

  it(
    "shows the running price once a speed is chosen",
    async () => {
      await openWizard("admin@acme.test");
      const price = screen.getByRole("complementary", { name: "Price" });
      expect(within(price).getByText("Choose a speed to see its price.")).toBeTruthy();
      await portUpToTerms();
      await waitFor(() => expect(price.textContent).toContain("Monthly"), SERVER_WAIT);
      expect(price.textContent).toContain("In GBP, excluding tax");
    },
    WALK,
  );

  it(
    "sends the wizard to the step of a field the server refuses, keeping the form",
    async () => {
      // Acme's AWS account: Globex ordering with it is refused by the server only.
      await openWizard("admin@globex.test");
      fireEvent.click(screen.getByLabelText("Cloud connect"));
      await stepHeading("Cloud connect: Cloud");
      select("Cloud", "aws");
      select("Region", "eu-central-1");
      press("Continue");
      await stepHeading("Cloud connect: A end");
      const ports = screen.getByLabelText("A-end port", { exact: false, selector: "select" });
      select("A-end port", (ports.querySelectorAll("option")[1] as HTMLOptionElement).value);
      select("Bandwidth", "100");
      press("Continue");
      await stepHeading("Cloud connect: Cloud key");
      type("AWS account ID", "123456789012");
      type("Your BGP ASN", "65010");
      press("Continue");
      await stepHeading("Cloud connect: Term and name");
      type("Service name", "Globex to AWS");
      press("Continue");
      await stepHeading("Cloud connect: Review");
      press("Place order");
      await stepHeading("Cloud connect: Cloud key");
      expect(
        await screen.findByText(
          "This AWS account is connected by another customer; check the account ID.",
          {},
          SERVER_WAIT,
        ),
      ).toBeTruthy();
      expect(fieldValue("AWS account ID")).toBe("123456789012");
      expect(fieldValue("Your BGP ASN")).toBe("65010");
    },
    WALK,
  );

  it(
    "shows the viewer the prices but no order button",
    async () => {
      await openWizard("viewer@acme.test");
      await portUpToTerms();
      const price = screen.getByRole("complementary", { name: "Price" });
      await waitFor(() => expect(price.textContent).toContain("Monthly"), SERVER_WAIT);
      type("Service name", "Viewer's look");
      press("Continue");
      await stepHeading("Port: Review");
      expect(screen.queryByRole("button", { name: "Place order" })).toBeNull();
      expect(screen.getByText(/Ordering needs permission to manage services/u)).toBeTruthy();
    },
    WALK,
  );
});

/** A company's CNIs on their ports, and another active port with room as an EVPL's A end. */
async function cniAndAEnd(email: string) {
  const access = await accessOf(server, email);
  const { results } = await callApi<{ results: ReadonlyArray<OrderablePort> }>(
    server,
    access,
    "/sdn/cni-id?limit=100",
  );
  const port = results.find(
    (entry) => entry.status === "active" && entry.cnis.some((cni) => !cni.in_use),
  );
  const cni = port?.cnis.find((entry) => !entry.in_use);
  const aEnd = results.find(
    (entry) => entry.id !== port?.id && entry.status === "active" && entry.free_mbps >= 100,
  );
  if (port === undefined || cni === undefined || aEnd === undefined)
    throw new Error(`${email} has no free CNI on an active port and another port to reach it`);
  return { access, port, cni, aEnd };
}

/** A free VLAN on `port` besides the one the wizard suggests, so only the CNI is contested. */
function otherFreeVlan(port: OrderablePort): number {
  for (let vlan = 3000; vlan < 4095; vlan++)
    if (vlan !== port.next_free_vlan && !port.used_vlans.includes(vlan)) return vlan;
  throw new Error(`no free VLAN on ${port.id}`);
}

/** Walks the EVPL flow from the A end `aEnd` to the CNI `cni` up to its review step. */
async function evplToCniUpToReview(aEnd: string, cni: string, name: string) {
  fireEvent.click(screen.getByLabelText("EVPL"));
  await stepHeading("EVPL: A end");
  select("A-end port", aEnd);
  press("Continue");
  await stepHeading("EVPL: B end");
  select("B end", "cni");
  select("CNI", cni);
  press("Continue");
  await stepHeading("EVPL: Bandwidth and term");
  select("Bandwidth", "100");
  select("Term", "12");
  type("Service name", name);
  press("Continue");
  await stepHeading("EVPL: Review");
}

/** The value of the fact `term` in the description list it is in. */
const factOf = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling;

describe("an EVPL to a CNI in the wizard", () => {
  it(
    "reviews the CNI as the B end with one end's set-up and places the order on its port",
    async () => {
      const { port, cni, aEnd } = await cniAndAEnd("admin@acme.test");
      await openWizard("admin@acme.test");
      await evplToCniUpToReview(aEnd.id, cni.id, "EVPL to the LON1 CNI");
      expect(factOf("B-end CNI")?.textContent).toBe(
        `${cni.name}, VLAN ${cni.vlan} on ${port.name} (${port.id}), ${port.location_name}`,
      );
      // A CNI's hand-off is built already: a cloud connect's set-up (one end), not an EVPL's.
      const price = screen.getByRole("complementary", { name: "Price" });
      const twelve = await within(price).findByRole("row", { current: true }, SERVER_WAIT);
      expect(within(twelve).getAllByRole("cell")[1]?.textContent).toBe(
        formatMoney("250.00", "GBP"),
      );
      press("Place order");
      const placed = (await screen.findByRole("heading", { name: "Order placed" }, SERVER_WAIT))
        .parentElement as HTMLElement;
      const link = within(placed).getByRole("link", { name: /^EVPL to the LON1 CNI \(/u });
      const service = /\((SVC-\d+)\)$/u.exec(link.textContent ?? "")?.[1];
      expect(service).toBeDefined();

      stopPortals();
      cleanup();
      await renderSupportAt(server, "admin@acme.test", `/services/${service}`);
      await screen.findByRole("heading", { name: "Order progress" }, SERVER_WAIT);
      expect(factOf("Lifecycle")?.textContent).toBe("Pending");
      // The CNI's port and VLAN are the service's B end (the page names a port by its
      // provider's name, the wizard by the company's: the id is what both show).
      expect(factOf("B end port")?.textContent).toContain(`(${port.id})`);
      expect(factOf("B end VLAN")?.textContent).toBe(String(cni.vlan));
      expect(factOf("A end port")?.textContent).toContain(`(${aEnd.id})`);
    },
    WALK,
  );

  it(
    "goes back to the B end, keeping the form, when the server finds the CNI taken meanwhile",
    async () => {
      // Globex's CNI: free when the wizard lists it, taken by another order before this one.
      const { access, cni, aEnd } = await cniAndAEnd("admin@globex.test");
      await openWizard("admin@globex.test");
      await evplToCniUpToReview(aEnd.id, cni.id, "Too late for the CNI");
      await callApi(server, access, "/services/orders", {
        method: "POST",
        body: {
          idempotency_key: "ui-evpl-cni-taken-1",
          type: "evpl",
          form: {
            name: "First to the CNI",
            term_months: "12",
            bandwidth_mbps: "100",
            a_port: aEnd.id,
            a_vlan: String(otherFreeVlan(aEnd)),
            b_end: "cni",
            b_cni: cni.id,
          },
        },
      });
      press("Place order");
      await stepHeading("EVPL: B end");
      expect(
        await screen.findByText(
          `This CNI (VLAN ${cni.vlan}) already carries a connection.`,
          {},
          SERVER_WAIT,
        ),
      ).toBeTruthy();
      expect(fieldValue("B end")).toBe("cni");
      expect(fieldValue("CNI")).toBe(cni.id);
      press("Back");
      await stepHeading("EVPL: A end");
      expect(fieldValue("A-end port")).toBe(aEnd.id);
    },
    WALK,
  );
});

// A service's page shows its order's progress until it is live.
describe("a service's order progress", () => {
  it("lists the stages of a pending service's order, the received one current", async () => {
    const access = await accessOf(server, "admin@acme.test");
    const placed = await callApi<{ service: string }>(server, access, "/services/orders", {
      method: "POST",
      body: {
        idempotency_key: "ui-order-progress-1",
        type: "port",
        form: {
          location: "1",
          speed_mbps: "1000",
          media: "1000BASE-LX",
          diversity_zone: "red",
          term_months: "12",
          name: "Progress shown",
        },
      },
    });
    await renderSupportAt(server, "admin@acme.test", `/services/${placed.service}`);
    const card = (await screen.findByRole("heading", { name: "Order progress" }, SERVER_WAIT))
      .parentElement as HTMLElement;
    const stages = await within(card).findByRole("list", { name: "Order stages" }, SERVER_WAIT);
    const rows = within(stages).getAllByRole("listitem");
    // Validated 5 s after the order: on a busy machine the page may already show it.
    expect(rows.map((row) => row.textContent)).toEqual([
      "Received: just now",
      expect.stringMatching(/^Validated: (not yet|just now)$/u),
      "Provisioning: not yet",
      "Live: not yet",
    ]);
    const current = rows.find((row) => row.getAttribute("aria-current") === "step");
    expect(current?.textContent).toMatch(/^(Received|Validated): just now$/u);
    // What happens next and when (core orderNextStep), never a stage saying nothing.
    expect(card.textContent).toMatch(
      /What happens next: (We check the order|The order is accepted).*(expected within a minute|taking longer than planned)/u,
    );
    // Placing an order and rendering its page can take over 20 s on a busy shared machine.
  }, 60_000);

  it("is not shown on a live service", async () => {
    await renderSupportAt(server, "admin@acme.test", "/services/SVC-10001");
    await screen.findByRole("heading", { name: "Status" }, SERVER_WAIT);
    expect(screen.queryByRole("heading", { name: "Order progress" })).toBeNull();
  });
});
