import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  maintenanceWindowProblems,
  WINDOW_END_BEFORE_START,
} from "../../../../src/core/api/events/event-announcements.ts";
import {
  CONTACT_NOTICES,
  ContactRequest,
  contactLogText,
  contactRequestProblems,
  contactsForNotice,
  NO_SERVICES_CHOSEN,
  receivesNotice,
} from "../../../../src/core/api/reference/index.ts";
import { utcMinuteText } from "../../../../src/core/format/utc-minute.ts";
import { canManageContacts } from "../../../../src/core/permissions/module-actions.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

const subscriber = (overrides: Partial<Parameters<typeof receivesNotice>[0]> = {}) => ({
  email: "noc@acme.test",
  notices: ["maintenances" as const],
  all_services: false,
  services: [{ id: "SVC-1" }],
  ...overrides,
});

describe("which contacts a notice reaches", () => {
  it("needs the notice's kind, then all services, a company-wide notice or a chosen service", () => {
    const port = subscriber();
    expect(receivesNotice(port, { kind: "maintenances", services: ["SVC-1", "SVC-9"] })).toBe(true);
    expect(receivesNotice(port, { kind: "maintenances", services: ["SVC-2"] })).toBe(false);
    expect(receivesNotice(port, { kind: "outages", services: ["SVC-1"] })).toBe(false);
    expect(receivesNotice(port, { kind: "maintenances", services: [] })).toBe(true);
    const all = subscriber({ all_services: true, services: [] });
    expect(receivesNotice(all, { kind: "maintenances", services: ["SVC-2"] })).toBe(true);
  });

  it("mails an address named by two contacts once, in the order given", () => {
    const reached = contactsForNotice(
      [
        subscriber({ email: "List@acme.test" }),
        subscriber({ email: "other@acme.test", notices: ["invoices"] }),
        subscriber({ email: "list@acme.test", all_services: true }),
        subscriber({ email: "ops@acme.test", all_services: true }),
      ],
      { kind: "maintenances", services: ["SVC-1"] },
    );
    expect(reached.map((contact) => contact.email)).toEqual(["List@acme.test", "ops@acme.test"]);
  });

  it("never reaches a contact that did not ask for the kind, whatever the services", () => {
    fc.assert(
      fc.property(
        fc.subarray([...CONTACT_NOTICES]),
        fc.constantFrom(...CONTACT_NOTICES),
        fc.boolean(),
        fc.array(fc.constantFrom("SVC-1", "SVC-2", "SVC-3")),
        (notices, kind, allServices, services) => {
          const contact = subscriber({ notices, all_services: allServices });
          const reached = receivesNotice(contact, { kind, services });
          if (!notices.includes(kind)) expect(reached).toBe(false);
          if (notices.includes(kind) && allServices) expect(reached).toBe(true);
        },
      ),
    );
  });
});

describe("a contact's request", () => {
  it("is sent by administrators who may write, not by those who only view", () => {
    expect(canManageContacts(["write_admin_module"])).toBe(true);
    expect(canManageContacts(["view_admin_module", "write_service_module"])).toBe(false);
  });

  const body = { kind: "noc", name: " NOC list ", email: "noc@acme.test", phone: "" };

  it("takes an older client's four fields, a distribution list without a phone", () => {
    expect(expectValid(ContactRequest, body)).toEqual({ ...body, name: "NOC list" });
  });

  it("refuses a bad phone by the portal's phone rule, and an unknown notice", () => {
    expectInvalid(ContactRequest, { ...body, phone: "12" }, "phone");
    expectInvalid(ContactRequest, { ...body, notices: ["billing"] }, "notices");
    expectInvalid(ContactRequest, { ...body, kind: "sales" }, "kind");
  });

  it("needs a service when not all services", () => {
    expect(contactRequestProblems({ all_services: false, services: [] })).toEqual({
      services: NO_SERVICES_CHOSEN,
    });
    expect(contactRequestProblems({ all_services: false, services: ["SVC-1"] })).toEqual({});
    expect(contactRequestProblems({})).toEqual({});
  });
});

describe("what the log and the mails say", () => {
  it("names a contact with its notices and services", () => {
    const base = { name: "NOC", email: "noc@acme.test", kindLabel: "NOC", all_services: true };
    expect(contactLogText({ ...base, notices: [], services: [] })).toBe(
      "Contact: NOC <noc@acme.test>, NOC; no notices; all services",
    );
    expect(
      contactLogText({
        ...base,
        all_services: false,
        notices: ["maintenances", "orders"],
        services: [{ id: "SVC-1" }, { id: "SVC-2" }],
      }),
    ).toBe(
      "Contact: NOC <noc@acme.test>, NOC; Maintenances, Order and change progress; services SVC-1, SVC-2",
    );
  });

  it("writes times in UTC to the minute, and wants a window that ends after it starts", () => {
    expect(utcMinuteText("2030-03-10T22:00:59.900Z")).toBe("2030-03-10 22:00 UTC");
    expect(utcMinuteText(new Date(Date.UTC(2030, 0, 2, 3, 4)))).toBe("2030-01-02 03:04 UTC");
    const start = "2030-03-10T22:00:00Z";
    expect(maintenanceWindowProblems({ window_start: start, window_end: start })).toEqual({
      window_end: WINDOW_END_BEFORE_START,
    });
    expect(
      maintenanceWindowProblems({ window_start: start, window_end: "2030-03-10T23:00:00Z" }),
    ).toEqual({});
  });
});
