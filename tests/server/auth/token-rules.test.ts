import { decodeJwt, importJWK, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  generateKeySet,
  parseKeySet,
  type StoredSigningKey,
} from "../../../server/src/auth/key-set.ts";
import { TEST_KEY_SET } from "../harness/test-keys.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { accessAccepted, SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/**
 * The token rules of issue 3, checked through the real endpoints: a signed-in route
 * (POST /v2/change-password, probed with an empty body so nothing changes) and
 * POST /v2/auth/refresh. Lifetimes are configured short to show they are configurable.
 */
/** The test server's signing key (its CONDUIT_SIGNING_KEYS) and a key it does not know. */
const [SERVER_KEY] = parseKeySet(TEST_KEY_SET).signingKeys as [StoredSigningKey];
const [OTHER_KEY] = (await generateKeySet(new Date())).signingKeys as [StoredSigningKey];
const ACCESS_SECONDS = 120;
const REFRESH_SECONDS = 600;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    CONDUIT_SIGNING_KEYS: TEST_KEY_SET,
    CONDUIT_ACCESS_TOKEN_SECONDS: String(ACCESS_SECONDS),
    CONDUIT_REFRESH_TOKEN_SECONDS: String(REFRESH_SECONDS),
  });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

/**
 * Re-signs a token's claims with changes, by default with the server's own key and `kid`;
 * `key` signs with another Ed25519 key, `kid` names another (or, null, no) key id, `hmac`
 * signs HS256 with that secret under the server's `kid`.
 */
async function resign(
  token: string,
  changes: JWTPayload = {},
  options: { key?: StoredSigningKey; kid?: string | null; hmac?: string } = {},
): Promise<string> {
  const key = options.key ?? SERVER_KEY;
  const kid = options.kid === null ? {} : { kid: options.kid ?? key.kid };
  const jwt = new SignJWT({ ...decodeJwt(token), ...changes });
  if (options.hmac !== undefined) {
    return jwt
      .setProtectedHeader({ alg: "HS256", typ: "JWT", kid: SERVER_KEY.kid })
      .sign(new TextEncoder().encode(options.hmac));
  }
  return jwt
    .setProtectedHeader({ alg: "EdDSA", typ: "JWT", ...kid })
    .sign(await importJWK(key.privateJwk, "EdDSA"));
}

const refreshWith = (refresh: string) =>
  server.call(null, { method: "POST", url: "/v2/auth/refresh", payload: { refresh } });

describe("access tokens", () => {
  it("are accepted as issued, and when re-signed unchanged with the server's key", async () => {
    const { access } = await server.signIn("admin@acme.test");
    expect(await accessAccepted(server, access)).toBe(true);
    expect(await accessAccepted(server, await resign(access))).toBe(true);
  });

  it("live as long as configured, refresh tokens too", async () => {
    const { access, refresh } = await server.signIn("admin@acme.test");
    const accessClaims = decodeJwt(access);
    const refreshClaims = decodeJwt(refresh);
    expect((accessClaims.exp ?? 0) - (accessClaims.iat ?? 0)).toBe(ACCESS_SECONDS);
    expect((refreshClaims.exp ?? 0) - (refreshClaims.iat ?? 0)).toBe(REFRESH_SECONDS);
    expect(accessClaims).toMatchObject({ iss: "conduit-api", aud: "conduit-portal" });
    expect(typeof accessClaims.jti).toBe("string");
  });

  it("refuses alg none", async () => {
    const { access } = await server.signIn("admin@acme.test");
    const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${base64url(decodeJwt(access))}.`;
    expect(await accessAccepted(server, unsigned)).toBe(false);
  });

  it("refuses another key, another key id, no key id and another algorithm", async () => {
    const { access } = await server.signIn("admin@acme.test");
    const forged = [
      await resign(access, {}, { key: OTHER_KEY }),
      await resign(access, {}, { key: OTHER_KEY, kid: SERVER_KEY.kid }),
      await resign(access, {}, { kid: "some-other-key" }),
      await resign(access, {}, { kid: null }),
      // Algorithm confusion: HS256 keyed with the published public key, or any secret.
      await resign(access, {}, { hmac: SERVER_KEY.privateJwk.x ?? "" }),
      await resign(access, {}, { hmac: "another-secret-of-thirty-two-characters!" }),
    ];
    for (const token of forged) expect(await accessAccepted(server, token)).toBe(false);
  });

  it("name their signing key in the header", async () => {
    const { access } = await server.signIn("admin@acme.test");
    const header = JSON.parse(Buffer.from(access.split(".")[0] ?? "", "base64url").toString());
    expect(header).toEqual({ alg: "EdDSA", typ: "JWT", kid: SERVER_KEY.kid });
  });

  it("refuses a wrong audience or issuer", async () => {
    const { access } = await server.signIn("admin@acme.test");
    expect(await accessAccepted(server, await resign(access, { aud: "someone-else" }))).toBe(false);
    expect(await accessAccepted(server, await resign(access, { iss: "someone-else" }))).toBe(false);
  });

  it("refuses an expired token, while its refresh token still gets a new pair", async () => {
    const { access, refresh } = await server.signIn("admin@acme.test");
    server.advance((ACCESS_SECONDS + 1) * 1000);
    expect(await accessAccepted(server, access)).toBe(false);
    const renewed = await refreshWith(refresh);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await accessAccepted(server, renewed.json().access)).toBe(true);
  });

  it("refuses a refresh token used as an access token", async () => {
    const { refresh } = await server.signIn("admin@acme.test");
    expect(await accessAccepted(server, refresh)).toBe(false);
  });
});

describe("refresh tokens", () => {
  it("refuse an access token at /auth/refresh", async () => {
    const { access } = await server.signIn("admin@acme.test");
    const response = await refreshWith(access);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty("detail");
  });

  it("expire after their configured lifetime", async () => {
    const { refresh } = await server.signIn("admin@acme.test");
    server.advance((REFRESH_SECONDS + 1) * 1000);
    expect((await refreshWith(refresh)).statusCode).toBe(401);
  });

  it("refuse forged refresh tokens", async () => {
    const { refresh } = await server.signIn("admin@acme.test");
    const unsigned = `${base64url({ alg: "none" })}.${base64url(decodeJwt(refresh))}.`;
    const otherKey = await resign(refresh, {}, { key: OTHER_KEY });
    for (const forged of [unsigned, otherKey, await resign(refresh, { aud: "x" }), "garbage"]) {
      expect((await refreshWith(forged)).statusCode).toBe(401);
    }
  });

  it("answer a malformed body with 400", async () => {
    for (const payload of [{}, { refresh: 5 }, { refresh: "" }]) {
      const response = await server.call(null, {
        method: "POST",
        url: "/v2/auth/refresh",
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty("refresh");
    }
  });
});
