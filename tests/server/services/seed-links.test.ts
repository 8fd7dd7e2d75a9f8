import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_NOTIFICATIONS } from "../../../server/src/db/seed/demo-content.ts";
import { DEMO_SERVICES } from "../../../server/src/db/seed/events-services.ts";
import { MAINTENANCE_LIST, OUTAGE_LIST } from "../../../src/core/api/events/index.ts";
import { ServiceDetail } from "../../../src/core/api/services/index.ts";
import { TICKET_LIST } from "../../../src/core/api/support/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

let server: TestServer;
const { read, get } = supportCalls(() => server);
const ADMIN = { acme: "admin@acme.test", globex: "admin@globex.test" } as const;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The demo data's links to services open a service of the linking company. */
describe("links to services in the demo data", () => {
  it("resolves the services that tickets and events name, with the same names", async () => {
    for (const company of ["acme", "globex"] as const) {
      for (const ref of Object.values(DEMO_SERVICES[company])) {
        const service = await read(ServiceDetail, ADMIN[company], `/services/${ref.id}`);
        expect(service.name, ref.id).toBe(ref.name);
      }
    }
  });

  it("resolves every service a ticket, maintenance or outage of the company names", async () => {
    for (const company of ["acme", "globex"] as const) {
      const email = ADMIN[company];
      const tickets = await read(TICKET_LIST.response, email, "/support/tickets?limit=100");
      const maintenances = await read(MAINTENANCE_LIST.response, email, "/maintenances?limit=100");
      const outages = await read(OUTAGE_LIST.response, email, "/outages?limit=100");
      const ids = new Set([
        ...tickets.results.flatMap((ticket) => (ticket.service ? [ticket.service.id] : [])),
        ...maintenances.results.flatMap((event) => event.services.map((service) => service.id)),
        ...outages.results.flatMap((event) => event.services.map((service) => service.id)),
      ]);
      expect(ids.size).toBeGreaterThan(0);
      for (const id of ids) {
        expect((await get(email, `/services/${id}`)).statusCode, `${company} ${id}`).toBe(200);
      }
    }
  });

  it("opens each notification's service for its recipient", async () => {
    const links = DEMO_NOTIFICATIONS.filter((notice) => notice.url?.startsWith("/services/"));
    expect(links.length).toBeGreaterThan(4);
    for (const notice of links) {
      const id = notice.url?.slice("/services/".length) ?? "";
      const response = await get(notice.email, `/services/${id}`);
      // Recipients without the services permission are refused, never shown another company's.
      expect([200, 403], `${notice.email} ${id}`).toContain(response.statusCode);
      const company = notice.email.endsWith("@globex.test") ? "globex" : "acme";
      expect((await get(ADMIN[company], `/services/${id}`)).statusCode, id).toBe(200);
    }
  });
});
