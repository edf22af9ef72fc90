import type { SchemaNode } from "../../../src/api/schema-node.js";

/**
 * Avro schema JSON -> schema tree, with the constraints src/compliance/diff-avro.ts
 * reads. Stands in for src/schema/readers/avro.ts in the agreement tests
 * until that reader lands (test/compliance/support/trees.ts picks).
 */
type AvroSchema = string | AvroSchema[] | { [key: string]: unknown };

const PRIMITIVES: Record<string, SchemaNode["type"]> = {
  null: "null",
  boolean: "bool",
  int: "int32",
  long: "int64",
  float: "float32",
  double: "float64",
  bytes: "bytes",
  string: "string",
};

export function avroTree(schema: AvroSchema, namespace = ""): SchemaNode {
  if (typeof schema === "string") {
    const type = PRIMITIVES[schema];
    if (!type) throw new Error(`named type references are not supported here: ${schema}`);
    return { type };
  }
  if (Array.isArray(schema))
    return { type: "union", fields: schema.map((variant) => avroTree(variant, namespace)) };
  const type = schema.type as AvroSchema;
  if (typeof type !== "string" || PRIMITIVES[type]) {
    return avroTree(type, namespace);
  }
  const fullName = (): string => {
    const name = String(schema.name);
    const ns = typeof schema.namespace === "string" ? schema.namespace : namespace;
    return name.includes(".") || !ns ? name : `${ns}.${name}`;
  };
  const qualify = (name: string): string => {
    const full = fullName();
    return name.includes(".") || !full.includes(".")
      ? name
      : `${full.slice(0, full.lastIndexOf("."))}.${name}`;
  };
  const named = (): Record<string, unknown> => ({
    typeName: fullName(),
    ...(Array.isArray(schema.aliases)
      ? { typeAliases: schema.aliases.map((alias) => qualify(String(alias))) }
      : {}),
  });
  switch (type) {
    case "record": {
      const ownNamespace = fullName().includes(".") ? fullName().slice(0, fullName().lastIndexOf(".")) : "";
      const fields = (schema.fields as Array<Record<string, unknown>>).map((field) => {
        const node = avroTree(field.type as AvroSchema, ownNamespace);
        const constraints = {
          ...node.constraints,
          ...("default" in field ? { default: field.default } : {}),
          ...(Array.isArray(field.aliases) ? { aliases: field.aliases } : {}),
        };
        return {
          ...node,
          name: String(field.name),
          ...(typeof field.doc === "string" ? { doc: field.doc } : {}),
          ...(Object.keys(constraints).length > 0 ? { constraints } : {}),
        };
      });
      return { type: "struct", fields, constraints: named() };
    }
    case "enum":
      return {
        type: "enum",
        constraints: {
          ...named(),
          symbols: schema.symbols,
          ...(schema.default !== undefined ? { enumDefault: schema.default } : {}),
        },
      };
    case "fixed":
      return { type: "bytes", constraints: { ...named(), size: schema.size } };
    case "array":
      return {
        type: "list",
        fields: [{ ...avroTree(schema.items as AvroSchema, namespace), name: "element" }],
      };
    case "map":
      return {
        type: "map",
        fields: [
          { type: "string", name: "key" },
          { ...avroTree(schema.values as AvroSchema, namespace), name: "value" },
        ],
      };
    default:
      throw new Error(`unsupported Avro type ${type}`);
  }
}
