import { afterAll, beforeAll } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

export const ADMIN = "admin@acme.test";
/** Billing write only: no services, no support. */
export const BILLING = "billing@acme.test";
export const VIEWER = "viewer@acme.test";
export const SUPPORT_ONLY = "support@acme.test";
export const GLOBEX = "admin@globex.test";

/**
 * A test server with the demo data for one billing test file (started before its tests,
 * closed after them), the support desk's call helpers on it, and calls as Acme's admin under
 * read-only impersonation by staff.
 */
export function billingTestServer() {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  const current = () => server;
  return {
    server: current,
    ...supportCalls(current),
    async readOnlyAdmin() {
      const staffUserId = await server.userId("auditor@conduit.test");
      const { access } = await server.sessionFor(ADMIN, { staffUserId, mode: "read-only" });
      return (method: "GET" | "POST", url: string, payload?: object) =>
        server.call(access, { method, url: `/v2${url}`, ...(payload ? { payload } : {}) });
    },
  };
}
