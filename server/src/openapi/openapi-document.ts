import { JsonSchema, type Schema, SchemaRepresentation } from "effect";
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

function pathParameters(path: string): JsonObject[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => ({
    name: match[1],
    in: "path",
    required: true,
    schema: { type: "string" },
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
  const slots: Array<{ entry: number; role: "body" | "query" | "response" }> = [];
  const asts: Schema.Top["ast"][] = [errorBody.ast];
  catalogue.forEach((entry, index) => {
    for (const role of ["body", "query", "response"] as const) {
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
    const operation: JsonObject = {
      tags: [entry.tag],
      summary: entry.summary,
      description: describeAccess(entry.access),
      parameters: [
        ...pathParameters(entry.path),
        ...queryParameters(schemaOf(index, "query"), definitions),
      ],
      responses: {
        [status]: entry.produces
          ? { description: "Success", content: { [entry.produces]: {} } }
          : response
            ? { description: "Success", content: { "application/json": { schema: response } } }
            : { description: "Success" },
        "400": ERROR_RESPONSE,
        ...(entry.access === "public" ? {} : { "401": ERROR_RESPONSE, "403": ERROR_RESPONSE }),
        "503": ERROR_RESPONSE,
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
