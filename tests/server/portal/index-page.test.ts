import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexPageWithConfig, jsonForHtml } from "../../../server/src/portal/index-page.ts";
import { decodeConfig, defaultConfig } from "../../../src/core/config/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Portal</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The JSON of the data block in `html`, as the portal reads it (textContent). */
function embeddedJson(html: string): unknown {
  const match = /<script type="application\/json" id="conduit-config">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no configuration block in the page");
  return JSON.parse(match[1]);
}

describe("the configuration written into index.html", () => {
  it("goes into the head as a JSON data block that reads back as the configuration", () => {
    const config = defaultConfig();
    const page = indexPageWithConfig(INDEX_HTML, config);
    expect(page.indexOf("conduit-config")).toBeLessThan(page.indexOf("</head>"));
    expect(embeddedJson(page)).toEqual(JSON.parse(JSON.stringify(config)));
  });

  it("cannot close its script element or open a comment, whatever a value holds", () => {
    const hostile = "</script><script>alert(1)</script><!-- & \u2028";
    const json = jsonForHtml({ productName: hostile });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ productName: hostile });
  });

  it("also goes into a page that leaves its head implicit", () => {
    const page = indexPageWithConfig("<!doctype html><title>Portal</title>", defaultConfig());
    expect(page.startsWith('<!doctype html><script type="application/json"')).toBe(true);
    expect(embeddedJson(page)).toEqual(JSON.parse(JSON.stringify(defaultConfig())));
  });
});

describe("pages served by the API server", () => {
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "conduit-portal-"));
    writeFileSync(join(folder, "index.html"), INDEX_HTML);
    server = await startTestServer({
      CONDUIT_PORTAL_DIR: folder,
      CONDUIT_PRODUCT_NAME: "Northwind",
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("carry the server's configuration, on / and on every client route", async () => {
    for (const url of ["/", "/sign-in", "/support/tickets/SUP-1001"]) {
      const response = await server.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
      const embedded = decodeConfig(embeddedJson(response.body));
      expect(embedded.ok && embedded.config.productName).toBe("Northwind");
    }
  });
});
