import { z } from "zod";
import { type EndpointSpec, type EndpointTable, type ErrorStatus, endpoints } from "./endpoints.js";
// Webhook event data no endpoint names: registered so the document describes it too.
import "./events.js";
import { extensionEndpoints } from "./extensions.js";
import { LIMITS } from "./limits.js";
import { apiSchemas } from "./resources.js";

/** A JSON Schema or OpenAPI object, as plain JSON. */
type JsonObject = Record<string, unknown>;

export interface OpenApiOptions {
  /** Tables of endpoints; the interface's twenty first, extension tables after it. */
  tables?: EndpointTable[];
  version?: string;
  serverUrl?: string;
  /** The serving server's limits (`x-limits`): request body bytes and items per bulk request. */
  limits?: Record<string, number>;
}

const REF_PREFIX = "#/components/schemas/";

/** The limits of `serve` with its defaults (docs/service.md "Limits"). */
const DEFAULT_SERVER_LIMITS: Record<string, number> = {
  requestBodyBytes: LIMITS.requestBodyBytes,
  assetsPerRequest: LIMITS.assetsPerRequest,
  contractsPerRequest: LIMITS.contractsPerRequest,
  namesPerBulkCheck: LIMITS.namesPerBulkCheck,
};

const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: { name: "BadRequest", description: "The request is invalid; `errors` names each bad field." },
  401: { name: "Unauthorized", description: "The X-API-KEY header is missing or not a valid key." },
  403: { name: "Forbidden", description: "The key may not do this." },
  404: { name: "NotFound", description: "No such resource in the key's workspace." },
  409: { name: "Conflict", description: "The request conflicts with the current state." },
  413: { name: "PayloadTooLarge", description: "The request body is larger than the server accepts." },
  429: { name: "TooManyRequests", description: "Too many requests; retry after the Retry-After delay." },
  503: {
    name: "ServiceUnavailable",
    description:
      "The database is unavailable or saturated (restart, failover, no free connection): retry after the Retry-After delay.",
  },
};

/**
 * The OpenAPI 3.1 document of the interface, generated from the endpoint tables
 * (one source of truth: the zod schemas of src/api). Named resources become
 * components/schemas and are referenced with $ref.
 */
export function buildOpenApiDocument(options: OpenApiOptions = {}): JsonObject {
  const tables = options.tables ?? [endpoints, extensionEndpoints];
  const schemas = componentSchemas();
  const paths: Record<string, Record<string, JsonObject>> = {};
  const tags = new Map<string, JsonObject>();

  for (const table of tables) {
    for (const [operationId, spec] of Object.entries(table)) {
      const tag = spec.tag ?? (spec.extension ? "extensions" : tagOf(spec.path));
      if (!tags.has(tag)) tags.set(tag, spec.extension ? { name: tag, "x-extension": true } : { name: tag });
      const pathItem = paths[spec.path] ?? {};
      pathItem[spec.method.toLowerCase()] = operation(operationId, spec, tag, schemas);
      paths[spec.path] = pathItem;
    }
  }

  const responses: JsonObject = {};
  for (const [status, { name, description }] of Object.entries(ERROR_RESPONSES)) {
    responses[name] = {
      description,
      content: { "application/problem+json": { schema: { $ref: `${REF_PREFIX}Problem` } } },
      ...(status === "429" || status === "503"
        ? {
            headers: {
              "Retry-After": { description: "Seconds, or an HTTP date", schema: { type: "string" } },
            },
          }
        : {}),
    };
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Data Contract Service",
      version: options.version ?? "0.1.0",
      description:
        "The /v0 Data Contract Service interface; operations marked x-extension are additions of contract-sync.",
      // What one request may hold; past a limit the answer is a 413 problem naming it (`limit`).
      "x-limits": options.limits ?? DEFAULT_SERVER_LIMITS,
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: [...tags.values()],
    security: [{ ApiKey: [] }],
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: { ApiKey: { type: "apiKey", in: "header", name: "X-API-KEY" } },
    },
  };
}

function tagOf(path: string): string {
  return path.split("/").filter(Boolean)[1] ?? "default";
}

function operation(operationId: string, spec: EndpointSpec, tag: string, schemas: JsonObject): JsonObject {
  const parameters: JsonObject[] = [];
  for (const [location, object] of [
    ["path", spec.params],
    ["query", spec.query],
  ] as const) {
    if (!object) continue;
    for (const [name, field] of Object.entries(object.shape)) {
      const fieldSchema = field as z.ZodType;
      parameters.push({
        name,
        in: location,
        // A field is optional when it accepts absence (optional or defaulted).
        required: location === "path" || !fieldSchema.safeParse(undefined).success,
        // Query values are strings on the wire; describe the value they must parse to.
        schema: toSchema(fieldSchema, "output", schemas),
      });
    }
  }
  const responses: JsonObject = {
    [String(spec.status)]: {
      description: "Success",
      content: { "application/json": { schema: toSchema(spec.response, "input", schemas) } },
    },
  };
  // Every keyed operation reads the store (the key, at least), so any may meet an unavailable database.
  const statuses = spec.public ? spec.errors : [...new Set([...spec.errors, 503 as const])];
  for (const status of statuses) {
    responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  }
  return {
    operationId,
    summary: spec.summary,
    tags: [tag],
    ...(spec.extension ? { "x-extension": true } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: toSchema(spec.body, "input", schemas) } },
          },
        }
      : {}),
    responses,
    security: spec.public ? [] : [{ ApiKey: [] }],
  };
}

/** All registered resources as components/schemas. */
function componentSchemas(): JsonObject {
  const generated = z.toJSONSchema(apiSchemas, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
    uri: (id) => `${REF_PREFIX}${id}`,
  }) as { schemas: Record<string, JsonObject> };
  const schemas: JsonObject = {};
  for (const [id, schema] of Object.entries(generated.schemas)) {
    const { $schema: _dialect, $id: _id, ...rest } = schema;
    schemas[id] = rest;
  }
  return schemas;
}

/** One schema: a $ref when it is a registered resource, else inline with its definitions hoisted. */
function toSchema(schema: z.ZodType, io: "input" | "output", schemas: JsonObject): JsonObject {
  const id = apiSchemas.get(schema)?.id;
  if (id !== undefined) return { $ref: `${REF_PREFIX}${id}` };
  const generated = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    metadata: apiSchemas,
  }) as JsonObject;
  const { $schema: _dialect, $defs, ...rest } = generated;
  for (const [name, definition] of Object.entries(($defs ?? {}) as JsonObject)) {
    if (!(name in schemas)) schemas[name] = rewriteRefs(definition);
  }
  return rewriteRefs(rest) as JsonObject;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== "object") return value;
  const out: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === "$ref" && typeof inner === "string"
        ? inner.replace(/^#\/\$defs\//, REF_PREFIX)
        : rewriteRefs(inner);
  }
  return out;
}
