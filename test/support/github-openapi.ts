// GitHub's published OpenAPI description (package @octokit/openapi), indexed by
// method + path template, with Ajv validators for path params, query params,
// JSON bodies and responses. The file is 13 MB: it is parsed once per process
// and each validator is compiled on first use.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";

// ajv-formats is CommonJS with `exports.default`; under NodeNext the default import is the module object.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

type JsonSchema = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  operationId?: string;
  parameters?: Array<ParameterObject | { $ref: string }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | { $ref: string };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> } | { $ref: string }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  "x-webhooks"?: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, ParameterObject>;
    responses: Record<string, unknown>;
    requestBodies?: Record<string, unknown>;
  };
}

export interface GitHubOperation {
  method: string;
  template: string;
  operationId: string;
  parameters: ParameterObject[];
  bodySchema: JsonSchema | undefined;
  bodyRequired: boolean;
  responseSchemas: Map<string, JsonSchema>;
  literalCount: number;
  pattern: RegExp;
  paramNames: string[];
}

export interface OperationMatch {
  operation: GitHubOperation;
  params: Record<string, string>;
}

export interface ValidationProblem {
  /** Where: `path.comment_id`, `query.per_page`, `body.body`. */
  location: string;
  message: string;
}

const SCHEMA_ID = "https://api.github.com/openapi.json";

export class GitHubOpenApi {
  private readonly operations: GitHubOperation[] = [];
  private readonly bodyAjv: Ajv;
  private readonly paramAjv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  private readonly webhooks = new Map<string, JsonSchema>();

  private constructor(document: OpenApiDocument) {
    for (const [name, item] of Object.entries(document["x-webhooks"] ?? {})) {
      const body = resolveRef(document, item.post?.requestBody) as
        | { content?: Record<string, { schema?: JsonSchema }> }
        | undefined;
      const schema = body?.content?.["application/json"]?.schema;
      if (schema) this.webhooks.set(name, schema);
    }
    for (const [template, item] of Object.entries(document.paths)) {
      const segments = template.split("/").filter((s) => s !== "");
      const paramNames: string[] = [];
      const regex = segments
        .map((segment) =>
          segment.replace(/\{([^}]+)\}|[^{}]+/g, (whole, name: string | undefined) => {
            if (name === undefined) return whole.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
            paramNames.push(name);
            return "([^/]+)";
          }),
        )
        .join("/");
      for (const [method, operation] of Object.entries(item)) {
        if (!["get", "post", "put", "patch", "delete", "head"].includes(method)) continue;
        const parameters = (operation.parameters ?? []).map((p) => resolveParameter(document, p));
        const body = resolveRef(document, operation.requestBody) as
          | { required?: boolean; content?: Record<string, { schema?: JsonSchema }> }
          | undefined;
        const responseSchemas = new Map<string, JsonSchema>();
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const resolved = resolveRef(document, response) as
            | { content?: Record<string, { schema?: JsonSchema }> }
            | undefined;
          const schema = resolved?.content?.["application/json"]?.schema;
          if (schema) responseSchemas.set(status, schema);
        }
        this.operations.push({
          method: method.toUpperCase(),
          template,
          operationId: operation.operationId ?? `${method} ${template}`,
          parameters,
          bodySchema: body?.content?.["application/json"]?.schema,
          bodyRequired: body?.required === true,
          responseSchemas,
          literalCount: segments.filter((s) => !s.includes("{")).length,
          pattern: new RegExp(`^/${regex}$`),
          paramNames,
        });
      }
    }
    // Literal segments win over parameters: /issues/comments before /issues/{issue_number}.
    this.operations.sort((a, b) => b.literalCount - a.literalCount);

    const root = { $id: SCHEMA_ID, components: { schemas: fromOpenApi30(document.components.schemas) } };
    // strict: false because OpenAPI 3.0 adds keywords (example, discriminator, x-*) that are not JSON Schema.
    this.bodyAjv = new Ajv({ strict: false, allErrors: true });
    this.paramAjv = new Ajv({ strict: false, allErrors: true, coerceTypes: "array" });
    for (const ajv of [this.bodyAjv, this.paramAjv]) {
      addFormats(ajv);
      ajv.addSchema(root);
    }
  }

  private static instance: GitHubOpenApi | undefined;

  /** The api.github.com description, loaded once per process. */
  static load(): GitHubOpenApi {
    if (!GitHubOpenApi.instance) {
      const require = createRequire(import.meta.url);
      const packageJson = require.resolve("@octokit/openapi/package.json");
      const file = packageJson.replace(/package\.json$/, "generated/api.github.com.json");
      GitHubOpenApi.instance = new GitHubOpenApi(JSON.parse(readFileSync(file, "utf8")) as OpenApiDocument);
    }
    return GitHubOpenApi.instance;
  }

  /** The operation for a method and URL path; `pathExists` tells 404 from 405 apart. */
  match(method: string, path: string): { match?: OperationMatch; pathExists: boolean } {
    let pathExists = false;
    for (const operation of this.operations) {
      const found = operation.pattern.exec(path);
      if (!found) continue;
      pathExists = true;
      if (operation.method !== method) continue;
      const params: Record<string, string> = {};
      operation.paramNames.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? "");
      });
      return { match: { operation, params }, pathExists };
    }
    return { pathExists };
  }

  /** Path and query parameters; returns the coerced query values. */
  validateParameters(
    match: OperationMatch,
    query: URLSearchParams,
  ): { problems: ValidationProblem[]; query: Record<string, unknown> } {
    const problems: ValidationProblem[] = [];
    const coerced: Record<string, unknown> = {};
    const known = new Set<string>();
    for (const parameter of match.operation.parameters) {
      if (parameter.in !== "path" && parameter.in !== "query") continue;
      const raw = parameter.in === "path" ? match.params[parameter.name] : query.get(parameter.name);
      if (parameter.in === "query") known.add(parameter.name);
      if (raw === undefined || raw === null) {
        if (parameter.required)
          problems.push({ location: `${parameter.in}.${parameter.name}`, message: "is required" });
        continue;
      }
      const holder = { value: raw as unknown };
      const validate = this.compile(this.paramAjv, `param:${match.operation.operationId}:${parameter.name}`, {
        type: "object",
        properties: { value: parameter.schema ?? {} },
      });
      if (!validate(holder)) {
        problems.push(...toProblems(validate.errors, `${parameter.in}.${parameter.name}`));
      } else if (parameter.in === "query") {
        coerced[parameter.name] = holder.value;
      }
    }
    for (const name of query.keys()) {
      if (!known.has(name))
        problems.push({ location: `query.${name}`, message: "is not a parameter of this operation" });
    }
    return { problems, query: coerced };
  }

  validateBody(operation: GitHubOperation, body: unknown): ValidationProblem[] {
    if (body === undefined) {
      return operation.bodyRequired ? [{ location: "body", message: "a JSON body is required" }] : [];
    }
    if (!operation.bodySchema) return [];
    const validate = this.compile(this.bodyAjv, `body:${operation.operationId}`, operation.bodySchema);
    return validate(body) ? [] : toProblems(validate.errors, "body");
  }

  /** Checks the fake's own answers: they must be shaped like GitHub's. */
  validateResponse(operation: GitHubOperation, status: number, body: unknown): ValidationProblem[] {
    const schema = operation.responseSchemas.get(String(status));
    if (!schema) return [];
    const validate = this.compile(this.bodyAjv, `response:${operation.operationId}:${status}`, schema);
    return validate(body) ? [] : toProblems(validate.errors, "response");
  }

  /** Checks an event payload against the description's webhook schema (`pull-request-opened`, `push`). */
  validateWebhook(name: string, payload: unknown): ValidationProblem[] {
    const schema = this.webhooks.get(name);
    if (!schema) return [{ location: "event", message: `no webhook named ${name} in the description` }];
    const validate = this.compile(this.bodyAjv, `webhook:${name}`, schema);
    return validate(payload) ? [] : toProblems(validate.errors, "payload");
  }

  private compile(ajv: Ajv, key: string, schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      // Component references ("#/components/schemas/x") resolve against the description's root.
      validate = ajv.compile({
        $id: `${SCHEMA_ID}/${encodeURIComponent(key)}`,
        ...rebase(fromOpenApi30(schema)),
      });
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema: `type: [t, "null"]` (and null
 * in an enum), or `anyOf: [schema, {type: null}]` where there is no type.
 */
function fromOpenApi30<T>(node: T): T {
  if (Array.isArray(node)) return node.map(fromOpenApi30) as T;
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = fromOpenApi30(value);
  if (out.nullable !== true) return out as T;
  delete out.nullable;
  if (typeof out.type === "string") {
    out.type = [out.type, "null"];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out as T;
  }
  return { anyOf: [out, { type: "null" }] } as T;
}

/** `#/components/...` inside an operation means the description's root; point it there. */
function rebase(schema: unknown): JsonSchema {
  return JSON.parse(
    JSON.stringify(schema, (key, value) =>
      key === "$ref" && typeof value === "string" && value.startsWith("#/") ? `${SCHEMA_ID}${value}` : value,
    ),
  ) as JsonSchema;
}

function resolveRef(document: OpenApiDocument, value: unknown): unknown {
  let current = value;
  for (let i = 0; i < 8 && current && typeof current === "object" && "$ref" in current; i++) {
    const ref = (current as { $ref: string }).$ref;
    current = ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
  }
  return current;
}

function resolveParameter(
  document: OpenApiDocument,
  parameter: ParameterObject | { $ref: string },
): ParameterObject {
  return resolveRef(document, parameter) as ParameterObject;
}

function toProblems(errors: ErrorObject[] | null | undefined, prefix: string): ValidationProblem[] {
  return (errors ?? []).map((error) => {
    const pointer = error.instancePath.replace(/^\/value/, "").replace(/\//g, ".");
    const missing = error.keyword === "required" ? `.${String(error.params.missingProperty)}` : "";
    return { location: `${prefix}${pointer}${missing}`, message: error.message ?? error.keyword };
  });
}
