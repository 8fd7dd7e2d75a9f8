import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.ts";
import { serverConfigFromEnv } from "../../server/src/config.ts";
import type { Database } from "../../server/src/db/database.ts";
import { openTestDatabase } from "./harness/test-database.ts";
import { TEST_KEY_SET } from "./harness/test-keys.ts";

let portalDir: string;
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  // A stand-in for Vite's dist/: an index.html and one hashed asset.
  portalDir = mkdtempSync(join(tmpdir(), "conduit-portal-"));
  mkdirSync(join(portalDir, "assets"));
  writeFileSync(join(portalDir, "index.html"), "<!doctype html><title>Portal</title><div id=root>");
  writeFileSync(join(portalDir, "assets", "app-abc123.js"), "console.log('portal')");
  const config = serverConfigFromEnv({
    CONDUIT_PORTAL_DIR: portalDir,
    CONDUIT_PRODUCT_NAME: "Northwind",
    CONDUIT_GOOGLE_ALLOWED_DOMAINS: "acme.test, globex.test",
    CONDUIT_UPLOAD_MAX_BYTES: "5000",
    // On PostgreSQL the server reads its signing keys from configuration, never generating any.
    CONDUIT_SIGNING_KEYS: TEST_KEY_SET,
  });
  database = await openTestDatabase();
  ({ app } = await buildApp({ config, database }));
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(portalDir, { recursive: true, force: true });
});

describe("the API server", () => {
  it("answers GET /v2/info with its status, uncached", async () => {
    const response = await app.inject({ method: "GET", url: "/v2/info?hash=0.123" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body.status).toBe("ok");
    expect(typeof body.version).toBe("string");
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
  });

  it.each(["/v2/nope", "/v2", "/v2/users/1/unknown"])(
    "answers %s with 404 and a JSON detail",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toEqual({ detail: "Not found." });
    },
  );

  it("answers unknown API calls of any method with the JSON detail", async () => {
    const response = await app.inject({ method: "POST", url: "/v2/nope", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "Not found." });
  });

  it("serves /config.json built from the environment, defaults for the rest", async () => {
    const response = await app.inject({ method: "GET", url: "/config.json" });
    expect(response.statusCode).toBe(200);
    const config = response.json();
    expect(config.productName).toBe("Northwind");
    expect(config.googleAllowedDomains).toEqual(["acme.test", "globex.test"]);
    expect(config.uploadMaxBytes).toBe(5000);
    expect(config.apiVersionPrefix).toBe("/v2");
  });

  it("falls back to index.html for client routes, with a strict CSP", async () => {
    for (const url of ["/", "/sign-in", "/billing/invoices/42", "/no/such/page?x=1"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<div id=root>");
      expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("serves hashed assets as immutable and answers a missing file with 404", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    const missing = await app.inject({ method: "GET", url: "/assets/missing-123.js" });
    expect(missing.statusCode).toBe(404);
  });
});

describe("server configuration from the environment", () => {
  it("defaults to port 8080 on 127.0.0.1", () => {
    const config = serverConfigFromEnv({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe("127.0.0.1");
    expect(config.portal.productName).toBe("Conduit");
  });

  it("issues access tokens for 15 minutes, refresh tokens for 7 days, impersonations for 60 minutes by default", () => {
    const config = serverConfigFromEnv({});
    expect(config.accessTokenSeconds).toBe(15 * 60);
    expect(config.refreshTokenSeconds).toBe(7 * 24 * 3600);
    expect(config.impersonationSeconds).toBe(60 * 60);
  });

  it("takes the portal's address for mail links from CONDUIT_PORTAL_URL, else its own", () => {
    expect(serverConfigFromEnv({}).portalUrl).toBe("http://127.0.0.1:8080");
    expect(serverConfigFromEnv({ HOST: "0.0.0.0", PORT: "9000" }).portalUrl).toBe(
      "http://localhost:9000",
    );
    expect(
      serverConfigFromEnv({ CONDUIT_PORTAL_URL: "https://portal.example.net/" }).portalUrl,
    ).toBe("https://portal.example.net");
    for (const wrong of [
      "portal.example.net",
      "ftp://portal.example.net",
      "https://p.example/?a=1",
    ]) {
      expect(() => serverConfigFromEnv({ CONDUIT_PORTAL_URL: wrong })).toThrow(
        /CONDUIT_PORTAL_URL/,
      );
    }
  });

  it("names the variable and the field when a value is wrong", () => {
    expect(() => serverConfigFromEnv({ CONDUIT_UPLOAD_MAX_BYTES: "lots" })).toThrow(
      /uploadMaxBytes[\s\S]*CONDUIT_UPLOAD_MAX_BYTES/,
    );
    expect(() => serverConfigFromEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => serverConfigFromEnv({ CONDUIT_LEGAL_LINKS: "{not json" })).toThrow(
      /CONDUIT_LEGAL_LINKS must be JSON/,
    );
  });

  it("serves the API alone when no portal is built", async () => {
    const { app: apiOnly } = await buildApp({
      config: serverConfigFromEnv({ CONDUIT_PORTAL_DIR: "", CONDUIT_SIGNING_KEYS: TEST_KEY_SET }),
      database,
      seed: false,
    });
    const page = await apiOnly.inject({ method: "GET", url: "/sign-in" });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ detail: "Not found." });
    await apiOnly.close();
  });
});
