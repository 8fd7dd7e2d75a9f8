/**
 * Reads the fields of every operation from the served OpenAPI document (itself generated
 * from the route catalogue), so a fuzz test covers every route and every field a module
 * registers, including routes added after the test was written.
 */
type Json = { [key: string]: unknown };

export interface RequestField {
  readonly in: "body" | "query";
  readonly name: string;
  /** The field's JSON Schema, references resolved at the top level. */
  readonly schema: Json;
  /** The well-formed body this field is varied in (its own alternative when the body is a union). */
  readonly base?: Json;
}

export interface Operation {
  readonly method: string;
  /** OpenAPI path, e.g. /v2/users/{id}. */
  readonly path: string;
  readonly access: string;
  readonly fields: ReadonlyArray<RequestField>;
  /** A body the contract accepts as well-formed (every required field plausible), or none. */
  readonly body: Json | undefined;
  /** A query the contract accepts as well-formed, as strings. */
  readonly query: Record<string, string>;
  /** The statuses the document says the operation answers. */
  readonly documented: ReadonlyArray<number>;
}

/** The schema with every `$ref` replaced by its definition (recursive ones cut at a depth). */
function dereference(schema: unknown, definitions: Json, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((item) => dereference(item, definitions, depth));
  if (typeof schema !== "object" || schema === null) return schema;
  const object = schema as Json;
  if (typeof object.$ref === "string") {
    if (depth > 8) return {};
    const target = definitions[object.$ref.split("/").pop() ?? ""];
    return dereference(target ?? {}, definitions, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, dereference(value, definitions, depth)]),
  );
}

export function operationsOf(document: Json): ReadonlyArray<Operation> {
  const definitions = ((document.components as Json).schemas ?? {}) as Json;
  const resolve = (schema: unknown): Json => dereference(schema ?? {}, definitions) as Json;
  const plausible = (name: string, raw: unknown, depth = 0): unknown => {
    const schema = resolve(raw);
    const alternatives = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
    if (alternatives?.length) {
      const nonNull = alternatives.find((option) => resolve(option).type !== "null");
      return plausible(name, nonNull ?? alternatives[0], depth);
    }
    if (schema.const !== undefined) return schema.const;
    if (Array.isArray(schema.enum)) return schema.enum[0];
    switch (schema.type) {
      case "string":
        return plausibleText(name, schema);
      case "integer":
      case "number":
        return typeof schema.minimum === "number" ? schema.minimum : 1;
      case "boolean":
        return true;
      case "array":
        return [];
      case "object": {
        if (depth > 4) return {};
        const properties = (schema.properties ?? {}) as Json;
        const required = new Set((schema.required as string[] | undefined) ?? []);
        return Object.fromEntries(
          Object.entries(properties)
            .filter(([key]) => required.has(key))
            .map(([key, value]) => [key, plausible(key, value, depth + 1)]),
        );
      }
      default:
        return "1";
    }
  };
  const bodyFields = (raw: unknown): RequestField[] => {
    const schema = resolve(raw);
    const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
    const shapes = options?.length ? options.map(resolve) : [schema];
    const seen = new Map<string, RequestField>();
    for (const shape of shapes) {
      for (const [name, property] of Object.entries((shape.properties ?? {}) as Json)) {
        if (seen.has(name)) continue;
        const base = plausible("", shape) as Json;
        seen.set(name, { in: "body", name, schema: resolve(property), base });
      }
    }
    return [...seen.values()];
  };

  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths as Json)) {
    for (const [method, raw] of Object.entries(methods as Json)) {
      const operation = raw as Json;
      const bodySchema = (
        (operation.requestBody as Json | undefined)?.content as Json | undefined
      )?.["application/json"] as Json | undefined;
      const parameters = ((operation.parameters ?? []) as Json[]).filter(
        (parameter) => parameter.in === "query",
      );
      const queryFields = parameters.map<RequestField>((parameter) => ({
        in: "query",
        name: String(parameter.name),
        schema: resolve(parameter.schema),
      }));
      const query = Object.fromEntries(
        parameters
          .filter((parameter) => parameter.required)
          .map((parameter) => [
            String(parameter.name),
            String(plausible(String(parameter.name), parameter.schema)),
          ]),
      );
      operations.push({
        method: method.toUpperCase(),
        path,
        access: String(operation.description ?? ""),
        fields: [...(bodySchema ? bodyFields(bodySchema.schema) : []), ...queryFields],
        body: bodySchema ? (plausible("", bodySchema.schema) as Json) : undefined,
        query,
        documented: Object.keys((operation.responses ?? {}) as Json).map(Number),
      });
    }
  }
  return operations;
}

const TEXT_CANDIDATES = ["1", "123456", "EUR", "2026-01-01", "2026-01-01T00:00:00Z", "a"];

/** A short text the field's pattern or format accepts, so the rest of the body gets through. */
function plausibleText(name: string, schema: Json): string {
  if (schema.format === "date-time") return "2026-01-01T00:00:00Z";
  if (/email|username/i.test(name)) return "fuzz@acme.test";
  if (typeof schema.pattern === "string") {
    const pattern = new RegExp(schema.pattern, "u");
    return TEXT_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? "1";
  }
  const min = typeof schema.minLength === "number" ? schema.minLength : 1;
  return "fuzz".padEnd(Math.min(Math.max(min, 4), 16), "z");
}

/** The value with every text inside it replaced by `text` (same shape otherwise). */
export function withEveryText(schema: Json, text: string, resolveDepth = 0): unknown {
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives?.length) {
    const option = alternatives.find((candidate) => candidate.type !== "null") ?? alternatives[0];
    return withEveryText(option ?? {}, text, resolveDepth);
  }
  if (schema.type === "array") return [withEveryText((schema.items ?? {}) as Json, text)];
  if (schema.type === "object" && resolveDepth < 3) {
    const properties = Object.entries((schema.properties ?? {}) as Json);
    if (properties.length === 0) return { key: text };
    return Object.fromEntries(
      properties.map(([key, value]) => [key, withEveryText(value as Json, text, resolveDepth + 1)]),
    );
  }
  return text;
}

/** Whether the field holds text anywhere (a string, a list of strings, a map to strings). */
export function holdsText(schema: Json): boolean {
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives?.length) return alternatives.some(holdsText);
  if (schema.type === "string") return schema.const === undefined && !schema.enum;
  if (schema.type === "array") return holdsText((schema.items ?? {}) as Json);
  if (schema.type === "object") {
    const rest = schema.additionalProperties;
    return (
      Object.values((schema.properties ?? {}) as Json).some((value) => holdsText(value as Json)) ||
      (typeof rest === "object" && rest !== null && holdsText(rest as Json))
    );
  }
  return false;
}
