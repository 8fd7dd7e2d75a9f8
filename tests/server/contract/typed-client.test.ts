import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Api } from "../../../client/conduit-api.ts";
import {
  CLIENT_FILE,
  publishedDocument,
  typedClientSource,
} from "../../../scripts/typed-client.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * The committed typed client (client/conduit-api.ts, issue 43): what the routes generate today,
 * and usable as a customer's script uses it, over real HTTP against a listening server.
 */
let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.app.listen({ port: 0, host: "127.0.0.1" });
}, 120_000);
afterAll(() => server?.close());

describe("client/conduit-api.ts", () => {
  it("is what the routes generate today (else: npm run client:generate)", async () => {
    const fresh = await typedClientSource(publishedDocument(server.catalogue));
    expect(readFileSync(CLIENT_FILE, "utf8") === fresh, "npm run client:generate").toBe(true);
  }, 120_000);

  it("lists, creates and revokes through the generated methods, with the caller's token", async () => {
    const { access } = await server.sessionFor("admin@acme.test");
    const api = new Api({
      baseUrl,
      baseApiParams: { headers: { Authorization: `Bearer ${access}` } },
    });

    const maintenances = await api.v2.getMaintenances({ limit: 5 });
    expect(maintenances.status).toBe(200);
    expect(maintenances.data.count).toBeGreaterThan(0);
    const first = maintenances.data.results[0];
    expect(first?.reference).toMatch(/^MNT-/u);

    const created = await api.v2.postCalendarFeeds({ name: "Typed client" });
    expect(created.status).toBe(201);
    const listed = await api.v2.getCalendarFeeds();
    expect(listed.data.results.map((feed) => feed.name)).toContain("Typed client");
    const revoked = await api.v2.deleteCalendarFeedsById(created.data.id);
    expect(revoked.status).toBe(204);
  });

  it("rejects with the contract's error body, typed", async () => {
    const api = new Api({ baseUrl });
    const refused = await api.v2.getMaintenances().then(
      () => null,
      (response: Response & { error: { detail?: string } }) => response,
    );
    expect(refused?.status).toBe(401);
    expect(refused?.error.detail).toBe("Authentication credentials were not provided.");
  });
});
