import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CniList,
  CONTACT_LIST,
  Contact,
  CountryList,
  Customer,
  CustomerList,
  LocationList,
  PopList,
  ProductList,
  ServiceTypeList,
  SiteList,
  SpeedOptionList,
} from "../../../src/core/api/reference/index.ts";
import {
  CloudConnectTypeList,
  CONTRACT_LINE_LIST,
  ContractLineDetail,
  NETWORK_SERVICE_LIST,
  NetworkServiceDetail,
  ProductCategoryList,
  ServiceMonitoring,
} from "../../../src/core/api/services/index.ts";
import { countryFromPhone } from "../../../src/core/format/phone-country.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

let server: TestServer;
const { read, get, post, put, call } = supportCalls(() => server);
const ADMIN = "admin@acme.test";
const VIEWER = "viewer@acme.test";

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("reference data, for any signed-in user", () => {
  it("lists countries with phone prefixes, suggested first, agreeing with the phone rule", async () => {
    const first = await read(CountryList, "billing@acme.test", "/countries?limit=10");
    expect(first.count).toBeGreaterThan(200);
    // The provider's main markets come first, each with its dialling prefix.
    expect(first.results.slice(0, 7).every((country) => country.suggested === true)).toBe(true);
    expect(first.results[7]?.suggested).toBeUndefined();
    const uk = first.results.find((country) => country.code === "GB");
    expect(uk).toEqual({
      code: "GB",
      label: "United Kingdom",
      phone_prefix: "+44",
      suggested: true,
    });
    expect(countryFromPhone(`${uk?.phone_prefix} 20 7946 0958`)).toBe("GB");
  });

  it("lists POPs and data centres, filtered by metro, country and search", async () => {
    const pops = await read(PopList, "billing@acme.test", "/pops?metro=London");
    expect(pops.results.map((pop) => pop.code)).toEqual(["LON1", "LON2"]);
    const frankfurt = await read(LocationList, "billing@acme.test", "/locations?country=de");
    expect(frankfurt.results.map((location) => location.name).sort()).toEqual([
      "Equinix FR5",
      "Interxion FRA2",
    ]);
    const byAddress = await read(LocationList, "billing@acme.test", "/locations?search=secaucus");
    expect(byAddress.results[0]).toMatchObject({ name: "Equinix NY5", operator: "Equinix" });
    expect(byAddress.results[0]?.latitude).toBeCloseTo(40.78, 1);
    expect((await get("billing@acme.test", "/locations/999999")).statusCode).toBe(404);
  });

  it("lists the catalogue: products, categories, speeds, bandwidths, types, cloud products", async () => {
    const products = await read(ProductList, "billing@acme.test", "/products");
    expect(products.results.map((product) => product.name)).toContain("Azure ExpressRoute");
    const categories = await read(ProductCategoryList, "billing@acme.test", "/product-category");
    expect(categories.results.map((category) => category.service_type)).toEqual([
      "port",
      "cloud_connect",
      "evpl",
      "other",
    ]);
    const speeds = await read(SpeedOptionList, "billing@acme.test", "/port-speeds");
    expect(speeds.results.map((speed) => speed.label)).toEqual([
      "1 Gbps",
      "10 Gbps",
      "100 Gbps",
      "400 Gbps",
    ]);
    const bandwidths = await read(SpeedOptionList, "billing@acme.test", "/bandwidths");
    expect(bandwidths.results[0]).toEqual({ id: "1", mbps: 50, label: "50 Mbps" });
    const types = await read(ServiceTypeList, "billing@acme.test", "/service-types");
    expect(types.results.map((type) => type.id)).toEqual([
      "port",
      "cloud_connect",
      "evpl",
      "other",
    ]);
    const clouds = await read(CloudConnectTypeList, "billing@acme.test", "/services/cc_types");
    expect(clouds.results.map((cloud) => cloud.provider)).toEqual(["aws", "azure", "google"]);
  });

  it("answers the company's own sites, CNIs and customer record; another company's is 404", async () => {
    const sites = await read(SiteList, VIEWER, "/sites");
    expect(sites.results.map((site) => site.name)).toContain("Acme HQ");
    const globexSites = await read(SiteList, "admin@globex.test", "/sites");
    expect(globexSites.results.map((site) => site.name)).toEqual(["Globex Frankfurt campus"]);
    const cnis = await read(CniList, VIEWER, "/cnis");
    expect(cnis.results.map((cni) => cni.port.id).sort()).toEqual(["SVC-10001", "SVC-10010"]);
    const customers = await read(CustomerList, VIEWER, "/customers");
    expect(customers.count).toBe(1);
    const acme = customers.results[0];
    expect(acme).toMatchObject({ account_number: "ACC-100231", currency: "GBP", country: "GB" });
    expect(await read(Customer, VIEWER, `/customers/${acme?.id}`)).toEqual(acme);
    expect((await get("admin@globex.test", `/customers/${acme?.id}`)).statusCode).toBe(404);
  });
});

describe("contacts", () => {
  it("are read by anyone of the company, written by admins only", async () => {
    const contacts = await read(CONTACT_LIST.response, VIEWER, "/contacts?kind=billing");
    expect(contacts.results.map((contact) => contact.email)).toEqual(["accounts@acme.test"]);
    const body = {
      kind: "technical",
      name: " Nina Park ",
      email: "Nina@Acme.test",
      phone: "+44 20 7946 0199",
    };
    expect((await post(VIEWER, "/contacts", body)).statusCode).toBe(403);
    const created = await post(ADMIN, "/contacts", body);
    expect(created.statusCode).toBe(201);
    const contact = await read(Contact, VIEWER, `/contacts/${created.json().id}`);
    expect(contact).toMatchObject({ name: "Nina Park", email: "nina@acme.test" });
    const changed = await put(ADMIN, `/contacts/${contact.id}`, { ...body, kind: "billing" });
    expect(changed.json().kind).toBe("billing");
    expect((await get("admin@globex.test", `/contacts/${contact.id}`)).statusCode).toBe(404);
    expect((await put("admin@globex.test", `/contacts/${contact.id}`, body)).statusCode).toBe(404);
    const removed = await call(ADMIN, { method: "DELETE", url: `/contacts/${contact.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await get(ADMIN, `/contacts/${contact.id}`)).statusCode).toBe(404);
  });

  it("refuses a bad e-mail and a blank name with field errors", async () => {
    const response = await post(ADMIN, "/contacts", {
      kind: "technical",
      name: "  ",
      email: "not-an-address",
      phone: "",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(["email", "name"]);
  });
});

describe("network services, contract lines and monitoring", () => {
  it("lists network services with their members; another company's is 404", async () => {
    const list = await read(NETWORK_SERVICE_LIST.response, VIEWER, "/network-services");
    expect(list.results.map((item) => item.name)).toEqual([
      "Acme European VPN",
      "Acme IP transit London",
      "Acme cloud router NYC",
    ]);
    const vpn = list.results[0];
    const detail = await read(NetworkServiceDetail, VIEWER, `/network-services/${vpn?.id}`);
    expect(detail.members.map((member) => member.id).sort()).toEqual([
      "SVC-10001",
      "SVC-10007",
      "SVC-10008",
      "SVC-10011",
    ]);
    expect(detail.mrc).toEqual({ amount: "900.00", currency: "GBP" });
    expect((await get("admin@globex.test", `/network-services/${vpn?.id}`)).statusCode).toBe(404);
  });

  it("lists contract lines, soonest end first, filtered by service and status", async () => {
    const lines = await read(CONTRACT_LINE_LIST.response, VIEWER, "/contracts/lines?limit=100");
    expect(lines.count).toBeGreaterThan(20);
    const ends = lines.results.map((line) => line.end_date);
    expect(ends).toEqual([...ends].sort());
    const port = await read(
      CONTRACT_LINE_LIST.response,
      VIEWER,
      "/contracts/lines?service=SVC-10001",
    );
    expect(port.results).toHaveLength(1);
    expect(port.results[0]).toMatchObject({ term_months: 36, mrc: { amount: "850.00" } });
    let total = 0;
    for (const status of ["active", "expiring", "ended"] as const) {
      const page = await read(
        CONTRACT_LINE_LIST.response,
        VIEWER,
        `/contracts/lines?status=${status}&limit=100`,
      );
      expect(page.results.every((line) => line.status === status)).toBe(true);
      total += page.count;
    }
    expect(total).toBe(lines.count);
    const detail = await read(
      ContractLineDetail,
      VIEWER,
      `/contracts/lines/${port.results[0]?.id}`,
    );
    expect(detail.auto_renews).toBe(true);
    expect((await get("admin@globex.test", `/contracts/lines/${detail.id}`)).statusCode).toBe(404);
    expect((await get(VIEWER, "/contracts/lines?status=soon")).statusCode).toBe(400);
  });

  it("counts the company's services by status, type and location", async () => {
    const monitoring = await read(ServiceMonitoring, VIEWER, "/services/monitoring");
    expect(monitoring.total).toBe(40);
    expect(monitoring.by_status).toEqual([
      { status: "pending", count: 3 },
      { status: "provisioning", count: 4 },
      { status: "active", count: 29 },
      { status: "cancelling", count: 1 },
      { status: "ceased", count: 2 },
      { status: "failed", count: 1 },
    ]);
    const nyCloud = monitoring.groups.find(
      (group) => group.type === "cloud_connect" && group.location.name === "Equinix NY5",
    );
    expect(nyCloud).toMatchObject({ total: 3, oper_down: 1 });
    const globex = await read(ServiceMonitoring, "admin@globex.test", "/services/monitoring");
    expect(globex.total).toBe(10);
  });
});
