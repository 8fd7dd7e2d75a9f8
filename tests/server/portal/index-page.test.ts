import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY } from "../../../server/src/http/security-headers.ts";
import {
  indexPageWithConfig,
  indexPageWithMarkup,
  jsonForHtml,
} from "../../../server/src/portal/index-page.ts";
import { decodeConfig, defaultConfig } from "../../../src/core/config/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Portal</title>
    <script type="module" crossorigin src="/assets/runtime.js"></script>
    <script type="module" crossorigin src="/assets/shell.js"></script>
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

/** A server for Northwind whose portal folder holds INDEX_HTML and, if given, a server rendering. */
async function servePortal(prerender?: string) {
  const folder = mkdtempSync(join(tmpdir(), "conduit-portal-"));
  writeFileSync(join(folder, "index.html"), INDEX_HTML);
  if (prerender !== undefined) {
    mkdirSync(join(folder, "ssr"));
    writeFileSync(join(folder, "ssr", "prerender.js"), prerender);
  }
  const server = await startTestServer({
    CONDUIT_PORTAL_DIR: folder,
    CONDUIT_PRODUCT_NAME: "Northwind",
  });
  return { server, folder };
}

async function stopPortal(server: TestServer, folder: string) {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
}

describe("pages served by the API server", () => {
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    ({ server, folder } = await servePortal());
  });
  afterAll(() => stopPortal(server, folder));

  it("carry the server's configuration, on / and on every client route", async () => {
    for (const url of ["/", "/sign-in", "/support/tickets/SUP-1001"]) {
      const response = await server.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(response.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
      const embedded = decodeConfig(embeddedJson(response.body));
      expect(embedded.ok && embedded.config.productName).toBe("Northwind");
    }
  });
});

describe("the sign-in page's markup written into index.html", () => {
  it("goes into the empty root element, marked with its path, with the page's title escaped", () => {
    const page = indexPageWithMarkup(INDEX_HTML, {
      path: "/sign-in",
      markup: "<h1>Sign in</h1>",
      title: "A&B <Portal> | Sign in",
    });
    expect(page).toContain('<div id="root" data-prerendered="/sign-in"><h1>Sign in</h1></div>');
    expect(page).toContain("<title>A&#38;B &#60;Portal&#62; | Sign in</title>");
    expect(page).not.toContain('<div id="root"></div>');
    // Its entry modules start after the first paint (public/after-paint.js).
    expect(page).toContain(
      '<script defer src="/after-paint.js" data-modules="/assets/runtime.js /assets/shell.js"></script>',
    );
    expect(page).not.toContain('type="module"');
  });

  it("leaves a page without the empty root element as it is", () => {
    const html = '<!doctype html><div id="app"></div>';
    expect(indexPageWithMarkup(html, { path: "/sign-in", markup: "<p>x</p>", title: "t" })).toBe(
      html,
    );
  });
});

// A stand-in for the build's dist/ssr/prerender.js (src/prerender.tsx, tested in tests/ui):
// it renders what the server's configuration says.
const FAKE_PRERENDER = `export function renderSignInPage(config) {
  return { path: "/sign-in", markup: "<h1>Sign in to " + config.productName + "</h1>", title: config.productName + " Portal | Sign in" };
}
`;

describe("the sign-in page served with its markup", () => {
  let server: TestServer;
  let folder: string;

  beforeAll(async () => {
    ({ server, folder } = await servePortal(FAKE_PRERENDER));
  });
  afterAll(() => stopPortal(server, folder));

  it("renders /sign-in with the server's configuration, with any query", async () => {
    for (const url of ["/sign-in", "/sign-in?returnPath=%2Fbilling"]) {
      const response = await server.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(response.body).toContain(
        '<div id="root" data-prerendered="/sign-in"><h1>Sign in to Northwind</h1></div>',
      );
      expect(response.body).toContain("<title>Northwind Portal | Sign in</title>");
      const embedded = decodeConfig(embeddedJson(response.body));
      expect(embedded.ok && embedded.config.productName).toBe("Northwind");
    }
  });

  it("serves every other page without it, and never the rendering's own code", async () => {
    for (const url of ["/", "/dashboard", "/sign-up"]) {
      const response = await server.app.inject({ method: "GET", url });
      expect(response.body, url).toContain('<div id="root"></div>');
      // Pages the browser renders need their scripts for the first paint.
      expect(response.body, url).toContain(
        '<script type="module" crossorigin src="/assets/shell.js">',
      );
      expect(response.body, url).not.toContain("after-paint");
    }
    const code = await server.app.inject({ method: "GET", url: "/ssr/prerender.js" });
    expect(code.statusCode).toBe(404);
    expect(code.body).not.toContain("renderSignInPage");
  });

  it("falls back to the page without markup when the rendering fails", async () => {
    const broken = await servePortal(
      'export function renderSignInPage() { throw new Error("no"); }\n',
    );
    try {
      const response = await broken.server.app.inject({ method: "GET", url: "/sign-in" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await stopPortal(broken.server, broken.folder);
    }
  });
});
