import { MAX_EXPANDED_NODES } from "../budget.js";
import { isRecord, type LocatedDocument, LocatedParseError, parseLocated } from "../located.js";
import type { Diagnostic, ReadRequest, ReadResult, SchemaReader, SchemaTree } from "../model.js";
import { resourceName } from "../model.js";
import { errorDiagnostic, errorMessage, resolveRelative } from "../reader-helpers.js";
import { JsonParseError, parseJsonLocated } from "./json-located.js";

/** Validation keywords kept verbatim in `constraints` (nothing the source states is lost). */
const KEPT = [
  "format",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "default",
  "const",
  "examples",
  "readOnly",
  "writeOnly",
  "deprecated",
  "title",
  "contentEncoding",
  "contentMediaType",
] as const;

interface Loaded {
  file: string;
  doc: LocatedDocument;
}

/**
 * JSON Schema (draft-04 to 2020-12) in JSON or YAML: one asset per file, path
 * = the file. Local and relative-file $refs inside the repository are followed;
 * remote ($ref by URL) and outside ones are reported, not followed. A $ref
 * already being expanded higher up (recursion), or met after the asset grew past
 * MAX_EXPANDED_NODES, stays a named reference: a node with `constraints.ref`.
 */
export const jsonSchemaReader: SchemaReader = {
  sourceType: "json_schema",
  extensions: [".schema.json", ".schema.yaml", ".schema.yml", ".jsonschema"],
  async read(request: ReadRequest): Promise<ReadResult> {
    const diagnostics: Diagnostic[] = [];
    const cache = new Map<string, Loaded | undefined>();
    /** `quiet`: a missing file is no error (the caller reports it otherwise). */
    const load = async (file: string, quiet = false): Promise<Loaded | undefined> => {
      if (cache.has(file)) return cache.get(file);
      const text = await request.files.readText(file);
      let loaded: Loaded | undefined;
      if (text === undefined) {
        if (!quiet) diagnostics.push(errorDiagnostic(file, "no such file"));
      } else {
        try {
          // JSON through JSON.parse (fast, any size); YAML through the YAML parser.
          loaded = { file, doc: /^\s*[{[]/.test(text) ? parseJsonLocated(text) : parseLocated(text) };
        } catch (error) {
          const line =
            error instanceof LocatedParseError || error instanceof JsonParseError ? error.line : undefined;
          diagnostics.push(errorDiagnostic(file, `not valid JSON or YAML: ${errorMessage(error)}`, line));
        }
      }
      cache.set(file, loaded);
      return loaded;
    };
    const main = await load(request.path);
    if (!main) return { assets: [], diagnostics };
    if (!isRecord(main.doc.value)) {
      return {
        assets: [],
        diagnostics: [errorDiagnostic(request.path, "a JSON Schema must be an object", 1)],
      };
    }
    const converter = new Converter(load, diagnostics, request.path);
    const tree = await converter.convert(main.doc.value, main, [`${request.path}#`]);
    if (converter.truncated > 0) {
      diagnostics.push({
        file: request.path,
        severity: "warning",
        message: `schema expands to more than ${MAX_EXPANDED_NODES} nodes: ${converter.truncated} further $ref uses are kept as named references`,
      });
    }
    const title = typeof main.doc.value.title === "string" ? main.doc.value.title : undefined;
    const schema: SchemaTree =
      tree.type === "struct" ? tree : { type: "struct", fields: [{ ...tree, name: "value" }] };
    return {
      assets: [
        {
          sourceType: "json_schema",
          resourceName: resourceName("json_schema", request.dataSource, request.path),
          dataSource: request.dataSource,
          path: request.path,
          file: request.path,
          line: 1,
          schema: { ...schema, ...(title ? { name: title } : {}) },
        },
      ],
      diagnostics,
    };
  },
};

/** `$ref`s that name another document by URI: reported, never fetched. */
const REMOTE_REF = /^[a-z][a-z0-9+.-]*:/i;

class Converter {
  /** Schema nodes built so far, and `$ref` uses left unexpanded past MAX_EXPANDED_NODES. */
  nodes = 0;
  truncated = 0;

  constructor(
    private readonly load: (file: string, quiet?: boolean) => Promise<Loaded | undefined>,
    private readonly diagnostics: Diagnostic[],
    private readonly assetFile: string,
  ) {}

  async convert(schema: unknown, at: Loaded, stack: string[]): Promise<SchemaTree> {
    if (schema === true || schema === undefined) return { type: "unknown" };
    if (!isRecord(schema)) return { type: "unknown" };
    this.nodes++;
    if (typeof schema.$ref === "string") return this.reference(schema, schema.$ref, at, stack);
    const constraints = keptConstraints(schema);
    const doc = typeof schema.description === "string" ? { doc: schema.description } : {};
    let tree = await this.byShape(schema, at, stack);
    if (Array.isArray(schema.enum)) {
      const symbols = schema.enum.filter((v) => v !== null);
      constraints.symbols = symbols;
      tree = { ...tree, type: symbols.every((v) => typeof v === "string") ? "enum" : tree.type };
      if (symbols.length < schema.enum.length) tree.optional = true;
    }
    return { ...tree, ...doc, constraints: { ...tree.constraints, ...constraints } };
  }

  private async reference(
    schema: Record<string, unknown>,
    ref: string,
    at: Loaded,
    stack: string[],
  ): Promise<SchemaTree> {
    const [filePart, pointer = ""] = ref.split("#", 2) as [string, string?];
    const line = at.doc.keyLine(schema, "$ref");
    if (REMOTE_REF.test(filePart) || filePart.startsWith("//")) {
      this.diagnostics.push({
        file: at.file,
        severity: "warning",
        message: `remote $ref '${ref}' is not fetched: the field reads as unknown`,
        ...(line === undefined ? {} : { line }),
      });
      return { type: "unknown", constraints: { ref } };
    }
    const file = filePart === "" ? at.file : resolveRelative(at.file, filePart);
    if (file.startsWith("../") || file === ".." || file.startsWith("/")) {
      this.diagnostics.push(
        errorDiagnostic(at.file, `$ref '${ref}' points outside the repository: not followed`, line),
      );
      return { type: "unknown", constraints: { ref } };
    }
    const key = `${file}#${pointer}`;
    const shown = filePart === "" ? `#${pointer}` : ref;
    if (stack.includes(key) || this.nodes > MAX_EXPANDED_NODES) {
      if (!stack.includes(key)) this.truncated++;
      return { type: "struct", alias: pointer.split("/").at(-1) || file, constraints: { ref: shown } };
    }
    // Under an absolute `$id` (`id` in draft-04), a relative $ref names a URL; read it
    // from the repository when a file of that name is there, else report it as remote.
    const base = baseUri(at.doc.value);
    const target = file === at.file ? at : await this.load(file, base !== undefined);
    if (!target && base !== undefined) {
      this.diagnostics.push({
        file: at.file,
        severity: "warning",
        message: `remote $ref '${new URL(filePart, base).href}' is not fetched: the field reads as unknown`,
        ...(line === undefined ? {} : { line }),
      });
      return { type: "unknown", constraints: { ref } };
    }
    if (!target) return { type: "unknown", constraints: { ref: shown } };
    const resolved = resolvePointer(target.doc.value, pointer);
    if (resolved === undefined) {
      this.diagnostics.push(
        errorDiagnostic(at.file, `$ref '${ref}' points at nothing`, at.doc.keyLine(schema, "$ref")),
      );
      return { type: "unknown", constraints: { ref: shown } };
    }
    const tree = await this.convert(resolved, target, [...stack, key]);
    // Keywords beside $ref (2019-09 and later) describe this use of the type.
    const doc = typeof schema.description === "string" ? { doc: schema.description } : {};
    const siblings = keptConstraints(schema);
    const nullable =
      schema.type === "null" || (Array.isArray(schema.type) && schema.type.includes("null"))
        ? { optional: true }
        : {};
    return Object.keys(siblings).length > 0
      ? { ...tree, ...doc, ...nullable, constraints: { ...tree.constraints, ...siblings } }
      : { ...tree, ...doc, ...nullable };
  }

  private async byShape(schema: Record<string, unknown>, at: Loaded, stack: string[]): Promise<SchemaTree> {
    const variants = (
      Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined
    ) as unknown[] | undefined;
    if (
      variants &&
      typeof schema.type === "string" &&
      (SCALAR_TYPES.has(schema.type) || variants.every((v) => !hasOwnType(v)))
    ) {
      // `type` beside anyOf/oneOf applies to every branch: a scalar type is the shape whatever
      // the branches add (enums, consts, $refs, patterns), and so is any type when they only add constraints.
      const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
      return this.byShape(rest, at, stack);
    }
    if (variants) {
      const nonNull = variants.filter((v) => !(isRecord(v) && v.type === "null"));
      const optional = nonNull.length < variants.length ? { optional: true } : {};
      const kind = Array.isArray(schema.oneOf) ? "oneOf" : "anyOf";
      if (nonNull.length === 1) return { ...(await this.convert(nonNull[0], at, stack)), ...optional };
      const fields = await Promise.all(nonNull.map((v) => this.convert(v, at, stack)));
      return { type: "union", fields, ...optional, constraints: { combinator: kind } };
    }
    if (Array.isArray(schema.allOf)) {
      const parts = await Promise.all(schema.allOf.map((p) => this.convert(p, at, stack)));
      const own = schema.properties ? await this.object(schema, at, stack) : undefined;
      const fields = [...parts, ...(own ? [own] : [])].flatMap((p) =>
        p.type === "struct" ? (p.fields ?? []) : [],
      );
      const byName = new Map<string, SchemaTree>();
      for (const f of fields) {
        if (!f.name) continue;
        const before = byName.get(f.name);
        // Required if any part requires it.
        const optional = (before ? before.optional === true : true) && f.optional === true;
        byName.set(f.name, { ...before, ...f, optional });
      }
      return { type: "struct", fields: [...byName.values()] };
    }
    const types = Array.isArray(schema.type)
      ? (schema.type as unknown[])
      : schema.type === undefined
        ? []
        : [schema.type];
    const nonNull = types.filter((t) => t !== "null");
    const optional = nonNull.length < types.length ? { optional: true } : {};
    if (nonNull.length > 1) {
      const fields = await Promise.all(nonNull.map((t) => this.byShape({ ...schema, type: t }, at, stack)));
      return { type: "union", fields, ...optional };
    }
    const type =
      nonNull[0] ??
      (schema.properties || schema.patternProperties || isRecord(schema.additionalProperties)
        ? "object"
        : schema.items
          ? "array"
          : constType(schema.const));
    switch (type) {
      case "object":
        return { ...(await this.object(schema, at, stack)), ...optional };
      case "array": {
        const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
        const element = await this.convert(items, at, stack);
        return { type: "list", fields: [{ ...element, name: "element" }], ...optional };
      }
      case "string":
        return { ...stringType(schema), ...optional };
      case "integer":
        return { type: "int64", ...optional };
      case "number":
        return { type: "float64", ...optional };
      case "boolean":
        return { type: "bool", ...optional };
      case "null":
        return { type: "null" };
      default:
        return { type: "unknown", ...optional };
    }
  }

  private async object(schema: Record<string, unknown>, at: Loaded, stack: string[]): Promise<SchemaTree> {
    const properties = isRecord(schema.properties) ? schema.properties : undefined;
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    // Without named properties, additionalProperties or one patternProperties schema is a map.
    const patterns = isRecord(schema.patternProperties) ? Object.values(schema.patternProperties) : [];
    const mapValue = isRecord(schema.additionalProperties)
      ? schema.additionalProperties
      : patterns.length === 1
        ? patterns[0]
        : undefined;
    if (!properties && mapValue !== undefined) {
      const value = await this.convert(mapValue, at, stack);
      return {
        type: "map",
        fields: [
          { name: "key", type: "string" },
          { ...value, name: "value" },
        ],
      };
    }
    const fields: SchemaTree[] = [];
    for (const [name, property] of Object.entries(properties ?? {})) {
      const child = await this.convert(property, at, stack);
      fields.push({
        ...child,
        name,
        ...(required.has(name) ? {} : { optional: true }),
        line: at.doc.keyLine(properties as object, name),
        ...(at.file !== this.assetFile ? { file: at.file } : {}),
      });
    }
    // if/then/else: the properties either branch adds are optional fields of the object.
    for (const branch of [schema.then, schema.else]) {
      if (!isRecord(branch) || !isRecord(branch.properties)) continue;
      for (const [name, property] of Object.entries(branch.properties)) {
        if (fields.some((field) => field.name === name)) continue;
        const child = await this.convert(property, at, stack);
        fields.push({
          ...child,
          name,
          optional: true,
          constraints: { ...child.constraints, conditional: true },
          line: at.doc.keyLine(branch.properties, name),
        });
      }
    }
    const constraints: Record<string, unknown> =
      schema.additionalProperties === false ? { additionalProperties: false } : {};
    if (isRecord(schema.patternProperties))
      constraints.patternProperties = Object.keys(schema.patternProperties);
    return { type: "struct", fields, constraints };
  }
}

/** The absolute URI a document declares as its base (`$id`, draft-04 `id`), if any. */
function baseUri(document: unknown): string | undefined {
  if (!isRecord(document)) return undefined;
  const id = typeof document.$id === "string" ? document.$id : document.id;
  if (typeof id !== "string" || !REMOTE_REF.test(id)) return undefined;
  try {
    return new URL(id).href;
  } catch {
    return undefined;
  }
}

function keptConstraints(schema: Record<string, unknown>): Record<string, unknown> {
  const constraints: Record<string, unknown> = {};
  for (const key of KEPT) if (key in schema) constraints[key] = schema[key];
  return constraints;
}

/** JSON types whose values have no inner shape for branches to vary. */
const SCALAR_TYPES = new Set(["string", "integer", "number", "boolean"]);

function hasOwnType(variant: unknown): boolean {
  return (
    isRecord(variant) && ("type" in variant || "$ref" in variant || "enum" in variant || "const" in variant)
  );
}

/** The JSON type of a `const` value when no `type` is given. */
function constType(value: unknown): string | undefined {
  if (typeof value === "string") return "string";
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return undefined;
}

function stringType(schema: Record<string, unknown>): SchemaTree {
  switch (schema.format) {
    case "date-time":
      return { type: "timestamp64", logical: "Timestamp" };
    case "date":
      return { type: "date32", logical: "Date" };
    case "time":
      return { type: "time64", logical: "Time" };
    case "uuid":
      return { type: "uuid" };
    default:
      return schema.contentEncoding === "base64" ? { type: "bytes" } : { type: "string" };
  }
}

function resolvePointer(root: unknown, pointer: string): unknown {
  if (pointer === "" || pointer === "/") return root;
  let node = root;
  for (const raw of pointer.replace(/^\//, "").split("/")) {
    const part = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isRecord(node)) node = node[part];
    else return undefined;
  }
  return node;
}
