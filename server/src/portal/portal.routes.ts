import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { RuntimeConfig } from "../../../src/core/config/index.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { indexPageWithConfig } from "./index-page.ts";
import { PRERENDER_FOLDER, prerenderedIndex } from "./prerendered-page.ts";

/**
 * Serves the built portal: hashed assets cached for a year, index.html never cached and with
 * the runtime configuration written into it (index-page.ts), and /config.json built from the
 * environment. Client routes (/sign-in, /billing/invoices/42, ...) fall back to index.html;
 * see app.ts for the not-found handler that does it, with `sendIndex`.
 */
export async function registerPortalRoutes(
  app: FastifyInstance,
  portalDir: string | null,
  config: RuntimeConfig,
): Promise<{ sendIndex: ((reply: FastifyReply) => FastifyReply) | null }> {
  const csp = contentSecurityPolicy(config);

  app.get("/config.json", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return config;
  });

  const hasPortal = portalDir !== null && existsSync(join(portalDir, "index.html"));
  if (!hasPortal) return { sendIndex: null };
  // Read once: `npm start` builds the portal before the server starts.
  const indexPage = indexPageWithConfig(
    readFileSync(join(portalDir, "index.html"), "utf8"),
    config,
  );
  const sendHtml = (reply: FastifyReply, html: string) =>
    reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(html);
  const sendIndex = (reply: FastifyReply) => sendHtml(reply, indexPage);
  // The sign-in page with its markup (prerendered-page.ts): painted before the scripts run.
  const prerendered = await prerenderedIndex(portalDir, indexPage, config, (message) =>
    app.log.warn(message),
  );

  await app.register(fastifyStatic, {
    root: portalDir,
    index: false,
    // scripts/compress-dist.ts writes .br and .gz beside each asset at build time.
    preCompressed: true,
    // The server rendering's bundle is the server's, not the browser's.
    allowedPath: (path) => !path.startsWith(`/${PRERENDER_FOLDER}/`),
    setHeaders: (reply, path) => {
      reply.header(
        "Cache-Control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
      reply.header("X-Content-Type-Options", "nosniff");
    },
  });

  // The static plugin answers a folder with 403; the root is a client route like any other.
  app.get("/", (_request, reply) => sendIndex(reply));
  if (prerendered !== null) {
    app.get(prerendered.path, (_request, reply) => sendHtml(reply, prerendered.html()));
  }

  app.addHook("onSend", async (_request, reply, payload) => {
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && type.startsWith("text/html")) {
      reply.header("Content-Security-Policy", csp);
      reply.header("X-Content-Type-Options", "nosniff");
      reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    }
    return payload;
  });
  return { sendIndex };
}
