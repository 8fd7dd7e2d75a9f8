import { JsonSchema, type Schema, SchemaRepresentation } from "effect";
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from "../../../src/core/api/page-window.ts";
import { API_VERSION_PREFIX } from "../../../src/core/constants.ts";
import type { CatalogueEntry } from "../http/routes.ts";

/**
 * The OpenAPI 3.1 document of the /v2 API, generated from the route catalogue and the core
 * Effect Schemas the routes decode and encode with: what is documented is what runs.
 */
type JsonObject = { [key: string]: unknown };

const ERROR_RESPONSE = {
  description: "Error in the contract's shape: `{detail}` or field -> messages",
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
};

function toOpenApiPath(path: string): string {
  return `${API_VERSION_PREFIX}${path.replace(/:([A-Za-z_]+)/g, "{$1}")}`;
}

/** Every `:name` of the path, described by the route's `params` schema where it declares one. */
function pathParameters(
  path: string,
  schema: JsonSchema.JsonSchema | undefined,
  definitions: JsonObject,
): JsonObject[] {
  const properties = (resolve(schema, definitions)?.properties ?? {}) as Record<string, JsonObject>;
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map(([, name = ""]) => ({
    name,
    in: "path",
    required: true,
    schema: properties[name] ?? { type: "string" },
  }));
}

function queryParameters(
  schema: JsonSchema.JsonSchema | undefined,
  definitions: JsonObject,
): JsonObject[] {
  const resolved = resolve(schema, definitions);
  const properties = (resolved?.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((resolved?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: property,
  }));
}

/** `offset` and `limit` of every paged list (pageWindow reads them, not the route's schema). */
const PAGE_PARAMETERS: JsonObject[] = [
  {
    name: "offset",
    in: "query",
    required: false,
    schema: { type: "integer", minimum: 0, default: 0 },
  },
  {
    name: "limit",
    in: "query",
    required: false,
    schema: { type: "integer", minimum: 1, maximum: MAX_PAGE_LIMIT, default: DEFAULT_PAGE_LIMIT },
  },
];

/** Whether an answer is the `{count, next, previous, results}` envelope of a paged list. */
function isPage(schema: JsonSchema.JsonSchema | undefined, definitions: JsonObject): boolean {
  const properties = resolve(schema, definitions)?.properties as JsonObject | undefined;
  return properties !== undefined && "results" in properties && "count" in properties;
}

function resolve(
  schema: JsonSchema.JsonSchema | undefined,
  definitions: JsonObject,
): JsonObject | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  const ref = (schema as JsonObject).$ref;
  if (typeof ref === "string") {
    return definitions[ref.replace("#/components/schemas/", "")] as JsonObject | undefined;
  }
  return schema as JsonObject;
}

/**
 * A stable operationId from the method and path alone, so generated clients keep their names
 * while summaries change: GET /support/tickets/:id/comments -> getSupportTicketsByIdComments.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) =>
      segment.startsWith(":")
        ? `By${capitalize(camel(segment.slice(1)))}`
        : capitalize(camel(segment)),
    );
  return `${method.toLowerCase()}${words.join("")}`;
}

function camel(text: string): string {
  return text.replace(/[-_.]+([a-zA-Z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Every status the route can answer besides its success: 400 where a body or query is
 * validated or a body parsed, 413/415 where a body is read, 401/403 behind sign-in (403 also
 * for read-only impersonation), 404 where the path names a record, 503 in maintenance or
 * while the database is away, and whatever the route declares on top (409, 429...).
 */
function errorStatuses(entry: CatalogueEntry, paged: boolean): number[] {
  const readsBody = entry.method !== "GET";
  const statuses = new Set<number>([503, ...(entry.errors ?? [])]);
  if (entry.body || entry.query || readsBody || paged) statuses.add(400);
  if (readsBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (entry.access !== "public") {
    statuses.add(401);
    statuses.add(403);
  }
  if (entry.path.includes(":")) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

function successContent(entry: CatalogueEntry, response: unknown): JsonObject | undefined {
  if (entry.produces) return { [entry.produces]: {} };
  const content: JsonObject = {};
  if (response) content["application/json"] = { schema: response };
  if (entry.alsoProduces) content[entry.alsoProduces] = { schema: { type: "string" } };
  return Object.keys(content).length > 0 ? content : undefined;
}

function describeAccess(access: CatalogueEntry["access"]): string {
  if (access === "public") return "Public.";
  if (access === "signed-in") return "Any signed-in user.";
  return `Signed in, holding any of: ${access.join(", ")}.`;
}

export function buildOpenApiDocument(
  catalogue: ReadonlyArray<CatalogueEntry>,
  errorBody: Schema.Top,
  version: string,
): JsonObject {
  // Every schema of every route in one pass, so shared definitions are emitted once.
  const slots: Array<{ entry: number; role: "body" | "query" | "params" | "response" }> = [];
  const asts: Schema.Top["ast"][] = [errorBody.ast];
  catalogue.forEach((entry, index) => {
    for (const role of ["body", "query", "params", "response"] as const) {
      const schema = entry[role];
      if (schema) {
        slots.push({ entry: index, role });
        asts.push(schema.ast);
      }
    }
  });
  const [first, ...rest] = asts;
  if (!first) throw new Error("no schemas");
  const multi = JsonSchema.toMultiDocumentOpenApi3_1(
    SchemaRepresentation.toJsonSchemaMultiDocument(
      SchemaRepresentation.toRepresentations([first, ...rest]),
    ),
  );
  const definitions: JsonObject = { ...multi.definitions, ErrorBody: multi.schemas[0] };
  const schemaOf = (index: number, role: string) => {
    const slot = slots.findIndex((s) => s.entry === index && s.role === role);
    return slot === -1 ? undefined : multi.schemas[slot + 1];
  };

  const paths: Record<string, Record<string, JsonObject>> = {};
  catalogue.forEach((entry, index) => {
    const path = toOpenApiPath(entry.path);
    const body = schemaOf(index, "body");
    const response = schemaOf(index, "response");
    const status = String(entry.status ?? 200);
    const content = successContent(entry, response);
    const paged = isPage(response, definitions);
    const operation: JsonObject = {
      operationId: operationIdOf(entry.method, entry.path),
      tags: [entry.tag],
      summary: entry.summary,
      description: describeAccess(entry.access),
      parameters: [
        ...pathParameters(entry.path, schemaOf(index, "params"), definitions),
        ...queryParameters(schemaOf(index, "query"), definitions),
        ...(paged ? PAGE_PARAMETERS : []),
      ],
      responses: {
        [status]: content ? { description: "Success", content } : { description: "Success" },
        ...Object.fromEntries(
          errorStatuses(entry, paged).map((code) => [String(code), ERROR_RESPONSE]),
        ),
      },
      ...(entry.access === "public" ? { security: [] } : {}),
      ...(body
        ? { requestBody: { required: true, content: { "application/json": { schema: body } } } }
        : {}),
    };
    paths[path] = { ...paths[path], [entry.method.toLowerCase()]: operation };
  });

  return {
    openapi: "3.1.0",
    info: {
      title: "Conduit API",
      version,
      description:
        "The /v2 API of the Conduit customer portal. Lists are paged with offset and limit and answer {count, next, previous, results}; errors answer {detail} or field -> messages (Django REST Framework conventions).",
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }],
    paths,
    components: {
      schemas: definitions,
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
  };
}
