import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXTERNAL_REFUSALS } from "../../../server/src/auth/external-identity.ts";
import { loginAttempts } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import {
  accessAccepted,
  expectRefusal,
  failSignIns,
  lastLoginAt,
  login,
  SERVER_START_TIMEOUT_MS,
} from "./auth-test-kit.ts";

/**
 * External sign-in against a small local OpenID Connect provider: its userinfo endpoint
 * answers per access token, the way Google's does.
 */
const USERINFO: Readonly<Record<string, object>> = {
  "token-admin": { sub: "1", email: "admin@acme.test", email_verified: true },
  "token-admin-mixed-case": { sub: "1", email: "Admin@ACME.test", email_verified: true },
  "token-unverified": { sub: "2", email: "viewer@acme.test", email_verified: false },
  "token-verified-as-text": { sub: "2", email: "viewer@acme.test", email_verified: "true" },
  "token-other-domain": { sub: "3", email: "admin@globex.test", email_verified: true },
  "token-no-account": { sub: "4", email: "ghost@acme.test", email_verified: true },
  "token-inactive": { sub: "5", email: "inactive@acme.test", email_verified: true },
  "token-otp": { sub: "6", email: "otp@acme.test", email_verified: true },
  "token-locked": { sub: "7", email: "noc@acme.test", email_verified: true },
  "token-no-email": { sub: "8" },
};

let provider: Server;
let server: TestServer;
const seenHeaders: string[] = [];

beforeAll(async () => {
  provider = createServer((request, response) => {
    const header = request.headers.authorization ?? "";
    seenHeaders.push(header);
    const claims = USERINFO[header.replace(/^Bearer /, "")];
    if (header === "Bearer token-hang-up") {
      request.socket.destroy();
      return;
    }
    if (header === "Bearer token-broken-json") {
      response.writeHead(200, { "content-type": "application/json" }).end("{");
      return;
    }
    response
      .writeHead(claims ? 200 : 401, { "content-type": "application/json" })
      .end(JSON.stringify(claims ?? { error: "invalid_token" }));
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const { port } = provider.address() as AddressInfo;
  server = await startTestServer({
    CONDUIT_OIDC_USERINFO_URL: `http://127.0.0.1:${port}/userinfo`,
    CONDUIT_GOOGLE_ALLOWED_DOMAINS: "acme.test",
  });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => provider.close(resolve));
});

const external = (token: string, username?: string) =>
  login(server, { method: "external-login", password: token, ...(username ? { username } : {}) });

function expectExternalRefusal(response: Awaited<ReturnType<typeof external>>, detail: string) {
  expectRefusal(response, "external_login_failed");
  expect(response.json().detail).toBe(detail);
}

describe("external sign-in", () => {
  it("signs in the active user the provider vouches for, sending it the token as a bearer", async () => {
    const response = await external("token-admin");
    expect(response.statusCode, response.body).toBe(200);
    expect(await accessAccepted(server, response.json().access)).toBe(true);
    expect(seenHeaders.at(-1)).toBe("Bearer token-admin");
    expect(await lastLoginAt(server, "admin@acme.test")).not.toBeNull();
  });

  it("matches the address in any case", async () => {
    expect((await external("token-admin-mixed-case")).statusCode).toBe(200);
  });

  it("identifies the user from the provider, never from the username", async () => {
    const response = await external("token-admin", "viewer@acme.test");
    expect(response.statusCode).toBe(200);
    const [attempt] = await server.ctx.db
      .select()
      .from(loginAttempts)
      .orderBy(desc(loginAttempts.id))
      .limit(1);
    expect(attempt).toMatchObject({ email: "admin@acme.test", succeeded: true });
  });

  it("refuses a token the provider rejects, or an answer it cannot read", async () => {
    expectExternalRefusal(await external("token-made-up"), EXTERNAL_REFUSALS.token);
    expectExternalRefusal(await external("token-broken-json"), EXTERNAL_REFUSALS.token);
    expectExternalRefusal(await external("token-no-email"), EXTERNAL_REFUSALS.token);
  });

  it("refuses, without a server error, when the provider hangs up", async () => {
    expectExternalRefusal(await external("token-hang-up"), EXTERNAL_REFUSALS.token);
  });

  it("refuses an address the provider has not verified", async () => {
    expectExternalRefusal(await external("token-unverified"), EXTERNAL_REFUSALS.unverified);
    expectExternalRefusal(await external("token-verified-as-text"), EXTERNAL_REFUSALS.unverified);
  });

  it("refuses a domain that is not on the allowed list", async () => {
    expectExternalRefusal(await external("token-other-domain"), EXTERNAL_REFUSALS.domain);
  });

  it("refuses when no active account has the address", async () => {
    expectExternalRefusal(await external("token-no-account"), EXTERNAL_REFUSALS.account);
    expectExternalRefusal(await external("token-inactive"), EXTERNAL_REFUSALS.account);
  });

  it("refuses accounts that must use a one-time code", async () => {
    const response = await external("token-otp");
    expectRefusal(response, "external_login_failed");
    expect(response.json().detail).toMatch(/one-time code/);
  });

  it("is not stopped by the password lockout", async () => {
    await failSignIns(server, "noc@acme.test", 10);
    expect((await external("token-locked")).statusCode).toBe(200);
  });

  it("records refused tokens without charging anyone's account", async () => {
    await external("token-made-up", "billing@acme.test");
    const charged = await server.ctx.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, "billing@acme.test"));
    expect(charged).toHaveLength(0);
  });
});
