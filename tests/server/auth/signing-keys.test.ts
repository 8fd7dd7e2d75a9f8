import { sql } from "drizzle-orm";
import { createLocalJWKSet, decodeJwt, jwtVerify, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseKeySet } from "../../../server/src/auth/key-set.ts";
import { verifyToken } from "../../../server/src/auth/tokens.ts";
import { rowsOf } from "../../../server/src/db/raw-rows.ts";
import { systemSettings } from "../../../server/src/db/schema.ts";
import { openTestDatabaseAt } from "../harness/test-database.ts";
import { TEST_KEY_SET } from "../harness/test-keys.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { accessAccepted, SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/**
 * Issue 41: the token signing secret sat in `system_settings` in plain text, so read access to
 * the database was enough to sign a staff token. Keys now come from configuration only; the
 * database (with a secret an older version left in it) cannot mint a token the server accepts.
 */
const LEGACY_SECRET = "an-hs256-secret-an-older-version-generated-and-stored";

let server: TestServer;
beforeAll(async () => {
  // The database as an older version left it: its signing secret in system_settings.
  const { database } = await openTestDatabaseAt("seeded");
  await database.db
    .insert(systemSettings)
    .values({ name: "jwt_signing_secret", value: LEGACY_SECRET });
  server = await startTestServer({}, { database });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

/** Every value of every row of every table, as text (what a database dump gives away). */
async function everyRowAsText(): Promise<string[]> {
  const tables = await server.ctx.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const dumped: string[] = [];
  for (const { table_name } of rowsOf<{ table_name: string }>(tables)) {
    const rows = await server.ctx.db.execute(
      sql`select t::text as row from ${sql.identifier(table_name)} t`,
    );
    for (const { row } of rowsOf<{ row: string }>(rows)) dumped.push(row);
  }
  return dumped;
}

/** Every piece of a dump a secret could be: whole rows, and each run of key-like characters. */
function candidateSecrets(rows: ReadonlyArray<string>): Set<string> {
  const candidates = new Set<string>();
  for (const row of rows) {
    candidates.add(row);
    for (const piece of row.split(/[^A-Za-z0-9_\-+/=.$]+/)) {
      if (piece.length >= 16) candidates.add(piece);
    }
  }
  return candidates;
}

describe("tokens and the database", () => {
  it("cannot be minted from every row of the database, the old secret included", async () => {
    // Sessions, captchas and codes in the database too, as on a server in use.
    const staff = await server.signIn("staff@conduit.test");
    await server.call(null, { method: "GET", url: "/v2/get-captcha" });
    const dump = await everyRowAsText();
    expect(dump.join("\n")).not.toContain(LEGACY_SECRET);
    const keys = parseKeySet(TEST_KEY_SET);
    for (const secret of [keys.hashKey, ...keys.signingKeys.map((key) => key.privateJwk.d)]) {
      expect(dump.join("\n")).not.toContain(secret);
    }

    // A forger holding the dump signs a staff token with each candidate, HS256 as the old
    // server did, under the server's own key id.
    const [kid] = keys.signingKeys.map((key) => key.kid);
    const claims = decodeJwt(staff.access);
    const forge = (secret: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256", typ: "JWT", kid })
        .sign(new TextEncoder().encode(secret));
    const candidates = [...candidateSecrets(dump), LEGACY_SECRET];
    expect(candidates.length).toBeGreaterThan(100);
    for (const secret of candidates) {
      const check = await verifyToken(
        server.ctx.keys,
        await forge(secret),
        "access",
        server.ctx.now(),
      );
      expect(check.ok, secret).toBe(false);
    }
    // Over HTTP too, with the secret the database used to hold.
    expect(await accessAccepted(server, await forge(LEGACY_SECRET))).toBe(false);
    expect(await accessAccepted(server, staff.access)).toBe(true);
  });
});

describe("GET /v2/.well-known/jwks.json", () => {
  it("publishes the public key that verifies the server's tokens, and no private part", async () => {
    const response = await server.call(null, { method: "GET", url: "/v2/.well-known/jwks.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const [stored] = parseKeySet(TEST_KEY_SET).signingKeys;
    expect(document).toEqual({
      keys: [
        {
          kty: "OKP",
          crv: "Ed25519",
          x: stored?.privateJwk.x,
          kid: stored?.kid,
          alg: "EdDSA",
          use: "sig",
        },
      ],
    });
    // A third party verifies a token with the published document alone.
    const { access } = await server.signIn("admin@acme.test");
    const { payload } = await jwtVerify(access, createLocalJWKSet(document), {
      algorithms: ["EdDSA"],
      currentDate: server.ctx.now(),
    });
    expect(payload.token_type).toBe("access");
  });

  it("is in the OpenAPI document", async () => {
    const document = (await server.call(null, { method: "GET", url: "/v2/openapi.json" })).json();
    expect(document.paths["/v2/.well-known/jwks.json"]?.get?.operationId).toBeTypeOf("string");
  });
});
