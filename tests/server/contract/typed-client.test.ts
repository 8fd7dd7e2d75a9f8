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

  it("scripts the company's fabric with an API key, as a customer's script does", async () => {
    // A person creates the key (keys are managed by people, never by keys)...
    const { access } = await server.sessionFor("admin@acme.test");
    const asAdmin = new Api({
      baseUrl,
      baseApiParams: { headers: { Authorization: `Bearer ${access}` } },
    });
    const expires = new Date(server.ctx.now().getTime() + 30 * 86_400_000).toISOString();
    const created = await asAdmin.v2.postApiKeys({
      name: "Typed client script",
      permissions: ["view_service_module", "view_support_module"],
      expires_at: expires,
    });
    expect(created.status).toBe(201);
    expect(created.data.key).toMatch(/^cdk_/u);

    // ...and the script acts with the key alone.
    const asScript = new Api({
      baseUrl,
      baseApiParams: { headers: { Authorization: `Bearer ${created.data.key}` } },
    });
    const maintenances = await asScript.v2.getMaintenances({ limit: 5 });
    expect(maintenances.status).toBe(200);
    expect(maintenances.data.results[0]?.reference).toMatch(/^MNT-/u);
    const services = await asScript.v2.getServices({ limit: 5 });
    expect(services.status).toBe(200);
    expect(services.data.count).toBeGreaterThan(0);

    // What a key may not do answers the contract's error, typed.
    const refused = await asScript.v2.getApiKeys().then(
      () => null,
      (response: Response & { error: { detail?: string } }) => response,
    );
    expect(refused?.status).toBe(403);
    expect(refused?.error.detail).toBe("You do not have permission to perform this action.");

    // Revoked through the client, the key stops on its next call.
    const revoked = await asAdmin.v2.deleteApiKeysById(created.data.id);
    expect(revoked.status).toBe(204);
    const afterRevoke = await asScript.v2.getServices({ limit: 5 }).then(
      () => null,
      (response: Response) => response,
    );
    expect(afterRevoke?.status).toBe(401);
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
