import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Validator } from "@seriousme/openapi-schema-validator";
import { generateApi } from "swagger-typescript-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildOpenApiDocument,
  operationIdOf,
} from "../../../server/src/openapi/openapi-document.ts";
import { ErrorBody } from "../../../src/core/api/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * The contract as other tools read it: /v2/openapi.json passes a third-party OpenAPI 3.1
 * validator, every operation has a stable, unique operationId and documents the statuses it
 * can answer, and a maintained generator (swagger-typescript-api) makes a typed client from it
 * that the TypeScript compiler checks calls against.
 */
// biome-ignore lint/suspicious/noExplicitAny: the JSON document, read by path in assertions
type Json = Record<string, any>;
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

let server: TestServer;
let document: Json;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.sessionFor("admin@acme.test")).access;
  document = (await server.call(null, { method: "GET", url: "/v2/openapi.json" })).json();
}, 120_000);
afterAll(() => server?.close());

function operations(): Array<{ method: string; path: string; operation: Json }> {
  return Object.entries(document.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, operation]) => ({ method, path, operation })),
  );
}

describe("/v2/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document for a third-party validator", async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("gives every operation a unique operationId derived from its method and path", () => {
    const ids = operations().map(({ operation }) => operation.operationId as string);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations()) {
      const fastifyPath = path.replace(/^\/v2/, "").replace(/\{([A-Za-z_]+)\}/g, ":$1");
      expect(operation.operationId).toBe(operationIdOf(method, fastifyPath));
    }
    // Pinned: generated clients name their methods after these, so they must never change.
    expect(document.paths["/v2/auth"].post.operationId).toBe("postAuth");
    expect(document.paths["/v2/support/tickets/{id}"].get.operationId).toBe(
      "getSupportTicketsById",
    );
    expect(document.paths["/v2/users/{id}/permissions"].put.operationId).toBe(
      "putUsersByIdPermissions",
    );
    expect(document.paths["/v2/forgot-password"].post.operationId).toBe("postForgotPassword");
  });

  it("keeps the operationIds when routes register in another order", () => {
    const reversed = buildOpenApiDocument([...server.catalogue].reverse(), ErrorBody, "test");
    for (const { method, path, operation } of operations()) {
      expect(reversed.paths as Json).toHaveProperty(
        [path, method, "operationId"],
        operation.operationId,
      );
    }
  });

  it("documents 404 on by-id operations, 401/403 behind sign-in, 400 where input is validated", () => {
    for (const { method, path, operation } of operations()) {
      const statuses = Object.keys(operation.responses);
      const where = `${method} ${path}`;
      if (path.includes("{")) expect(statuses, where).toContain("404");
      if (operation.security === undefined)
        expect(statuses, where).toEqual(expect.arrayContaining(["401", "403"]));
      if (operation.requestBody || operation.parameters.some((p: Json) => p.in === "query")) {
        expect(statuses, where).toContain("400");
      }
      expect(statuses, where).toContain("503");
    }
  });

  it("shows the length bound of every text a request body carries, trimmed ones included", () => {
    const definitions = (document.components?.schemas ?? {}) as Json;
    const resolve = (schema: Json): Json =>
      typeof schema?.$ref === "string"
        ? resolve(definitions[schema.$ref.split("/").pop() ?? ""])
        : schema;
    const unbounded: string[] = [];
    const walk = (raw: Json, where: string, depth: number): void => {
      const schema = resolve(raw);
      if (depth > 8 || typeof schema !== "object" || schema === null) return;
      for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
        walk(option, where, depth + 1);
      }
      const fixed = schema.enum !== undefined || schema.const !== undefined;
      // A day or an exact pattern bounds a text by itself.
      const shaped = schema.format === "date" || /^\^[^*+]*\$$/.test(schema.pattern ?? "*");
      if (schema.type === "string" && !fixed && !shaped && schema.maxLength === undefined) {
        unbounded.push(where);
      }
      for (const [name, property] of Object.entries((schema.properties ?? {}) as Json)) {
        walk(property, `${where}.${name}`, depth + 1);
      }
      if (schema.items) walk(schema.items, `${where}[]`, depth + 1);
    };
    for (const { method, path, operation } of operations()) {
      for (const [type, content] of Object.entries(
        (operation.requestBody?.content ?? {}) as Json,
      )) {
        if (type === "application/json") walk(content.schema, `${method} ${path} body`, 0);
      }
    }
    expect(unbounded).toEqual([]);
    const invite = resolve(
      document.paths["/v2/register/user"].post.requestBody.content["application/json"].schema,
    );
    expect(resolve(invite.properties.firstname).maxLength).toBe(150);
    expect(resolve(invite.properties.email).maxLength).toBe(254);
  });

  it("documents ?export=true as text/csv, and the export answers it", async () => {
    const success = document.paths["/v2/support/tickets"].get.responses["200"].content;
    expect(Object.keys(success)).toEqual(["application/json", "text/csv"]);
    const exported = await server.call(admin, {
      method: "GET",
      url: "/v2/support/tickets?export=true",
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toContain("text/csv");
  });

  it("answers a wrong method with a JSON content type and no body with 404 or 405", async () => {
    const patterns = operations().map(({ method, path }) => ({
      method,
      pattern: new RegExp(`^${path.replace(/\{[A-Za-z_]+\}/g, "[^/]+")}$`),
    }));
    // A method some route answers at this URL (another route's pattern may match it) is right.
    const routed = (method: string, url: string) =>
      patterns.some((route) => route.method === method && route.pattern.test(url));
    for (const path of Object.keys(document.paths as Json)) {
      const concrete = path.replace(/\{[A-Za-z_]+\}/g, "1");
      for (const method of METHODS.filter((candidate) => !routed(candidate, concrete))) {
        const response = await server.call(admin, {
          method: method.toUpperCase() as Uppercase<(typeof METHODS)[number]>,
          url: concrete,
          headers: { "content-type": "application/json" },
        });
        expect([404, 405], `${method} ${concrete}: ${response.body}`).toContain(
          response.statusCode,
        );
        expect(response.json()).toHaveProperty("detail");
      }
    }
  });
});

describe("a client generated from /v2/openapi.json", () => {
  it("type-checks calls against the document's operations and schemas", async () => {
    const folder = await mkdtemp(join(tmpdir(), "conduit-client-"));
    try {
      const specPath = join(folder, "openapi.json");
      await writeFile(specPath, JSON.stringify(document));
      await generateApi({
        input: specPath,
        output: folder,
        fileName: "api.ts",
        httpClientType: "fetch",
        silent: true,
      });
      await writeFile(
        join(folder, "calls.ts"),
        `import { Api } from "./api";
const api = new Api({ baseUrl: "http://localhost:8000" });
export async function calls(): Promise<void> {
  const ticket = await api.v2.getSupportTicketsById("SUP-1042");
  const key: string = ticket.data.id;
  const page = await api.v2.getSupportTickets({ limit: 10, text: "fibre" });
  const count: number = page.data.count;
  const tokens = await api.v2.postAuth({ username: "admin@acme.test", password: "secret" });
  const access: string = tokens.data.access;
  await api.v2.putUsersByIdPermissions("7", { permissions: ["view_support_module"] });
  // @ts-expect-error an issue key is a string, not a number
  await api.v2.getSupportTicketsById(1042);
  // @ts-expect-error the ticket list's count is a number
  const wrong: string = page.data.count;
  console.log(key, count, access, wrong);
}
`,
      );
      await writeFile(
        join(folder, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: "ES2022",
            lib: ["ES2022", "DOM"],
            module: "ESNext",
            moduleResolution: "bundler",
            skipLibCheck: true,
            types: [],
          },
          files: ["calls.ts", "api.ts"],
        }),
      );
      const tsc = join(process.cwd(), "node_modules", ".bin", "tsc");
      const result = await promisify(execFile)(tsc, ["-p", join(folder, "tsconfig.json")]).then(
        () => ({ ok: true, output: "" }),
        (error: { stdout?: string; stderr?: string }) => ({
          ok: false,
          output: `${error.stdout ?? ""}${error.stderr ?? ""}`,
        }),
      );
      expect(result.output).toBe("");
      expect(result.ok).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
