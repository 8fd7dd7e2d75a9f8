import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadRuntimeConfig } from "../../src/adapters/config/load-runtime-config.ts";

// A real HTTP server whose /config.json answer each test chooses by path.
const answers: Record<string, { status: number; body: string }> = {
  "/ok.json": { status: 200, body: JSON.stringify({ productName: "Northwind" }) },
  "/missing.json": { status: 404, body: "" },
  "/broken.json": { status: 200, body: "{ not json" },
  "/wrong.json": { status: 200, body: JSON.stringify({ uploadMaxBytes: -5 }) },
  "/down.json": { status: 502, body: "" },
};
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[request.url ?? ""] ?? { status: 404, body: "" };
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("the configuration written into the page", () => {
  it("is used as it is, without a request", async () => {
    const fetchNothing = (() => Promise.reject(new Error("no request expected"))) as typeof fetch;
    const loaded = await loadRuntimeConfig(
      fetchNothing,
      "/config.json",
      JSON.stringify({ productName: "Northwind" }),
    );
    expect(loaded.ok && loaded.config.productName).toBe("Northwind");
  });

  it("is reported when wrong, like a served one", async () => {
    const wrong = await loadRuntimeConfig(fetch, "/config.json", '{"uploadMaxBytes":-5}');
    expect(!wrong.ok && wrong.message).toContain("uploadMaxBytes");
    const broken = await loadRuntimeConfig(fetch, "/config.json", "{ not json");
    expect(broken).toEqual({ ok: false, message: "The portal configuration is not valid JSON." });
  });
});

describe("loading /config.json", () => {
  it("decodes the served configuration", async () => {
    const loaded = await loadRuntimeConfig(fetch, `${base}/ok.json`, null);
    expect(loaded.ok && loaded.config.productName).toBe("Northwind");
  });

  it("uses every default when the host serves no configuration", async () => {
    const loaded = await loadRuntimeConfig(fetch, `${base}/missing.json`, null);
    expect(loaded.ok && loaded.config.productName).toBe("Conduit");
  });

  it("reports a configuration that is not JSON", async () => {
    const loaded = await loadRuntimeConfig(fetch, `${base}/broken.json`, null);
    expect(loaded).toEqual({ ok: false, message: "The portal configuration is not valid JSON." });
  });

  it("reports a wrong value, naming the field", async () => {
    const loaded = await loadRuntimeConfig(fetch, `${base}/wrong.json`, null);
    expect(loaded.ok).toBe(false);
    expect(!loaded.ok && loaded.message).toContain("uploadMaxBytes");
  });

  it("reports a server error and an unreachable server", async () => {
    const down = await loadRuntimeConfig(fetch, `${base}/down.json`, null);
    expect(!down.ok && down.message).toContain("HTTP 502");
    const unreachable = await loadRuntimeConfig(fetch, "http://127.0.0.1:1/config.json", null);
    expect(!unreachable.ok && unreachable.message).toContain("network error");
  });
});
