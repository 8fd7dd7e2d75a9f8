import { describe, expect, it } from "vitest";
import { ContactRequest } from "../../../../src/core/api/reference/index.ts";
import {
  CreateCeaseOrderRequest,
  ServiceDetail,
  serviceStatusesOf,
  serviceTypesOf,
  UpdateCustomNameRequest,
} from "../../../../src/core/api/services/index.ts";
import { SERVICE_LIST } from "../../../../src/core/api/services/service-list-query.ts";
import { expectInvalid, expectValid } from "../expect-decode.ts";

const LOCATION = { id: "1", name: "Equinix LD8", metro: "London", country: "GB" };

const PORT = {
  id: "SVC-10001",
  name: "LON1-LD8 Port 10G",
  custom_name: null,
  type: "port",
  product: { id: "1", name: "Port 10G" },
  status: "active",
  location: LOCATION,
  speed_mbps: 10000,
  parent: null,
  children_count: 2,
  admin_state: "up",
  oper_state: "up",
  ordered_at: "2025-01-10T09:00:00Z",
  live_at: "2025-02-01T12:00:00Z",
  term_end: "2028-01-31",
  description: "",
  order_status: "completed",
  path_status: "not_applicable",
  a_end: { location: LOCATION, port: null, vlan: null },
  b_end: null,
  port: { media: "10GBASE-LR", lag_members: 1, diversity_zone: "red", demarcation: "MMR 2" },
  cloud_connect: null,
  term_months: 36,
  mrc: { amount: "850.00", currency: "GBP" },
  nrc: { amount: "0.00", currency: "GBP" },
  cost_centre: "",
  purchase_order: "",
  pending_cease_order: null,
  lock: null,
};

describe("service record", () => {
  it("decodes a port with its money as decimal strings", () => {
    expect(expectValid(ServiceDetail, PORT)).toEqual(PORT);
  });

  it("refuses a VLAN outside 1..4094 and a term end that is not a day", () => {
    expectInvalid(ServiceDetail, { ...PORT, a_end: { ...PORT.a_end, vlan: 4095 } }, "vlan");
    expectInvalid(ServiceDetail, { ...PORT, term_end: "2028-02-30" }, "term_end");
  });
});

describe("service list query", () => {
  it("takes comma lists of known types and statuses", () => {
    const query = expectValid(SERVICE_LIST.query, { type: "port,evpl", status: "active" });
    expect(serviceTypesOf(query.type)).toEqual(["port", "evpl"]);
    expect(serviceStatusesOf(query.status)).toEqual(["active"]);
    expect(serviceTypesOf(undefined)).toEqual([]);
  });

  it("refuses unknown filter values on their field", () => {
    expectInvalid(SERVICE_LIST.query, { type: "router" }, "type");
    expectInvalid(SERVICE_LIST.query, { status: "active,asleep" }, "status");
    expectInvalid(SERVICE_LIST.query, { location: "LD8" }, "location");
    expectInvalid(SERVICE_LIST.query, { ordering: "colour" }, "ordering");
  });
});

describe("request bodies", () => {
  it("refuses a blank or too long custom name, accepts null to reset it", () => {
    expectInvalid(UpdateCustomNameRequest, { custom_name: "  " }, "custom_name");
    expectInvalid(UpdateCustomNameRequest, { custom_name: "x".repeat(121) }, "custom_name");
    expect(expectValid(UpdateCustomNameRequest, { custom_name: null })).toEqual({
      custom_name: null,
    });
  });

  it("needs a real day for a cease date", () => {
    const body = { service: "SVC-10001", reason: "1", cease_date: "2027-01-31" };
    expect(expectValid(CreateCeaseOrderRequest, body)).toEqual(body);
    expectInvalid(CreateCeaseOrderRequest, { ...body, cease_date: "31/01/2027" }, "cease_date");
  });

  it("checks a contact's e-mail and name", () => {
    const contact = { kind: "billing", name: "Ann Lee", email: "ann@acme.test", phone: "+44 20" };
    expect(expectValid(ContactRequest, contact)).toEqual(contact);
    expectInvalid(ContactRequest, { ...contact, email: "ann" }, "email");
    expectInvalid(ContactRequest, { ...contact, name: " " }, "name");
  });
});
