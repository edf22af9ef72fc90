import { MAX_EXPANDED_NODES } from "../budget.js";
import type { LocatedDocument } from "../located.js";
import type { Diagnostic, SchemaTree } from "../model.js";
import { isRecord } from "./json-located.js";

/* Avro schema JSON to a schema tree: shared by the .avsc reader (avro.ts), the IDL reader and the s3 sample reader. */
export const PRIMITIVES: Record<string, SchemaTree["type"]> = {
  null: "null",
  boolean: "bool",
  int: "int32",
  long: "int64",
  float: "float32",
  double: "float64",
  bytes: "bytes",
  string: "string",
};

export interface NamedDefinition {
  schema: Record<string, unknown>;
  file: string;
  doc: LocatedDocument;
}

/** One parsed .avsc file. */
export interface AvroFile {
  file: string;
  doc: LocatedDocument;
  text?: string;
}

export function stringOr(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export function qualify(name: string, namespace: string | undefined): string {
  return name.includes(".") || !namespace ? name : `${namespace}.${name}`;
}

export function collectNames(
  schema: unknown,
  namespace: string | undefined,
  source: AvroFile,
  into: Map<string, NamedDefinition>,
  overwrite = true,
): void {
  if (Array.isArray(schema)) {
    for (const s of schema) collectNames(s, namespace, source, into, overwrite);
    return;
  }
  if (!isRecord(schema)) return;
  const type = schema.type;
  if (
    (type === "record" || type === "error" || type === "enum" || type === "fixed") &&
    typeof schema.name === "string"
  ) {
    const fullName = qualify(schema.name, stringOr(schema.namespace) ?? namespace);
    if (overwrite || !into.has(fullName)) into.set(fullName, { schema, file: source.file, doc: source.doc });
    const inner = namespaceOf(fullName);
    if (Array.isArray(schema.fields)) {
      for (const f of schema.fields) if (isRecord(f)) collectNames(f.type, inner, source, into, overwrite);
    }
    return;
  }
  collectNames(type, namespace, source, into, overwrite);
  collectNames(schema.items, namespace, source, into, overwrite);
  collectNames(schema.values, namespace, source, into, overwrite);
}

export function namespaceOf(fullName: string): string | undefined {
  return fullName.includes(".") ? fullName.slice(0, fullName.lastIndexOf(".")) : undefined;
}

/** Full names of the named types a schema refers to (defined or not). */
export function referencedNames(schema: unknown, namespace: string | undefined): string[] {
  if (typeof schema === "string") return PRIMITIVES[schema] ? [] : [qualify(schema, namespace)];
  if (Array.isArray(schema)) return schema.flatMap((s) => referencedNames(s, namespace));
  if (!isRecord(schema)) return [];
  const type = schema.type;
  if (type === "record" || type === "error") {
    const inner = namespaceOf(qualify(String(schema.name), stringOr(schema.namespace) ?? namespace));
    const fields = Array.isArray(schema.fields) ? schema.fields.filter(isRecord) : [];
    return fields.flatMap((f) => referencedNames(f.type, inner));
  }
  if (type === "array") return referencedNames(schema.items, namespace);
  if (type === "map") return referencedNames(schema.values, namespace);
  if (type === "enum" || type === "fixed") return [];
  return referencedNames(type, namespace);
}

/** The warning for an asset whose converter kept `truncated` uses of named records as references. */
export function truncationWarning(file: string, name: string, truncated: number): Diagnostic {
  return {
    file,
    severity: "warning",
    message: `record '${name}' expands to more than ${MAX_EXPANDED_NODES} nodes: ${truncated} further uses of named records are kept as references`,
  };
}

export class Converter {
  constructor(
    private readonly definitions: Map<string, NamedDefinition>,
    private readonly assetFile: string,
  ) {}

  /**
   * Schema nodes built so far, and uses of named records left unexpanded past
   * MAX_EXPANDED_NODES: a record used in many places expands at each, so a
   * schema that reuses its records in layers grows exponentially.
   */
  private nodes = 0;
  truncated = 0;

  convert(schema: unknown, namespace: string | undefined, source: AvroFile, stack: Set<string>): SchemaTree {
    this.nodes++;
    if (typeof schema === "string") {
      const primitive = PRIMITIVES[schema];
      if (primitive) return { type: primitive };
      const fullName = qualify(schema, namespace);
      const def = this.definitions.get(fullName) ?? this.definitions.get(schema);
      if (!def) return { type: "unknown", constraints: { ref: fullName } };
      if (stack.has(fullName)) return { type: "struct", alias: fullName, constraints: { ref: fullName } };
      if (this.nodes > MAX_EXPANDED_NODES && def.schema.type !== "enum" && def.schema.type !== "fixed") {
        this.truncated++;
        return { type: "struct", alias: fullName, constraints: { ref: fullName } };
      }
      // A named type's own namespace applies inside it (IDL types carry none of their own).
      const defined = this.definitions.has(fullName) ? fullName : schema;
      return this.convert(def.schema, namespaceOf(defined), { file: def.file, doc: def.doc }, stack);
    }
    if (Array.isArray(schema)) return this.union(schema, namespace, source, stack);
    if (!isRecord(schema)) return { type: "unknown" };
    const type = schema.type;
    const logical = stringOr(schema.logicalType);
    const extra = this.extraConstraints(schema);
    if (typeof type === "string" && PRIMITIVES[type]) {
      const base: SchemaTree = { type: PRIMITIVES[type] ?? "unknown" };
      return withConstraints(logical ? applyLogical(base, type, logical, schema) : base, extra);
    }
    if (type === "record" || type === "error") {
      const fullName = qualify(String(schema.name), stringOr(schema.namespace) ?? namespace);
      const inner = namespaceOf(fullName);
      const nextStack = new Set(stack).add(fullName);
      const fields = (Array.isArray(schema.fields) ? schema.fields : []).filter(isRecord).map((f) => {
        const child = this.convert(f.type, inner, source, nextStack);
        const constraints: Record<string, unknown> = { ...child.constraints };
        if ("default" in f) constraints.default = f.default;
        if (Array.isArray(f.aliases)) constraints.aliases = f.aliases;
        if (typeof f.order === "string") constraints.order = f.order;
        return {
          ...child,
          name: String(f.name),
          ...(typeof f.doc === "string" ? { doc: f.doc } : {}),
          constraints,
          line: source.doc.keyLine(f, "name") ?? source.doc.lineOf(f),
          ...(source.file !== this.assetFile ? { file: source.file } : {}),
        } satisfies SchemaTree;
      });
      return withConstraints(
        {
          type: "struct",
          alias: fullName,
          ...(typeof schema.doc === "string" ? { doc: schema.doc } : {}),
          fields,
        },
        extra,
      );
    }
    if (type === "enum") {
      const fullName = qualify(String(schema.name), stringOr(schema.namespace) ?? namespace);
      const constraints: Record<string, unknown> = { symbols: schema.symbols, ...extra };
      if ("default" in schema) constraints.enumDefault = schema.default;
      return {
        type: "enum",
        alias: fullName,
        ...(typeof schema.doc === "string" ? { doc: schema.doc } : {}),
        constraints,
      };
    }
    if (type === "fixed") {
      const fullName = qualify(String(schema.name), stringOr(schema.namespace) ?? namespace);
      const base: SchemaTree = { type: "bytes", alias: fullName, constraints: { fixedSize: schema.size } };
      return withConstraints(logical ? applyLogical(base, "fixed", logical, schema) : base, extra);
    }
    if (type === "array") {
      const element = this.convert(schema.items, namespace, source, stack);
      return withConstraints({ type: "list", fields: [{ ...element, name: "element" }] }, extra);
    }
    if (type === "map") {
      const value = this.convert(schema.values, namespace, source, stack);
      return withConstraints(
        {
          type: "map",
          fields: [
            { name: "key", type: "string" },
            { ...value, name: "value" },
          ],
        },
        extra,
      );
    }
    // {"type": "com.acme.Named"} or {"type": [...]}: a wrapped reference or union.
    return this.convert(type, namespace, source, stack);
  }

  /** ["null", T] is an optional T; other unions keep their variants (null removed, optional set). */
  private union(
    variants: unknown[],
    namespace: string | undefined,
    source: AvroFile,
    stack: Set<string>,
  ): SchemaTree {
    const nonNull = variants.filter((v) => v !== "null" && !(isRecord(v) && v.type === "null"));
    const optional = nonNull.length < variants.length;
    if (nonNull.length === 1) {
      const only = this.convert(nonNull[0], namespace, source, stack);
      return optional ? { ...only, optional: true } : only;
    }
    const fields = nonNull.map((v) => this.convert(v, namespace, source, stack));
    return { type: "union", fields, ...(optional ? { optional: true } : {}) };
  }

  private extraConstraints(schema: Record<string, unknown>): Record<string, unknown> {
    // Properties Avro allows on any schema beyond the ones mapped: kept verbatim.
    const known = new Set([
      "type",
      "name",
      "namespace",
      "doc",
      "fields",
      "symbols",
      "items",
      "values",
      "size",
      "logicalType",
      "precision",
      "scale",
      "aliases",
      "default",
    ]);
    const extra: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(schema)) if (!known.has(key)) extra[key] = value;
    if (Array.isArray(schema.aliases)) extra.aliases = schema.aliases;
    return extra;
  }
}

function withConstraints(tree: SchemaTree, extra: Record<string, unknown>): SchemaTree {
  return Object.keys(extra).length === 0 ? tree : { ...tree, constraints: { ...tree.constraints, ...extra } };
}

/** Recap's mapping of Avro logical types; an unknown logical type keeps the base type and its name. */
function applyLogical(
  base: SchemaTree,
  physical: string,
  logical: string,
  schema: Record<string, unknown>,
): SchemaTree {
  const c = { ...base.constraints, logicalType: logical };
  switch (logical) {
    case "decimal": {
      const precision = Number(schema.precision);
      const scale = Number(schema.scale ?? 0);
      return {
        ...base,
        type: precision > 38 ? "decimal256" : "decimal128",
        logical: "Decimal",
        constraints: { ...c, precision, scale },
      };
    }
    case "uuid":
      return { ...base, type: "uuid", constraints: c };
    case "date":
      return { ...base, type: "date32", logical: "Date", constraints: c };
    case "time-millis":
    case "time-micros":
      return {
        ...base,
        type: "time64",
        logical: "Time",
        constraints: { ...c, unit: logical === "time-millis" ? "millisecond" : "microsecond" },
      };
    case "timestamp-millis":
    case "timestamp-micros":
    case "timestamp-nanos":
      return {
        ...base,
        type: "timestamp64",
        logical: "Timestamp",
        constraints: {
          ...c,
          unit:
            logical.slice(10) === "millis"
              ? "millisecond"
              : logical.endsWith("micros")
                ? "microsecond"
                : "nanosecond",
          timezone: "UTC",
        },
      };
    case "local-timestamp-millis":
    case "local-timestamp-micros":
    case "local-timestamp-nanos":
      return {
        ...base,
        type: "timestamp64",
        logical: "Timestamp",
        constraints: {
          ...c,
          unit: logical.endsWith("millis")
            ? "millisecond"
            : logical.endsWith("micros")
              ? "microsecond"
              : "nanosecond",
        },
      };
    case "duration":
      return { ...base, logical: "Duration", constraints: c };
    default:
      return { ...base, constraints: { ...c, physicalType: physical } };
  }
}
